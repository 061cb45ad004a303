/**
 * Marketplace events create notifications, and the notification stream (Server-Sent Events) delivers them live,
 * resuming after a reconnect without losing or repeating any (Last-Event-ID).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { parseAnnouncement } from '../lib/live.js';
import { databaseFingerprint, login } from '../test/harness.js';
import { labRegistration } from '../test/requestBodies.js';
import { openStream as open, type StreamEvent } from '../test/sse.js';
import { useTestApp } from '../test/suite.js';
import { parseEventId } from './notifications.js';

const t = useTestApp({}, { listen: true });

async function patientToken(): Promise<{ token: string; appointmentId: number; price: number }> {
  const [row] = await queryRows<{ email: string; appointment_id: number; price: number }>(
    t.database.db,
    sql`select u.email, a.id as appointment_id, a.price from users u join appointments a on a.patient_id = u.id
        where u.role = 'patient' and not exists (select 1 from financial_aid f where f.appointment_id = a.id)
        order by a.id limit 1`,
  );
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/patientLogin/',
    token: null,
    payload: { email: row.email, password: DEMO_SHARED_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().access_token, appointmentId: row.appointment_id, price: row.price };
}

const newLab = (n: number) =>
  labRegistration(`newlab${n}@example.pk`, `Shifa Lab ${n}`, {
    labname: `Shifa Diagnostic Centre ${n}`,
    address: 'Plot 4, Blue Area, Islamabad',
    city: 'Islamabad',
    landline_number: '051-1234567',
    latitude: 33.71,
    longitude: 73.06,
  });

const openStream = (token: string, lastEventId?: number | string) => open(t.base, token, lastEventId);

describe('marketplace events notify the administrators', () => {
  it('a lab registers: pending verification, a Lab Verification notification; the same email again gets the same reply and changes nothing', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/registerLab/', token: null, payload: newLab(1) });
    expect(res.statusCode, res.body).toBe(202);
    const pending = (await t.call({ method: 'GET', url: '/api/profiles/getPendingrequests/' })).json<
      {
        email: string;
      }[]
    >();
    expect(pending.map(l => l.email)).toContain('newlab1@example.pk');
    const unread = (await t.call({ method: 'GET', url: '/api/Settings/getUnreadNotifications' })).json<
      StreamEvent['data'][]
    >();
    expect(unread.find(n => n.Data.id === 'newlab1@example.pk')).toMatchObject({
      Title: 'New Lab Registration',
      Data: { type: 'Lab Verification' },
    });
    // Registration does not reveal that an email exists: the same status and body, nothing written.
    const before = await databaseFingerprint(t.database);
    const again = await t.call({
      method: 'POST',
      url: '/api/auth/registerLab/',
      token: null,
      payload: { ...newLab(1), name: 'Someone Else' },
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(res.json());
    const existing = await t.call({
      method: 'POST',
      url: '/api/auth/registerLab/',
      token: null,
      payload: { ...newLab(9), email: 'admin@labhub.pk' },
    });
    expect(existing.statusCode).toBe(202);
    expect(Object.keys(existing.json())).toEqual(Object.keys(res.json()));
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a bad registration with field errors', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/registerLab/',
      token: null,
      payload: { ...newLab(2), email: 'nope', password: 'short', latitude: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'latitude', 'password']);
  });

  it('a patient asks for financial aid and files a complaint; admins and labs cannot', async () => {
    const p = await patientToken();
    const tooMuch = await t.call({
      method: 'POST',
      url: '/api/Finance/requestFA',
      token: p.token,
      payload: {
        Appointment_id: p.appointmentId,
        Amount: p.price + 1,
        Phone_Number: '0300-7654321',
        Address: 'House 1, Lahore',
        Description: 'Cannot afford it',
      },
    });
    expect(tooMuch.statusCode).toBe(422);
    const body = {
      Appointment_id: p.appointmentId,
      Amount: Math.min(500, p.price),
      Phone_Number: '0300-7654321',
      Address: 'House 1, Lahore',
      Description: 'Cannot afford it',
    };
    const asked = await t.call({ method: 'POST', url: '/api/Finance/requestFA', token: p.token, payload: body });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(
      (await t.call({ method: 'POST', url: '/api/Finance/requestFA', token: p.token, payload: body })).statusCode,
    ).toBe(409);
    const filed = await t.call({
      method: 'POST',
      url: '/api/Feedbacks/addcomplaint',
      token: p.token,
      payload: { Type: 'Late Report', Description: 'Still no report after a week', lab: 'lab@labhub.pk' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const unread = (await t.call({ method: 'GET', url: '/api/Settings/getUnreadNotifications' })).json<
      StreamEvent['data'][]
    >();
    expect(unread.find(n => n.Data.type === 'Financial Aid' && n.Data.id === String(asked.json().id))).toBeTruthy();
    expect(unread.find(n => n.Data.type === 'Complaint' && n.Data.id === String(filed.json().id))?.Body).toContain(
      'LabHub Diagnostics Lahore',
    );
    expect((await t.call({ method: 'POST', url: '/api/Finance/requestFA', payload: body })).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/Feedbacks/addcomplaint',
          token: t.labToken,
          payload: { Type: 'Refund', Description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    // A patient cannot sign in to the admin app.
    expect((await t.postLogin('x', 'y')).statusCode).toBe(401);
  });
});

describe('notification stream (Server-Sent Events)', () => {
  it('needs a token', async () => {
    const res = await fetch(`${t.base}/api/Settings/notificationStream`);
    expect(res.status).toBe(401);
    expect((await res.json()).detail).toBeTruthy();
  });

  it('delivers a new notification to the administrators, not to a lab user', async () => {
    const admin = await openStream(t.adminToken);
    const lab = await openStream(t.labToken);
    expect(admin.res.headers.get('content-type')).toContain('text/event-stream');
    await t.call({ method: 'POST', url: '/api/auth/registerLab/', token: null, payload: newLab(3) });
    const [event] = await admin.waitFor(1);
    expect(event).toMatchObject({
      event: 'notification',
      data: { Title: 'New Lab Registration', Data: { type: 'Lab Verification', id: 'newlab3@example.pk' } },
    });
    expect(event.id).toBe(String(event.data.id));
    await new Promise(r => setTimeout(r, 300));
    expect(lab.events).toEqual([]);
    await admin.close();
    await lab.close();
  });

  it('a lab user hears its own notifications: a block closes its stream, and after the unblock a reconnect replays both', async () => {
    const lab = await openStream(t.labToken);
    await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: { is_active: false } });
    // A blocked user's stream is closed by the server, as its new requests are refused.
    await Promise.race([lab.ended, new Promise(r => setTimeout(r, 10_000))]);
    expect(lab.endedByServer).toBe(true);
    await t.call({ method: 'PUT', url: '/api/profiles/unblockLab/lab@labhub.pk', payload: { is_active: true } });
    const again = await openStream(await login(t.app, 'lab@labhub.pk', 'Lab12345'), 0);
    await again.waitFor(2);
    await new Promise(r => setTimeout(r, 300));
    expect(again.events.slice(-2).map(e => e.data.Title)).toEqual(['Lab Blocked', 'Lab Unblocked']);
    await again.close();
  });

  it('a reconnect with Last-Event-ID replays what was missed, once, then continues live', async () => {
    const first = await openStream(t.adminToken);
    await t.call({ method: 'POST', url: '/api/auth/registerLab/', token: null, payload: newLab(4) });
    const [seen] = await first.waitFor(1);
    await first.close();
    // Missed while disconnected.
    await t.call({ method: 'POST', url: '/api/auth/registerLab/', token: null, payload: newLab(5) });
    await t.call({ method: 'POST', url: '/api/auth/registerLab/', token: null, payload: newLab(6) });
    const second = await openStream(t.adminToken, seen.id);
    const replayed = await second.waitFor(2);
    expect(replayed.map(e => e.data.Data.id)).toEqual(['newlab5@example.pk', 'newlab6@example.pk']);
    await t.call({ method: 'POST', url: '/api/auth/registerLab/', token: null, payload: newLab(7) });
    const all = await second.waitFor(3);
    expect(all.map(e => e.data.Data.id)).toEqual(['newlab5@example.pk', 'newlab6@example.pk', 'newlab7@example.pk']);
    expect(new Set(all.map(e => e.id)).size).toBe(3);
    await second.close();
  });

  it('parses event ids and announcements defensively', () => {
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId(' 7 ')).toBe(7);
    expect(parseEventId('-1')).toBeNull();
    expect(parseEventId('abc')).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
    // Ids are 32-bit in the database: a larger one is no id (PostgreSQL would refuse it in the replay's query).
    expect(parseEventId('2147483647')).toBe(2147483647);
    expect(parseEventId('2147483648')).toBeNull();
    expect(parseEventId('999999999999999')).toBeNull();
    expect(parseAnnouncement('{"id":3,"userId":null}')).toEqual({ id: 3, userId: null });
    expect(parseAnnouncement('{"id":3,"userId":9}')).toEqual({ id: 3, userId: 9 });
    expect(parseAnnouncement('nonsense')).toBeNull();
    expect(parseAnnouncement('{"id":"3"}')).toBeNull();
  });
});

describe('read cache (lib/readCache.ts)', () => {
  it('answers a repeated GET from the cache and forgets it at the next write', async () => {
    const url = '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC';
    const first = await t.call({ method: 'GET', url });
    const second = await t.call({ method: 'GET', url });
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    // Another user never gets this user's cached answer.
    const lab = await t.call({ method: 'GET', url, token: t.labToken });
    expect(lab.headers['x-read-cache']).toBeUndefined();
    const target = first.json<{ email: string; is_active: boolean }[]>().find(l => l.is_active)!;
    expect(
      (await t.call({ method: 'PUT', url: `/api/profiles/blockLab/${target.email}`, payload: { is_active: false } }))
        .statusCode,
    ).toBe(200);
    const after = await t.call({ method: 'GET', url });
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json<{ email: string; is_active: boolean }[]>().find(l => l.email === target.email)?.is_active).toBe(
      false,
    );
    await t.call({ method: 'PUT', url: `/api/profiles/unblockLab/${target.email}`, payload: { is_active: true } });
  });

  it('a blocked lab user is refused at once although its user was cached, and stays signed out after the unblock', async () => {
    const token = await login(t.app, 'lab@labhub.pk', 'Lab12345');
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: { is_active: false } });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    await t.call({ method: 'PUT', url: '/api/profiles/unblockLab/lab@labhub.pk', payload: { is_active: true } });
    // The block ended its sessions: the old token stays refused; signing in again works.
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const again = await login(t.app, 'lab@labhub.pk', 'Lab12345');
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token: again })).statusCode).toBe(200);
  });
});

describe('read cache and sign-in', () => {
  it('a sign-in changes no data and leaves the cache as it is', async () => {
    const url = '/api/profiles/totallabs';
    await t.call({ method: 'GET', url });
    const signIn = await t.postLogin('admin@labhub.pk', 'Admin1234');
    expect(signIn.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url })).headers['x-read-cache']).toBe('hit');
  });
});
