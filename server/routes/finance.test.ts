import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const json = async (url: string) => (await t.call({ method: 'GET', url })).json();
type Aid = {
  id: number;
  Status: string;
  Amount: number;
  patient_name: string;
  Patient_id: string;
  Appointment_id: number | null;
};

describe('financial aid', () => {
  it("a page's total is the whole list's, with and without a search in the patients' names", async () => {
    const all: Aid[] = await json('/api/Finance/approvedFAs?Status=all');
    const word = all[0].patient_name.split(' ')[0];
    for (const query of ['', 'Status=all', 'Status=Pending%20Response', `Status=all&q=${word}`, `q=${word}`]) {
      const whole: Aid[] = await json(`/api/Finance/approvedFAs?${query}`);
      const page = await t.call({ method: 'GET', url: `/api/Finance/approvedFAs?${query}&_start=0&_end=2` });
      expect(Number(page.headers['x-total-count']), query).toBe(whole.length);
    }
  });

  it('approvedFAs lists approved requests by patient name; Status filter shows the others', async () => {
    const approved: Aid[] = await json('/api/Finance/approvedFAs');
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every(a => a.Status === 'Approved')).toBe(true);
    const names = approved.map(a => a.patient_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(((await json('/api/Finance/approvedFAs?Status=')) as Aid[]).map(a => a.id)).toEqual(approved.map(a => a.id));
    const pending: Aid[] = await json('/api/Finance/approvedFAs?Status=Pending%20Response');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every(a => a.Status === 'Pending Response')).toBe(true);
    const all: Aid[] = await json('/api/Finance/approvedFAs?Status=all');
    expect(all.length).toBeGreaterThan(approved.length + pending.length - 1);
    const total = await json('/api/Finance/gettotalFa');
    expect(total.total).toBe(approved.reduce((s, a) => s + a.Amount, 0));
    expect(total.pending).toBe(pending.length);
  });

  it('sorted by patient name (a walk of the patients in name order): every page equals the list ordered in SQL', async () => {
    const db = t.database.db;
    // Two patients of one name whose requests interleave by id: within a name the order is the requests' id.
    const twins = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, name, password_hash, role)
          select 'twin' || n || '@example.com', 'Aaron Same', 'x', 'patient' from generate_series(1, 2) n returning id`,
    );
    for (const status of ['Approved', 'Rejected', 'Approved'])
      for (const { id } of twins)
        await db.execute(sql`insert into financial_aid (patient_id, amount, status, phone_number, address, description)
          values (${id}, 100, ${status}, '03001234567', 'Street 1', 'Needs help')`);
    const variants: [string, ReturnType<typeof sql>][] = [
      ['', sql`f.status = 'Approved'`],
      ['Status=all', sql`true`],
      ['Status=Rejected', sql`f.status = 'Rejected'`],
      ['Request_Time_gte=2000-01-01&Status=all', sql`f.request_time >= '2000-01-01'`],
    ];
    for (const [filter, where] of variants) {
      for (const order of ['ASC', 'DESC'] as const) {
        const direction = sql.raw(order);
        const want = (
          await queryRows<{ id: number }>(
            db,
            sql`select f.id from financial_aid f join users u on u.id = f.patient_id where ${where}
                order by u.name ${direction}, f.id ${direction}`,
          )
        ).map(r => r.id);
        expect(want.length, filter).toBeGreaterThan(3);
        for (const start of [0, 1, 5, want.length - 2]) {
          const url = `/api/Finance/approvedFAs?${filter}&_sort=name&_order=${order}&_start=${start}&_end=${start + 4}`;
          const page = await t.call({ method: 'GET', url });
          expect(page.statusCode, url).toBe(200);
          expect(
            page.json().map((a: Aid) => a.id),
            url,
          ).toEqual(want.slice(start, start + 4));
          expect(Number(page.headers['x-total-count']), url).toBe(want.length);
        }
      }
    }
    // The whole list (no range asked) in the same order (a URL not asked before: the read cache holds earlier answers).
    const whole: Aid[] = await json('/api/Finance/approvedFAs?Status=all&Request_Time_lte=9999-12-31');
    const want = await queryRows<{ id: number }>(
      db,
      sql`select f.id from financial_aid f join users u on u.id = f.patient_id order by u.name, f.id`,
    );
    expect(whole.map(a => a.id)).toEqual(want.map(r => r.id));
  });

  it('approve and reject only a pending request, audit-logged and notifying the patient', async () => {
    const [a, b] = (await json('/api/Finance/approvedFAs?Status=Pending%20Response')) as Aid[];
    const approve = await t.call({ method: 'PUT', url: `/api/Finance/approveFA/${a.id}` });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ Status: 'Approved', decided_by: 'admin@labhub.pk' });
    const again = await t.call({ method: 'PUT', url: `/api/Finance/rejectFA/${a.id}`, payload: { reason: '' } });
    expect(again.statusCode).toBe(409);
    const reject = await t.call({
      method: 'PUT',
      url: `/api/Finance/rejectFA/${b.id}`,
      payload: { reason: 'Income above the threshold' },
    });
    expect(reject.statusCode).toBe(200);
    expect(reject.json()).toMatchObject({ Status: 'Rejected', reject_reason: 'Income above the threshold' });
    expect((await json(`/api/Finance/FADetails/${b.id}`)).Status).toBe('Rejected');
    const audit = await json('/api/audit?entity=financialAid');
    expect(audit.map((r: { action: string }) => r.action).slice(0, 2)).toEqual([
      'financialAid.reject',
      'financialAid.approve',
    ]);
  });

  it('appointment details carry the booked services whose subtotals follow SPEC §9', async () => {
    const withAppointment = ((await json('/api/Finance/approvedFAs?Status=all')) as Aid[]).filter(
      a => a.Appointment_id,
    );
    let sawHome = false;
    let sawNoHome = false;
    for (const aid of withAppointment) {
      const details = await json(`/api/Appointments/getappointmentdetails/${aid.Appointment_id}`);
      expect(['Self', 'Mother', 'Father', 'Spouse', 'Child', 'Sibling', 'Other']).toContain(details.PatientType);
      expect(details.LabData).toMatchObject({
        name: expect.any(String),
        address: expect.any(String),
        email: expect.any(String),
      });
      let sum = 0;
      for (const s of details.BookedServices) {
        const d = s.ServiceData;
        const expected =
          d.ServicePrice + (s.HomeSampling ? d.HomeSamplingPrice : 0) + (s.Communication ? d.CommunicationPrice : 0);
        expect(s.Subtotal).toBe(expected);
        sum += expected;
        if (s.HomeSampling) sawHome = true;
        else sawNoHome = true;
      }
      expect(details.Price).toBe(sum);
    }
    expect(sawHome && sawNoHome).toBe(true);
  });
});

describe('donations', () => {
  it('totals agree with the list, which is newest first', async () => {
    const list: { Amount: number; Time: string }[] = await json('/api/Finance/getdonations');
    const sum = list.reduce((s, d) => s + d.Amount, 0);
    expect((await json('/api/Finance/getTotalDonations')).total).toBe(sum);
    const stats = await json('/api/Finance/getdonationsstats');
    expect(stats).toMatchObject({ total: sum, count: list.length, largest: Math.max(...list.map(d => d.Amount)) });
    const times = list.map(d => d.Time);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('payables and receivables', () => {
  it('payables are online orders by orderId descending; respondpayable replaces the status', async () => {
    const payables = await json('/api/Appointments/getaccountspayable');
    const ids = payables.map((p: { orderId: number }) => p.orderId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(payables.every((p: { PaymentType: string }) => p.PaymentType === 'Online')).toBe(true);
    const page = await t.call({ method: 'GET', url: '/api/Appointments/getaccountspayable?_start=0&_end=5' });
    expect(page.json()).toHaveLength(5);
    const res = await t.call({
      method: 'PUT',
      url: `/api/Appointments/respondpayable/${ids[0]}`,
      payload: { Status: 'Paid via IBFT on 12 Nov' },
    });
    expect(res.json().Status).toBe('Paid via IBFT on 12 Nov');
    expect((await json('/api/Appointments/getaccountspayable'))[0].Status).toBe('Paid via IBFT on 12 Nov');
    const receivables = await json('/api/Appointments/getaccountsrecievable');
    expect(
      receivables.every(
        (r: { PaymentType: string; Commission: number }) => r.PaymentType === 'Cash' && r.Commission > 0,
      ),
    ).toBe(true);
    const cashOrder = receivables[0].orderId;
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/Appointments/respondpayable/${cashOrder}`,
          payload: { Status: 'Paid' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('markreceived records a pending commission as received, audit-logged; refuses the rest without changing anything', async () => {
    type R = { orderId: number; Status: string; Commission: number; PaymentType: string };
    const receivables: R[] = await json('/api/Appointments/getaccountsrecievable');
    const pending = receivables.find(r => r.Status === 'Pending')!;
    const received = receivables.find(r => r.Status === 'Received')!;
    expect(pending && received).toBeTruthy();
    const total = (list: R[]) => list.filter(r => r.Status === 'Received').reduce((sum, r) => sum + r.Commission, 0);

    const before = await databaseFingerprint(t.database);
    const payable = (await json('/api/Appointments/getaccountspayable?_start=0&_end=1'))[0].orderId;
    for (const [url, payload, status] of [
      [`/api/Appointments/markreceived/${received.orderId}`, { Status: 'Received' }, 409],
      [`/api/Appointments/markreceived/${payable}`, { Status: 'Received' }, 404],
      [`/api/Appointments/markreceived/999999`, { Status: 'Received' }, 404],
      [`/api/Appointments/markreceived/${pending.orderId}`, { Status: 'Pending' }, 422],
      [`/api/Appointments/markreceived/${pending.orderId}`, {}, 422],
    ] as const) {
      const res = await t.call({ method: 'PUT', url, payload });
      expect(res.statusCode, url).toBe(status);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);

    const res = await t.call({
      method: 'PUT',
      url: `/api/Appointments/markreceived/${pending.orderId}`,
      payload: { Status: 'Received' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId: pending.orderId, Status: 'Received', Commission: pending.Commission });
    const after: R[] = await json('/api/Appointments/getaccountsrecievable');
    expect(total(after)).toBe(total(receivables) + pending.Commission);
    const [entry] = await json(`/api/audit?action=receivable.received&entity_id=${pending.orderId}`);
    expect(entry).toMatchObject({
      action: 'receivable.received',
      actor_email: 'admin@labhub.pk',
      details: { changes: { Status: { from: 'Pending', to: 'Received' } } },
    });
  });
});

describe('date ranges of the finance lists', () => {
  const lists = [
    ['/api/Appointments/getaccountspayable', 'created_at'],
    ['/api/Appointments/getaccountsrecievable', 'created_at'],
    ['/api/Finance/getdonations', 'Time'],
    ['/api/Finance/approvedFAs?Status=all&', 'Request_Time'],
  ] as const;
  const day = (iso: string) => iso.slice(0, 10);
  const join = (path: string) => (path.endsWith('&') ? path : `${path}?`);

  it.each(lists)(
    '%s: <field>_gte and _lte keep the records of those days (whole days, UTC); a bad date is a 400',
    async (path, field) => {
      const all: Record<string, string>[] = await json(`${join(path)}_start=0&_end=1000`);
      expect(all.length).toBeGreaterThan(1);
      const days = all.map(r => day(r[field])).sort();
      const [from, to] = [days[0], days[Math.floor(days.length / 2)]];
      const expected = all.filter(r => day(r[field]) >= from && day(r[field]) <= to).map(r => r.id);
      const inRange: Record<string, string>[] = await json(
        `${join(path)}${field}_gte=${from}&${field}_lte=${to}&_start=0&_end=1000`,
      );
      expect(inRange.map(r => r.id).sort()).toEqual(expected.sort());
      expect(inRange.length).toBeLessThanOrEqual(all.length);
      expect(await json(`${join(path)}${field}_gte=9999-12-31&_start=0&_end=1000`)).toEqual([]);
      const bad = await t.call({ method: 'GET', url: `${join(path)}${field}_gte=2026-02-30` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toBeDefined();
    },
  );
});
