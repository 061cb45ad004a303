/**
 * One rule source: the lab profile's update rule is the labs contract's `input.update`. Here the contract's landline
 * rule is made stricter (a Pakistani landline pattern) and the API refuses what it used to take, with the contract's
 * message; resources/labs/LabProfileForm.rule.test.tsx makes the same change and the form refuses it too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { labsContract } from '../../contracts/labs.js';
import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';
import { useTestApp } from '../test/suite.js';

const LANDLINE = /^0\d{2,4}-\d{5,8}$/;

/** An app built while the contract's update rule has the stricter landline (the suite shares modules: put back after). */
async function appWithStricterRule(): Promise<TestApp> {
  const contract = labsContract as { input: typeof labsContract.input };
  const input = contract.input;
  const update = input.update;
  contract.input = {
    ...input,
    update: update.extend({
      landline_number: update.shape.landline_number.regex(LANDLINE, 'resources.labs.validation.landline'),
    }),
  };
  try {
    return await createTestApp();
  } finally {
    contract.input = input;
  }
}

const t = useTestApp();
let strict: TestApp | undefined;
afterAll(() => strict?.close());
const body = {
  name: 'LabHub Diagnostics Lahore',
  address: '12 Main Boulevard, Lahore',
  contact_number: '0321-4856120',
  landline_number: '35761234',
};

describe('the labs contract is the update rule of the API', () => {
  it('a stricter landline rule in the contract: the API refuses with its message and changes nothing', async () => {
    // The contract as written takes this landline; the changed one does not.
    expect(labsContract.input.update.safeParse(body).success).toBe(true);
    expect(z.string().regex(LANDLINE).safeParse(body.landline_number).success).toBe(false);
    strict = await appWithStricterRule();
    const s = strict;

    const before = await databaseFingerprint(s.database);
    const refused = await s.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: s.labToken,
      payload: body,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ landline_number: 'Please enter your landline number' });
    expect(await databaseFingerprint(s.database)).toEqual(before);

    const taken = await s.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: s.labToken,
      payload: { ...body, landline_number: '042-35761234' },
    });
    expect(taken.statusCode).toBe(200);
  });

  it('the contact number follows the SPEC §5 pattern on the API as in the form', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: t.labToken,
      payload: { ...body, landline_number: '042-35761234', contact_number: '12345' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      contact_number: 'Please write a valid contact number e.g. 0300-1234567',
    });
  });
});
