import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { staffContract } from '../../contracts/staff';
import { testsContract } from '../../contracts/tests';
import { serverFieldErrors } from './ContractForm';

/** What the forms' resolver (ContractForm) says about `values`: field → message key, or the values it sends. */
const check = async (schema: z.ZodType<FieldValues, FieldValues> | undefined, values: Record<string, unknown>) => {
  const result = await zodResolver(schema!)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
  return { messages, sent: result.values };
};

const staff = (rule: string) => `resources.staff.validation.${rule}`;
const test = (rule: string) => `resources.tests.validation.${rule}`;

describe('the staff forms: contracts/staff.ts through the resolver', () => {
  const valid = {
    name: 'Ayesha Khan',
    email: 'ayesha@labhub.pk',
    password: 'Staff1234',
    contact_number: '0300-1234567',
    CNIC: '35202-1234567-1',
  };
  const register = (values: Record<string, unknown>) => check(staffContract.input.create, values);
  const edit = (values: Record<string, unknown>) => check(staffContract.input.update, values);

  it('register: accepts a complete registration and sends it trimmed; every SPEC contact prefix', async () => {
    expect(await register({ ...valid, email: ' ayesha@labhub.pk ' })).toEqual({ messages: {}, sent: valid });
    for (const contact_number of ['+92300-1234567', '0092300-1234567', '92300-1234567', '300-1234567']) {
      expect((await register({ ...valid, contact_number })).messages).toEqual({});
    }
  });

  it('register: every field is required, a password of spaces only is none', async () => {
    expect((await register({})).messages).toEqual({
      name: staff('name'),
      email: staff('emailRequired'),
      password: staff('password'),
      contact_number: staff('contactRequired'),
      CNIC: staff('cnicRequired'),
    });
    expect((await register({ ...valid, password: '   ' })).messages).toEqual({ password: staff('password') });
  });

  it('register: the email, contact and CNIC patterns', async () => {
    expect((await register({ ...valid, email: 'ayesha@labhub' })).messages).toEqual({ email: staff('emailInvalid') });
    expect((await register({ ...valid, contact_number: '0400-1234567' })).messages).toEqual({
      contact_number: staff('contactInvalid'),
    });
    expect((await register({ ...valid, contact_number: '0300-123456' })).messages).toEqual({
      contact_number: staff('contactInvalid'),
    });
    expect((await register({ ...valid, CNIC: '35202-123456-1' })).messages).toEqual({ CNIC: staff('cnicInvalid') });
    expect((await register({ ...valid, CNIC: '3520212345671' })).messages).toEqual({ CNIC: staff('cnicInvalid') });
  });

  it('edit: name, contact and CNIC required; the read-only email and the id are not sent', async () => {
    const record = {
      id: valid.email,
      staffId: 7,
      email: valid.email,
      name: 'Ayesha',
      contact_number: valid.contact_number,
      CNIC: valid.CNIC,
      date_joined: '2025-01-02',
    };
    expect(await edit(record)).toEqual({
      messages: {},
      sent: { name: 'Ayesha', contact_number: valid.contact_number, CNIC: valid.CNIC },
    });
    expect((await edit({ email: valid.email })).messages).toEqual({
      name: staff('name'),
      contact_number: staff('contactRequired'),
      CNIC: staff('cnicRequired'),
    });
    expect((await edit({ ...record, CNIC: '1234' })).messages).toEqual({ CNIC: staff('cnicInvalid') });
  });
});

describe('the test forms: contracts/tests.ts through the resolver', () => {
  const valid = {
    Title: 'Lipid Profile',
    Description: 'x'.repeat(100),
    PreConditions: 'Fasting 12 hours',
    LowerPriceLimit: 1000,
    UpperPriceLimit: 2500,
    AvgDuration: '2 Days',
  };
  const create = (values: Record<string, unknown>) => check(testsContract.input.create, values);

  it('requires every field with its SPEC message key', async () => {
    expect((await create(valid)).messages).toEqual({});
    expect((await create({})).messages).toEqual({
      Title: test('title'),
      Description: test('description'),
      PreConditions: test('preConditions'),
      AvgDuration: test('avgDuration'),
      LowerPriceLimit: test('lower'),
      UpperPriceLimit: test('upper'),
    });
    expect((await create({ ...valid, Title: '   ' })).messages).toEqual({ Title: test('title') });
  });

  it('needs 100 characters of description, not counting surrounding spaces', async () => {
    expect((await create({ ...valid, Description: 'x'.repeat(99) })).messages).toEqual({
      Description: test('description'),
    });
    expect((await create({ ...valid, Description: ` ${'x'.repeat(99)} ` })).messages).toEqual({
      Description: test('description'),
    });
  });

  it('prices ≥ 0, whole rupees, lower ≤ upper (also while other fields are still missing)', async () => {
    expect((await create({ ...valid, LowerPriceLimit: 0, UpperPriceLimit: 0 })).messages).toEqual({});
    expect((await create({ ...valid, LowerPriceLimit: -1 })).messages).toEqual({ LowerPriceLimit: test('lower') });
    expect((await create({ ...valid, UpperPriceLimit: null })).messages).toEqual({ UpperPriceLimit: test('upper') });
    expect((await create({ ...valid, LowerPriceLimit: 12.5 })).messages).toEqual({ LowerPriceLimit: test('whole') });
    expect((await create({ ...valid, UpperPriceLimit: '2500.5' })).messages).toEqual({
      UpperPriceLimit: test('whole'),
    });
    expect((await create({ ...valid, LowerPriceLimit: 3000, UpperPriceLimit: 2000 })).messages).toEqual({
      UpperPriceLimit: test('order'),
    });
    expect((await create({ LowerPriceLimit: 3000, UpperPriceLimit: 2000 })).messages).toMatchObject({
      Title: test('title'),
      UpperPriceLimit: test('order'),
    });
    expect((await create({ ...valid, LowerPriceLimit: '2000', UpperPriceLimit: 2000 })).sent).toMatchObject({
      LowerPriceLimit: 2000,
    });
  });
});

describe('serverFieldErrors', () => {
  it("maps the API's English rule messages back to keys (with their numbers); other texts stay", () => {
    expect(
      serverFieldErrors({ CNIC: 'Invalid CNIC', email: 'A staff member with this email already exists.' }, 'staff'),
    ).toEqual({
      CNIC: staff('cnicInvalid'),
      email: 'A staff member with this email already exists.',
    });
    expect(
      serverFieldErrors(
        { Title: 'A test with this title already exists', Description: 'At most 5000 characters' },
        'test',
      ),
    ).toEqual({
      Title: test('duplicate'),
      Description: '@@react-admin@@{"message":"app.validation.maxLength","args":{"max":5000}}',
    });
    expect(serverFieldErrors(undefined, 'test')).toBeUndefined();
  });
});
