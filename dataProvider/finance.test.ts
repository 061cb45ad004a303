/**
 * The data provider's payables, receivables, donations, financial aid, appointments, notifications, invoices and history
 * routes against the real API: one test per row of the mapping table in routes.ts, each asserting what the server
 * then holds.
 */
import { describe, expect, it } from 'vitest';

import { httpError } from '../tests/httpError';
import { byName, ids, page, type Row } from '../tests/providerFixtures';
import { dp, list, server, startProviderApp } from '../tests/providerHarness';

startProviderApp();

describe('payables, receivables, donations', () => {
  it('payables getList → GET /Appointments/getaccountspayable, default sort orderId DESC', async () => {
    const { data, total } = await dp.getList('payables', { filter: {}, pagination: page(5) });
    const truth = await server('/Appointments/getaccountspayable');
    expect(total).toBe(truth.json.length);
    expect(ids(data)).toEqual(truth.json.slice(0, 5).map((p: Row) => p.id));
    const orderIds = data.map(p => p.orderId);
    expect(orderIds).toEqual([...orderIds].sort((a, b) => b - a));
  });

  it('payables update → PUT /Appointments/respondpayable/{id} {Status}', async () => {
    const [p] = await list('payables');
    const { data } = await dp.update('payables', {
      id: p.id,
      data: { Status: 'Paid by bank transfer' },
      previousData: p,
    });
    expect(data).toMatchObject({ id: p.id, Status: 'Paid by bank transfer', lab_name: p.lab_name });
    expect((await dp.getOne('payables', { id: p.id })).data.Status).toBe('Paid by bank transfer');
  });

  it("action('payables', 'respond', {id, data: {Status}}) → PUT /Appointments/respondpayable/{id}", async () => {
    const [, p] = await list('payables');
    expect((await dp.action('payables', 'respond', { id: p.id, data: { Status: 'On hold' } })).data).toMatchObject({
      id: p.id,
      Status: 'On hold',
    });
    expect((await dp.getMany('payables', { ids: [p.id] })).data[0].Status).toBe('On hold');
    expect((await httpError(dp.action('payables', 'respond', { id: p.id, data: { Status: '' } }))).body.errors).toEqual(
      { Status: 'Status is required' },
    );
  });

  it('receivables getList → GET /Appointments/getaccountsrecievable', async () => {
    const { data, total } = await dp.getList('receivables', {
      filter: { Status: 'Pending' },
      sort: { field: 'orderId', order: 'DESC' },
      pagination: page(10),
    });
    expect(total).toBe(Number((await server('/Appointments/getaccountsrecievable?Status=Pending&_end=1')).total));
    expect(
      data.every(r => r.Status === 'Pending' && r.PaymentType === 'Cash' && typeof r.Commission === 'number'),
    ).toBe(true);
  });

  it('donations getList → GET /Finance/getdonations', async () => {
    const { data, total } = await dp.getList('donations', {
      filter: {},
      sort: { field: 'Amount', order: 'DESC' },
      pagination: page(10, 2),
    });
    const truth = await server('/Finance/getdonations?_start=10&_end=20&_sort=Amount&_order=DESC');
    expect(total).toBe(Number(truth.total));
    expect(ids(data)).toEqual(ids(truth.json));
  });
});

describe('financial aid and appointments', () => {
  it('getList → GET /Finance/approvedFAs: approved by default, or the Status filter', async () => {
    const approved = await dp.getList('financialAid', { filter: {}, sort: byName, pagination: page(10) });
    expect(approved.total).toBe((await server('/Finance/approvedFAs')).json.length);
    expect(approved.data.every(a => a.Status === 'Approved')).toBe(true);
    const pending = await list('financialAid', { Status: 'Pending Response' });
    expect(pending.length).toBeGreaterThan(2);
    expect(pending.every(a => a.Status === 'Pending Response')).toBe(true);
    const all = await dp.getList('financialAid', { filter: { Status: 'all' }, sort: byName, pagination: page(1) });
    expect(all.total).toBe((await server('/Finance/approvedFAs?Status=all')).json.length);
    // A patient_name column sorts by the server's `name`.
    const byPatient = await dp.getList('financialAid', {
      filter: { Status: 'all' },
      sort: { field: 'patient_name', order: 'DESC' },
      pagination: page(10),
    });
    expect(ids(byPatient.data)).toEqual(
      ids((await server('/Finance/approvedFAs?Status=all&_sort=name&_order=DESC&_end=10')).json),
    );
  });

  it('getOne → GET /Finance/FADetails/{id}; getMany reaches requests of every status', async () => {
    const [pending] = await list('financialAid', { Status: 'Pending Response' });
    expect((await dp.getOne('financialAid', { id: pending.id })).data).toEqual(pending);
    const [approved] = await list('financialAid');
    expect(ids((await dp.getMany('financialAid', { ids: [pending.id, approved.id] })).data)).toEqual([
      pending.id,
      approved.id,
    ]);
  });

  it("action('financialAid', 'approve') → PUT /Finance/approveFA/{id}", async () => {
    const [a] = await list('financialAid', { Status: 'Pending Response' });
    expect((await dp.action('financialAid', 'approve', { id: a.id })).data).toMatchObject({
      id: a.id,
      Status: 'Approved',
      decided_by: 'admin@labhub.pk',
    });
    expect(ids(await list('financialAid'))).toContain(a.id);
    const e = await httpError(dp.action('financialAid', 'approve', { id: a.id }));
    expect(e.status).toBe(409);
  });

  it("action('financialAid', 'reject', {id, data: {reason}}) → PUT /Finance/rejectFA/{id} {reason}", async () => {
    const [a, b] = await list('financialAid', { Status: 'Pending Response' });
    expect(
      (await dp.action('financialAid', 'reject', { id: a.id, data: { reason: 'Income above the threshold' } })).data,
    ).toMatchObject({ id: a.id, Status: 'Rejected', reject_reason: 'Income above the threshold' });
    expect((await dp.action('financialAid', 'reject', { id: b.id, data: { reason: '' } })).data).toMatchObject({
      id: b.id,
      Status: 'Rejected',
      reject_reason: null,
    });
    expect((await dp.getOne('financialAid', { id: a.id })).data.Status).toBe('Rejected');
  });

  it('appointments getOne → GET /Appointments/getappointmentdetails/{id}', async () => {
    const withAppointment = (await list('financialAid', { Status: 'all' })).find(a => a.Appointment_id)!;
    const { data } = await dp.getOne('appointments', { id: withAppointment.Appointment_id });
    expect(data).toMatchObject({
      id: withAppointment.Appointment_id,
      PatientType: expect.any(String),
      LabData: expect.any(Object),
      BookedServices: expect.any(Array),
    });
  });
});

