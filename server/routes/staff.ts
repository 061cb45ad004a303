/** SPEC §7 Profiles — staff: list, register, detail, update, delete. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { adminOnly } from '../lib/auth.js';
import { conflict, notFound } from '../lib/errors.js';
import { requiredText } from '../lib/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { hashPassword } from '../lib/password.js';
import { CNIC_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, messages } from '../lib/rules.js';
import { typed, type RouteContext } from './context.js';

const m = messages.staff;
const contact = requiredText(m.contactRequired, 20).regex(PHONE_PATTERN, m.contactInvalid);
const cnic = requiredText(m.cnicRequired, 15).regex(CNIC_PATTERN, m.cnicInvalid);
const name = requiredText(m.name, 150);

const addBody = z.object({
  name,
  email: requiredText(m.emailRequired, 254).regex(EMAIL_PATTERN, m.emailInvalid),
  contact_number: contact,
  // Required: a password of spaces only is none.
  password: z.string({ error: m.password }).max(128, 'At most 128 characters').refine((v) => v.trim().length > 0, m.password),
  CNIC: cnic,
});
const updateBody = z.object({ name, contact_number: contact, CNIC: cnic });
const emailKey = z.object({ email: z.string().min(1).max(254) });

type StaffRow = typeof staff.$inferSelect;

export const staffJson = (s: StaffRow) => ({
  id: s.id,
  email: s.email,
  name: s.name,
  contact_number: s.contactNumber,
  CNIC: s.cnic,
  date_joined: s.dateJoined.toISOString(),
});

const spec: ListSpec = {
  resource: 'staff',
  sortable: { id: staff.id, name: staff.name, email: staff.email, date_joined: staff.dateJoined, contact_number: staff.contactNumber, CNIC: staff.cnic },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [staff.name, staff.email, staff.contactNumber, staff.cnic],
  filters: { id: filters.ids(staff.id), email: filters.textCaseless(staff.email) },
};

async function findStaff(db: Pick<Db, 'select'>, key: string): Promise<StaffRow> {
  const isId = /^\d{1,9}$/.test(key);
  const [row] = await db.select().from(staff).where(isId ? eq(staff.id, Number(key)) : eq(staff.email, key.toLowerCase())).limit(1);
  if (!row) throw notFound('Staff member not found.');
  return row;
}

const duplicateEmail = () =>
  conflict('A staff member with this email already exists.', { email: 'A staff member with this email already exists.' });

export default async function staffRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['staff'];
  const opts = { onRequest: adminOnly };

  api.get('/profiles/getAllStaff', { ...opts, schema: { tags, querystring: listQuerySchema } }, async (request, reply) => {
    const plan = planList(spec, request.query);
    const { rows, total } = await runList(plan, db.select().from(staff).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(staff).where(plan.where));
    return sendList(reply, spec, plan, rows.map(staffJson), total);
  });

  api.post('/profiles/addstaff', { ...opts, schema: { tags, body: addBody } }, async (request, reply) => {
    const b = request.body;
    const email = b.email.toLowerCase();
    const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
    if (existing) throw duplicateEmail();
    const passwordHash = await hashPassword(b.password);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staff)
        .values({ email, name: b.name, contactNumber: b.contact_number, cnic: b.CNIC, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (!created) throw duplicateEmail();
      await audit(tx, request.auth, 'staff.create', 'staff', email, { name: b.name });
      return created;
    });
    reply.code(201);
    return { detail: 'Staff registered.', ...staffJson(row) };
  });

  api.get('/profiles/staffdetails/:email', { ...opts, schema: { tags, params: emailKey } }, async (request) => staffJson(await findStaff(db, request.params.email)));

  api.put('/profiles/updatestaff/:email', { ...opts, schema: { tags, params: emailKey, body: updateBody } }, async (request) =>
    db.transaction(async (tx) => {
      const current = await findStaff(tx, request.params.email);
      const b = request.body;
      const [row] = await tx.update(staff).set({ name: b.name, contactNumber: b.contact_number, cnic: b.CNIC }).where(eq(staff.id, current.id)).returning();
      await audit(tx, request.auth, 'staff.update', 'staff', current.email, { ...b });
      return { detail: 'Staff updated.', ...staffJson(row!) };
    }),
  );

  api.delete('/profiles/deletestaff/:email', { ...opts, schema: { tags, params: emailKey } }, async (request) =>
    db.transaction(async (tx) => {
      const current = await findStaff(tx, request.params.email);
      await tx.delete(staff).where(eq(staff.id, current.id));
      await audit(tx, request.auth, 'staff.delete', 'staff', current.email, { name: current.name });
      return { detail: 'Staff deleted.', id: current.id, email: current.email };
    }),
  );
}
