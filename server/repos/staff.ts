/** Staff queries and the staff API shape (contracts/staff.ts). */
import { eq } from 'drizzle-orm';

import { staffContract, type StaffCreate, type StaffUpdate } from '../../contracts/staff.js';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema.js';
import { audit, changesOf } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { conflict, notFound } from '../lib/errors.js';
import { countAll, filters, type ListQuery, planList, runList } from '../lib/list.js';
import { hashPassword } from '../lib/password.js';
import { listSpecOf } from '../lib/resourceRoutes.js';

type StaffRow = typeof staff.$inferSelect;

const staffJson = (s: StaffRow) => ({
  id: s.id,
  email: s.email,
  name: s.name,
  contact_number: s.contactNumber,
  CNIC: s.cnic,
  date_joined: s.dateJoined.toISOString(),
});

export const staffListSpec = listSpecOf(
  staffContract,
  {
    id: staff.id,
    name: staff.name,
    email: staff.email,
    date_joined: staff.dateJoined,
    contact_number: staff.contactNumber,
    CNIC: staff.cnic,
  },
  {
    email: filters.textCaseless(staff.email),
    date_joined_gte: filters.atOrAfter(staff.dateJoined),
    date_joined_lte: filters.atOrBefore(staff.dateJoined),
  },
);

export async function listStaff(db: Db, query: ListQuery) {
  const plan = planList(staffListSpec, query);
  const { rows, total } = await runList(
    plan,
    db
      .select()
      .from(staff)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    () => db.select({ n: countAll }).from(staff).where(plan.where),
  );
  return { plan, rows: rows.map(staffJson), total };
}

/** By numeric id or by email (any case). */
async function findRow(db: Pick<Db, 'select'>, key: string): Promise<StaffRow> {
  const isId = /^\d{1,9}$/.test(key);
  const [row] = await db
    .select()
    .from(staff)
    .where(isId ? eq(staff.id, Number(key)) : eq(staff.email, key.toLowerCase()))
    .limit(1);
  if (!row) throw notFound('Staff member not found.');
  return row;
}

export const findStaff = async (db: Db, key: string) => staffJson(await findRow(db, key));

const duplicateEmail = () =>
  conflict('A staff member with this email already exists.', {
    email: 'A staff member with this email already exists.',
  });

export async function createStaff(db: Db, actor: AuthUser, b: StaffCreate) {
  const email = b.email.toLowerCase();
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
  if (existing) throw duplicateEmail();
  const passwordHash = await hashPassword(b.password);
  return db.transaction(async tx => {
    const [created] = await tx
      .insert(staff)
      .values({ email, name: b.name, contactNumber: b.contact_number, cnic: b.CNIC, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!created) throw duplicateEmail();
    await audit(tx, actor, 'staff.create', 'staff', email, { name: b.name });
    return staffJson(created);
  });
}

export async function updateStaff(db: Db, actor: AuthUser, key: string, b: StaffUpdate) {
  return db.transaction(async tx => {
    const current = await findRow(tx, key);
    const [row] = await tx
      .update(staff)
      .set({ name: b.name, contactNumber: b.contact_number, cnic: b.CNIC })
      .where(eq(staff.id, current.id))
      .returning();
    await audit(tx, actor, 'staff.update', 'staff', current.email, {
      name: row.name,
      changes: changesOf(staffJson(current), staffJson(row), ['name', 'contact_number', 'CNIC']),
    });
    return staffJson(row);
  });
}

export async function deleteStaff(db: Db, actor: AuthUser, key: string) {
  return db.transaction(async tx => {
    const current = await findRow(tx, key);
    await tx.delete(staff).where(eq(staff.id, current.id));
    await audit(tx, actor, 'staff.delete', 'staff', current.email, { name: current.name });
    return { id: current.id, email: current.email };
  });
}
