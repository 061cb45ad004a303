/** History (the audit log): GET /api/audit with its filters and GET /api/audit/{id}, administrators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, login, type TestApp } from '../test/harness.js';

let t: TestApp;
let labToken: string;
beforeAll(async () => {
  t = await createTestApp();
  labToken = await login(t.app, 'lab@labhub.pk', 'Lab12345');
  // Two entries a day apart: a staff member registered now, and one the seed's audit rows already hold.
  const created = await t.call({
    method: 'POST',
    url: '/api/profiles/addstaff',
    payload: {
      name: 'Audit Probe',
      email: 'audit.probe@labhub.pk',
      contact_number: '0345-1234567',
      password: 'Secret123',
      CNIC: '61101-1234567-8',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t?.close());

type Entry = { id: number; at: string; entity: string; entity_id: string; actor_email: string; action: string };
const list = async (query: string) => {
  const res = await t.call({ method: 'GET', url: `/api/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<Entry[]>(), total: Number(res.headers['x-total-count']) };
};

describe('GET /api/audit', () => {
  it('filters by entity, actor and entity id, newest first', async () => {
    const { rows } = await list('?entity=staff&actor_email=ADMIN@labhub.pk&entity_id=audit.probe@labhub.pk');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'staff.create',
      entity: 'staff',
      actor_email: 'admin@labhub.pk',
      details: { name: 'Audit Probe' },
    });
  });

  it("stores the record's name and each changed field before and after, so a deleted record is still named", async () => {
    const updated = await t.call({
      method: 'PUT',
      url: '/api/profiles/updatestaff/audit.probe@labhub.pk',
      payload: { name: 'Audit Probe Renamed', contact_number: '0345-1234567', CNIC: '61101-1234567-8' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { rows } = await list('?entity=staff&entity_id=audit.probe@labhub.pk&action=staff.update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      details: { name: 'Audit Probe Renamed', changes: { name: { from: 'Audit Probe', to: 'Audit Probe Renamed' } } },
    });
    // Unchanged fields are left out.
    expect(Object.keys((rows[0] as unknown as { details: { changes: object } }).details.changes)).toEqual(['name']);
    const deleted = await t.call({ method: 'DELETE', url: '/api/profiles/deletestaff/audit.probe@labhub.pk' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await list('?entity=staff&entity_id=audit.probe@labhub.pk&action=staff.delete');
    expect(gone.rows[0]).toMatchObject({ details: { name: 'Audit Probe Renamed' } });
  });

  it('filters by date range: a bare at_lte date counts the whole day', async () => {
    const { rows: all } = await list('?_start=0&_end=1000');
    const newest = all[0];
    const day = newest.at.slice(0, 10);
    const sameDay = await list(`?at_gte=${day}&at_lte=${day}&_start=0&_end=1000`);
    expect(sameDay.rows.map(r => r.id)).toContain(newest.id);
    expect(sameDay.rows.every(r => r.at.slice(0, 10) === day)).toBe(true);
    const before = await list(`?at_lte=${day}T00:00:00Z&_start=0&_end=1000`);
    expect(before.rows.every(r => r.at <= `${day}T00:00:00.000Z`)).toBe(true);
    expect(before.total + sameDay.total).toBeGreaterThanOrEqual(all.length);
    const after = await list(`?at_gte=2999-01-01&_start=0&_end=10`);
    expect(after.total).toBe(0);
  });

  it('answers 400 with the API error shape for a malformed date or an unknown sort', async () => {
    for (const query of ['?at_gte=yesterday', '?at_lte=2026-13-45', '?_sort=details']) {
      const res = await t.call({ method: 'GET', url: `/api/audit${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });

  it('refuses, with the field named, every date PostgreSQL would refuse or JavaScript would move (no SQL runs)', async () => {
    const refused = [
      'at_lte=0000-01-01',
      'at_gte=0000-12-31T23:59:59Z',
      'at_lte=2026-02-31',
      'at_gte=2026-02-29',
      'at_lte=2026-11-30T24:00:00Z',
      'at_lte=2026-11-30T23:60Z',
      'at_gte=2026-11-30T10:00:61Z',
      'at_lte=2026-11-30T10:00%2B16:00',
      'at_gte=0001-01-01T00:30%2B01:00',
      'at_gte=10000-01-01',
      'at_lte=-0001-01-01',
      'at_gte=2026-00-10',
    ];
    for (const query of refused) {
      const field = query.slice(0, query.indexOf('='));
      // Paged and unpaged: the count that runs beside a page is refused before it starts too.
      for (const paging of ['', '&_start=0&_end=10']) {
        const res = await t.call({ method: 'GET', url: `/api/audit?${query}${paging}` });
        expect(res.statusCode, query).toBe(400);
        const body = res.json<{ detail: string; errors: Record<string, string> }>();
        expect(body.detail, query).toContain(field);
        expect(body.errors[field], query).toEqual(expect.any(String));
      }
    }
    // The first and the last day PostgreSQL and the filter share, and a leap day, are dates.
    for (const query of [
      'at_gte=0001-01-01',
      'at_lte=9999-12-31',
      'at_lte=2024-02-29',
      'at_gte=2026-11-30T10:00%2B14:00',
      'at_gte=9999-12-31T23:59Z',
    ])
      await list(`?${query}&_start=0&_end=1`);
  });

  it('sorts by every field the contract declares sortable', async () => {
    const { historyContract } = await import('../../contracts/history.js');
    for (const field of historyContract.list.sortable) {
      const res = await t.call({ method: 'GET', url: `/api/audit?_sort=${field}&_order=ASC&_start=0&_end=5` });
      expect(res.statusCode, field).toBe(200);
    }
  });
});

describe('GET /api/audit/{id}', () => {
  it('returns one entry, 404 for a missing one, 403 for a lab user', async () => {
    const { rows } = await list('?entity=staff&entity_id=audit.probe@labhub.pk');
    const one = await t.call({ method: 'GET', url: `/api/audit/${rows[0].id}` });
    expect(one.json()).toEqual(rows[0]);
    expect((await t.call({ method: 'GET', url: '/api/audit/999999' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/audit/${rows[0].id}`, token: labToken })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/audit', token: labToken })).statusCode).toBe(403);
  });
});