describe('notifications', () => {
  it('getList → GET /Settings/getNotifications; {unread: true} → GET /Settings/getUnreadNotifications', async () => {
    const all = await dp.getList('notifications', {
      filter: {},
      sort: { field: 'Date', order: 'DESC' },
      pagination: page(10),
    });
    expect(all.total).toBe((await server('/Settings/getNotifications')).json.length);
    const unread = await dp.getList('notifications', {
      filter: { unread: true },
      sort: { field: 'Date', order: 'DESC' },
      pagination: page(),
    });
    expect(unread.total).toBe((await server('/Settings/getUnreadNotifications')).json.length);
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.total).toBeLessThan(all.total!);
    expect(unread.data.every(n => n.read === false)).toBe(true);
  });

  it("action('notifications', 'markAsRead') and update {read: true} → POST /Settings/markAsRead/{id}", async () => {
    const [a, b] = await list('notifications', { unread: true });
    expect((await dp.action('notifications', 'markAsRead', { id: a.id })).data).toMatchObject({
      id: a.id,
      read: true,
    });
    expect((await dp.update('notifications', { id: b.id, data: { read: true }, previousData: b })).data).toMatchObject({
      id: b.id,
      read: true,
    });
    const unread = ids(await list('notifications', { unread: true }));
    expect(unread).not.toContain(a.id);
    expect(unread).not.toContain(b.id);
  });

  it('delete and deleteMany → DELETE /Settings/deleteNotification/{id}', async () => {
    const [a, b, c] = await list('notifications');
    expect((await dp.delete('notifications', { id: a.id, previousData: a })).data).toEqual(a);
    expect((await dp.deleteMany('notifications', { ids: [b.id, c.id] })).data).toEqual([b.id, c.id]);
    const left = ids(await list('notifications'));
    for (const n of [a, b, c]) expect(left).not.toContain(n.id);
  });

  it("action('notifications', 'deleteAll') (no id) → DELETE /Settings/deleteAllNotifications", async () => {
    const before = (await list('notifications')).length;
    expect((await dp.action('notifications', 'deleteAll')).data).toMatchObject({ deleted: before });
    expect(
      (await dp.getList('notifications', { filter: {}, sort: { field: 'Date', order: 'DESC' }, pagination: page() }))
        .total,
    ).toBe(0);
  });
});

describe('invoices and history', () => {
  it('invoices getList → GET /invoices; getOne → GET /invoice/{id}', async () => {
    const { data, total } = await dp.getList('invoices', {
      filter: {},
      sort: { field: 'id', order: 'DESC' },
      pagination: page(6),
    });
    expect(total).toBe((await server('/invoices')).json.length);
    expect(data[0]).toMatchObject({ id: expect.any(Number), invoiceID: expect.stringMatching(/^LH-\d{6}$/) });
    const { data: invoice } = await dp.getOne('invoices', { id: data[0]!.id });
    expect(invoice).toMatchObject({
      id: data[0]!.id,
      orderId: data[0]!.invoiceID,
      orderSummary: { total: data[0]!.invoicePrice },
    });
  });

  it('history getList → GET /audit with filters; getOne → GET /audit/{id}', async () => {
    const { data, total } = await dp.getList('history', {
      filter: { entity: 'lab', actor_email: 'admin@labhub.pk' },
      sort: { field: 'at', order: 'DESC' },
      pagination: page(5),
    });
    expect(total).toBe(Number((await server('/audit?entity=lab&actor_email=admin@labhub.pk&_end=1')).total));
    expect(total).toBeGreaterThan(4);
    expect(data.every(r => r.entity === 'lab' && r.actor_email === 'admin@labhub.pk')).toBe(true);
    const { data: one } = await dp.getOne('history', { id: data[0]!.id });
    expect(one).toEqual(data[0]);
    const { total: none } = await dp.getList('history', { filter: { at_gte: '2999-01-01' }, pagination: page(5) });
    expect(none).toBe(0);
  });
});
