/**
 * One rule source: the lab profile's update rule is the labs contract's `input.update`. Here the contract's landline
 * rule is made stricter (a Pakistani landline pattern) and the API refuses what it used to take, with the contract's
 * message; resources/labs/LabProfileForm.rule.test.tsx makes the same change and the form refuses it too.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { databaseFingerprint } from '../test/harness.js';
import { useTestApp } from '../test/suite.js';

const { LANDLINE } = vi.hoisted(() => ({ LANDLINE: /^0\d{2,4}-\d{5,8}$/ }));

vi.mock('../../contracts/labs.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../contracts/labs.js')>();
  const update = original.labsContract.input.update;
  const stricter = update.extend({
    landline_number: update.shape.landline_number.regex(LANDLINE, 'resources.labs.validation.landline'),
  });
  return { ...original, labsContract: { ...original.labsContract, input: { update: stricter } }, original };
});

const t = useTestApp();
const body = {
  name: 'LabHub Diagnostics Lahore',
  address: '12 Main Boulevard, Lahore',
  contact_number: '0321-4856120',
  landline_number: '35761234',
};

describe('the labs contract is the update rule of the API', () => {
  it('a stricter landline rule in the contract: the API refuses with its message and changes nothing', async () => {
    const { original } = (await import('../../contracts/labs.js')) as unknown as {
      original: typeof import('../../contracts/labs.js');
    };
    // The contract as written takes this landline; the changed one does not.
    expect(original.labsContract.input.update.safeParse(body).success).toBe(true);
    expect(z.string().regex(LANDLINE).safeParse(body.landline_number).success).toBe(false);

    const before = await databaseFingerprint(t.database);
    const refused = await t.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: t.labToken,
      payload: body,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ landline_number: 'Please enter your landline number' });
    expect(await databaseFingerprint(t.database)).toEqual(before);

    const taken = await t.call({
      method: 'PUT',
      url: '/api/profiles/updateLabDetails/lab@labhub.pk',
      token: t.labToken,
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
