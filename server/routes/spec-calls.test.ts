/**
 * Every SPEC §7 call: 2xx with an administrator's token, 401 without a token, and 403 for a lab user
 * on the administrators' routes. Ids come from the seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/harness.js';
import { catalogueTest } from '../test/requestBodies.js';

let t: TestApp;
const ids: Record<string, string | number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const get = async (url: string) => (await t.call({ method: 'GET', url })).json();
  const pending = await get('/api/profiles/getPendingrequests/');
  const verified = await get('/api/profiles/getVerifiedlabs/');
  const blocked = await get('/api/profiles/getblockedlabs');
  ids.pendingEmail = pending[0].email;
  ids.pendingEmail2 = pending[1].email;
  const other = verified.find((l: { email: string }) => l.email !== 'lab@labhub.pk');
  ids.verifiedEmail = other.email;
  ids.verifiedId = other.id;

  ids.blockedEmail = blocked[0].email;
  ids.testId = (await get('/api/Inventory/ViewTests'))[0].id;
  ids.staffEmail = (await get('/api/profiles/getAllStaff'))[0].email;
  // A payable not yet "Paid": the call below sets that status, and setting the one it has is a 409.
  const payables: { id: number; Status: string }[] = await get('/api/Appointments/getaccountspayable');
  ids.payableId = payables.find(p => p.Status !== 'Paid')!.id;
  const aid = await get('/api/Finance/approvedFAs?Status=all');
  ids.aidId = aid[0].id;
  ids.appointmentId = aid.find((a: { Appointment_id: number | null }) => a.Appointment_id).Appointment_id;
  const notes = await get('/api/Settings/getNotifications');
  ids.notificationId = notes[0].id;
  ids.notificationId2 = notes[1].id;
});
afterAll(() => t?.close());

const validTest = catalogueTest('Serum Ferritin (spec calls)');

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** SPEC path; {key} is filled from the seeded ids. */ path: string;
  body?: () => unknown;
  labAllowed?: boolean;
  status?: number;
};

