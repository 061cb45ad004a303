/**
 * An order's patient is a patient (migration 0025): an order naming another user (a lab's owner, an administrator) is
 * refused, as is a role other than patient for a user with orders; so the invoices' search reads its patients among
 * the patients alone (server/repos/invoices.ts). The same for a financial aid request's patient (migration 0028): the
 * list sorted by patient name walks the patients alone (server/repos/finance.ts). And a complaint's (migration 0033): the
 * complaints' search reads its patients among the patients alone (server/repos/feedbacks.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { useTestApp } from '../test/suite.js';

const t = useTestApp();
type Row = Record<string, string | number>;
const rows = (text: string) => queryRows<Row>(t.database.db, sql.raw(text));

/** The SQLSTATE of a statement's failure (the drivers wrap it: Drizzle's error carries the driver's as `cause`). */
async function failure(text: string) {
  try {
    await t.database.db.execute(sql.raw(text));
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}

describe('orders name patients only', () => {
  it('refuses an order whose patient is a lab’s owner or an administrator, and keeps the orders as they were', async () => {
    const [order] = await rows('select id, patient_id from orders order by id limit 1');
    const before = await rows('select count(*)::int as n from orders');
    const copy = (who: string) => `insert into orders (lab_id, patient_id, payment_type, sub_total, shipping, total,
        commission, status, receivable_status)
      select lab_id, (select id from users where role = '${who}' order by id limit 1), payment_type, sub_total, shipping,
        total, commission, status, receivable_status from orders where id = ${order.id}`;
    expect(await failure(copy('lab'))).toBe('23514');
    expect(await failure(copy('admin'))).toBe('23514');
    expect(
      await failure(
        `update orders set patient_id = (select user_id from labs order by id limit 1) where id = ${order.id}`,
      ),
    ).toBe('23514');
    expect(await rows('select count(*)::int as n from orders')).toEqual(before);
    expect(await rows(`select patient_id from orders where id = ${order.id}`)).toEqual([
      { patient_id: order.patient_id },
    ]);
    // A patient's order goes in.
    expect(await failure(copy('patient'))).toBeUndefined();
  });

  it('refuses another role for a user with orders, not for one without', async () => {
    const [withOrders] = await rows('select patient_id as id from orders order by id limit 1');
    expect(await failure(`update users set role = 'lab' where id = ${withOrders.id}`)).toBe('23514');
    expect(await rows(`select role from users where id = ${withOrders.id}`)).toEqual([{ role: 'patient' }]);
    const [without] = await rows(
      `select id from users u where role = 'patient' and not exists (select 1 from orders o where o.patient_id = u.id) limit 1`,
    );
    expect(await failure(`update users set role = 'admin' where id = ${without.id}`)).toBeUndefined();
  });
});

/**
 * A table whose rows name patients only (`table`.patient_id): `copy(who)` inserts a copy of one row naming the first
 * user of that role, `own(patientId)` a row of a new patient's. Another role's user is refused on insert and update,
 * nothing written; a patient's row is taken; a patient whose only rows are in this table keeps the role.
 */
async function expectPatientsOnly(table: string, copy: (who: string) => string, own: (patientId: number) => string) {
  const [row] = await rows(`select id from ${table} where patient_id is not null order by id limit 1`);
  const before = await rows(`select count(*)::int as n from ${table}`);
  expect(await failure(copy('lab'))).toBe('23514');
  expect(await failure(copy('admin'))).toBe('23514');
  expect(
    await failure(
      `update ${table} set patient_id = (select user_id from labs order by id limit 1) where id = ${row.id}`,
    ),
  ).toBe('23514');
  expect(await rows(`select count(*)::int as n from ${table}`)).toEqual(before);
  expect(await failure(copy('patient'))).toBeUndefined();
  const [only] = await rows(`insert into users (email, name, password_hash, role)
    values ('${table}.only@example.com', 'Only ${table}', 'x', 'patient') returning id`);
  expect(await failure(own(Number(only.id)))).toBeUndefined();
  expect(await failure(`update users set role = 'lab' where id = ${only.id}`)).toBe('23514');
  expect(await rows(`select role from users where id = ${only.id}`)).toEqual([{ role: 'patient' }]);
}

const firstOf = (who: string) => `(select id from users where role = '${who}' order by id limit 1)`;

describe('financial aid requests name patients only', () => {
  it('refuses a request whose patient is a lab’s owner or an administrator, and another role for its patient', () =>
    expectPatientsOnly(
      'financial_aid',
      who => `insert into financial_aid (patient_id, amount, status, phone_number, address, description)
        select ${firstOf(who)}, amount, 'Rejected', phone_number, address, description
        from financial_aid order by id limit 1`,
      patientId => `insert into financial_aid (patient_id, amount, status, phone_number, address, description)
        values (${patientId}, 100, 'Approved', '03001234567', 'Street 1', 'Needs help')`,
    ));
});

describe('complaints name patients only', () => {
  it('refuses a complaint whose patient is a lab’s owner or an administrator, and another role for its patient', () =>
    expectPatientsOnly(
      'complaints',
      who => `insert into complaints (patient_id, lab_id, type, status, description)
        select ${firstOf(who)}, lab_id, type, 'Pending', description from complaints order by id limit 1`,
      patientId => `insert into complaints (patient_id, type, status, description)
        values (${patientId}, 'Delay', 'Pending', 'Report late')`,
    ));
});
