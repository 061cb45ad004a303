import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const valid = {
  name: 'Hira Baig',
  email: 'Hira.Baig@labhub.pk',
  contact_number: '0345-1234567',
  password: 'Secret123',
  CNIC: '61101-1234567-8',
};

describe('staff', () => {
  it('registers, reads, updates and deletes a staff member', async () => {
    const created = await t.call({ method: 'POST', url: '/api/profiles/addstaff', payload: valid });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'hira.baig@labhub.pk',
      CNIC: valid.CNIC,
      contact_number: valid.contact_number,
    });
    expect(created.json()).not.toHaveProperty('password');
    const byEmail = await t.call({ method: 'GET', url: '/api/profiles/staffdetails/hira.baig@labhub.pk' });
    const byId = await t.call({ method: 'GET', url: `/api/profiles/staffdetails/${created.json().id}` });
    expect(byEmail.json()).toEqual(byId.json());
    const updated = await t.call({
      method: 'PUT',
      url: '/api/profiles/updatestaff/hira.baig@labhub.pk',
      payload: { name: 'Hira Baig Khan', CNIC: '61101-7654321-0', contact_number: '+92345-1234567' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Hira Baig Khan', email: 'hira.baig@labhub.pk' });
    expect((await t.call({ method: 'DELETE', url: '/api/profiles/deletestaff/hira.baig@labhub.pk' })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: '/api/profiles/staffdetails/hira.baig@labhub.pk' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a password of spaces only as missing', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/profiles/addstaff',
      payload: { ...valid, email: 'spaces@labhub.pk', password: '   ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: 'Password is required' });
  });

  it('answers 409 with the detail for a duplicate email, in any case', async () => {
    const existing = (await t.call({ method: 'GET', url: '/api/profiles/getAllStaff' })).json()[0];
    const before = await databaseFingerprint(t.database);
    const res = await t.call({
      method: 'POST',
      url: '/api/profiles/addstaff',
      payload: { ...valid, email: existing.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'A staff member with this email already exists.',
      errors: { email: 'A staff member with this email already exists.' },
    });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'Name is required'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'hira@' }, 'email', 'Email is invalid'],
    [{ ...valid, password: '' }, 'password', 'Password is required'],
    [{ ...valid, contact_number: '' }, 'contact_number', 'Contact Number is required'],
    [
      { ...valid, contact_number: '03001234567' },
      'contact_number',
      'Please write a valid contact number e.g. 0300-1234567',
    ],
    [
      { ...valid, contact_number: '0400-1234567' },
      'contact_number',
      'Please write a valid contact number e.g. 0300-1234567',
    ],
    [{ ...valid, CNIC: '' }, 'CNIC', 'CNIC is required'],
    [{ ...valid, CNIC: '6110112345678' }, 'CNIC', 'Invalid CNIC'],
  ])('refuses %o with %s: %s', async (body, field, message) => {
    const res = await t.call({ method: 'POST', url: '/api/profiles/addstaff', payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each(['0300-1234567', '+92300-1234567', '0092300-1234567', '92300-1234567', '300-1234567'])(
    'accepts the contact number %s',
    async contact => {
      const res = await t.call({
        method: 'PUT',
        url: `/api/profiles/updatestaff/${(await t.call({ method: 'GET', url: '/api/profiles/getAllStaff' })).json()[0].email}`,
        payload: { name: 'Some Name', CNIC: '35202-1234567-1', contact_number: contact },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('lists staff by name, 20 per page when asked, searchable', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/profiles/getAllStaff' })).json();
    const names = all.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = await t.call({
      method: 'GET',
      url: '/api/profiles/getAllStaff?_start=0&_end=20&_sort=name&_order=ASC',
    });
    expect(page.json()).toHaveLength(Math.min(20, all.length));
    expect(page.headers['x-total-count']).toBe(String(all.length));
    const q = all[3].CNIC.slice(0, 9);
    const found = (await t.call({ method: 'GET', url: `/api/profiles/getAllStaff?q=${q}` })).json();
    expect(found.map((s: { email: string }) => s.email)).toContain(all[3].email);
  });
});