/** In SPEC §7 order; mutations come last within each area so reads still find their records. */
export const SPEC_CALLS: Call[] = [
  { method: 'GET', path: '/Appointments/getaccountspayable' },
  { method: 'GET', path: '/Appointments/getaccountsrecievable' },
  { method: 'GET', path: '/Appointments/totalearnings' },
  { method: 'GET', path: '/Appointments/getappointmentdetails/{appointmentId}' },
  { method: 'PUT', path: '/Appointments/respondpayable/{payableId}', body: () => ({ Status: 'Paid' }) },
  { method: 'GET', path: '/Feedbacks/gettotalcomplaints' },
  { method: 'GET', path: '/Feedbacks/allcomplaints' },
  { method: 'GET', path: '/Feedbacks/getlabreviews/{verifiedId}' },
  { method: 'GET', path: '/Finance/getdonationsstats' },
  { method: 'GET', path: '/Finance/gettotalFa' },
  { method: 'GET', path: '/Finance/FADetails/{aidId}' },
  { method: 'GET', path: '/Finance/approvedFAs' },
  { method: 'GET', path: '/Finance/getdonations' },
  { method: 'GET', path: '/Finance/getTotalDonations' },
  { method: 'GET', path: '/profiles/totallabs' },
  { method: 'GET', path: '/profiles/userstats' },
  { method: 'GET', path: '/profiles/getPendingrequests/' },
  { method: 'GET', path: '/profiles/getblockedlabs' },
  { method: 'GET', path: '/profiles/getVerifiedlabs/' },
  { method: 'GET', path: '/profiles/geteqa/{verifiedId}' },
  { method: 'GET', path: '/profiles/getLabDetails/{verifiedEmail}' },
  { method: 'PUT', path: '/profiles/blockLab/{verifiedEmail}', body: () => ({ is_active: false }) },
  { method: 'PUT', path: '/profiles/unblockLab/{blockedEmail}', body: () => ({ is_active: true }) },
  { method: 'DELETE', path: '/profiles/deleteLab/{pendingEmail2}' },
  { method: 'PUT', path: '/profiles/verifyLab/{pendingEmail}', body: () => ({ verified: true }) },
  {
    method: 'PUT',
    path: '/profiles/updateLabDetails/{pendingEmail}',
    body: () => ({
      name: 'Renamed Lab',
      address: '12 Mall Road, Lahore',
      contact_number: '0300-1234567',
      landline_number: '042-35761234',
      health_department_id: 'PHC-1',
    }),
  },
  { method: 'GET', path: '/profiles/getAllStaff' },
  {
    method: 'POST',
    path: '/profiles/addstaff',
    body: () => ({
      name: 'Sana Tariq',
      email: 'sana.tariq@labhub.pk',
      contact_number: '0321-7654321',
      password: 'Secret123',
      CNIC: '35202-1234567-1',
    }),
    status: 201,
  },
  { method: 'GET', path: '/profiles/staffdetails/{staffEmail}' },
  {
    method: 'PUT',
    path: '/profiles/updatestaff/{staffEmail}',
    body: () => ({ name: 'Renamed Staff', CNIC: '35202-7654321-3', contact_number: '0333-1111111' }),
  },
  { method: 'DELETE', path: '/profiles/deletestaff/{staffEmail}' },
  { method: 'POST', path: '/Inventory/CreateTest', body: () => validTest, status: 201 },
  { method: 'GET', path: '/Inventory/ViewTests' },
  { method: 'GET', path: '/Inventory/TestDetail/{testId}' },
  {
    method: 'PUT',
    path: '/Inventory/UpdateTest/{testId}',
    body: () => ({ ...validTest, Title: 'Serum Ferritin (spec calls, renamed)', id: ids.testId }),
  },
  { method: 'DELETE', path: '/Inventory/DeleteTest/{testId}' },
  { method: 'GET', path: '/Settings/getNotifications', labAllowed: true },
  { method: 'GET', path: '/Settings/getUnreadNotifications', labAllowed: true },
  { method: 'POST', path: '/Settings/markAsRead/{notificationId}', labAllowed: true },
  { method: 'DELETE', path: '/Settings/deleteNotification/{notificationId2}', labAllowed: true },
  { method: 'DELETE', path: '/Settings/deleteAllNotifications', labAllowed: true },
  {
    method: 'POST',
    path: '/devices',
    body: () => ({ registration_id: 'fcm-token-abc', user: 'admin@labhub.pk', type: 'web' }),
    labAllowed: true,
    status: 201,
  },
];

const url = (c: Call) =>
  `/api${c.path.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(String(ids[key])))}`;
const named = (calls: Call[]) => calls.map(c => [`${c.method} ${c.path}`, c] as const);

describe('SPEC §7 calls', () => {
  it.each(named(SPEC_CALLS))('%s answers 401 without a token', async (_name, c) => {
    const res = await t.call({ method: c.method, url: url(c), payload: c.body?.() as object, token: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });

  it.each(named(SPEC_CALLS.filter(c => !c.labAllowed)))('%s answers 403 to a lab user', async (_name, c) => {
    const res = await t.call({ method: c.method, url: url(c), payload: c.body?.() as object, token: t.labToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('You do not have permission to perform this action.');
  });

  it('every call answers 2xx to an administrator', async () => {
    for (const c of SPEC_CALLS) {
      const res = await t.call({ method: c.method, url: url(c), payload: c.body?.() as object });
      expect.soft(res.statusCode, `${c.method} ${url(c)}: ${res.body.slice(0, 200)}`).toBe(c.status ?? 200);
    }
  });

  it('POST /auth/login/ returns the user object with a token', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
      token: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'admin@labhub.pk',
      name: 'Admin',
      role: 'admin',
      refresh_token: expect.any(String),
    });
  });
});
