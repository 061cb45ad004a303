/** A lab's files: its E-QA certificates and its logo (SPEC §7 Profiles). */
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { eqaCertificates, labs, logos } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { notFound } from '../lib/errors.js';
import { assertLabAccess, findLabFor, labJson, type LabRow } from './labs.js';

/** A positive 32-bit id from a path, or undefined (then the route answers 404). */
const rowId = (key: string) => {
  const id = Number(key);
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : undefined;
};

/** The lab's certificates, oldest first, each with its download path. */
export async function labEqaCertificates(db: Db, actor: AuthUser, key: string) {
  const lab = await findLabFor(db, actor, key);
  const rows = await db
    .select()
    .from(eqaCertificates)
    .where(eq(eqaCertificates.labId, lab.id))
    .orderBy(asc(eqaCertificates.issuedOn));
  return rows.map(c => ({
    id: c.id,
    title: c.title,
    issuer: c.issuer,
    issued_on: c.issuedOn.toISOString(),
    Certificate: `/api/profiles/eqa/${c.id}/download`,
  }));
}

/** One certificate with its lab, if `actor` may reach the lab. */
export async function findEqaCertificate(db: Db, actor: AuthUser, key: string) {
  const id = rowId(key);
  if (id === undefined) throw notFound('Certificate not found.');
  const [row] = await db
    .select({ cert: eqaCertificates, lab: labs })
    .from(eqaCertificates)
    .innerJoin(labs, eq(labs.id, eqaCertificates.labId))
    .where(eq(eqaCertificates.id, id));
  if (!row) throw notFound('Certificate not found.');
  assertLabAccess(actor, row.lab);
  return row;
}

/** Stores a new logo (the lab's only one), points the lab at it, and writes the audit row, in one transaction. */
export const saveLogo = (db: Db, actor: AuthUser, lab: LabRow, bytes: Buffer, mimeType: string) =>
  db.transaction(async tx => {
    const [logo] = await tx
      .insert(logos)
      .values({ labId: lab.id, mimeType, content: bytes.toString('base64') })
      .returning({ id: logos.id });
    const url = `/api/profiles/logo/${lab.id}?v=${logo.id}`;
    const [updated] = await tx.update(labs).set({ logo: url }).where(eq(labs.id, lab.id)).returning();
    await tx.delete(logos).where(and(eq(logos.labId, lab.id), sql`${logos.id} <> ${logo.id}`));
    await audit(tx, actor, 'lab.logo', 'lab', lab.email, { name: lab.name, bytes: bytes.length, mimeType });
    return labJson(updated);
  });

/** The lab's latest logo (public: the image of a listed lab). */
export async function findLogo(db: Db, labKey: string) {
  const labId = rowId(labKey);
  if (labId === undefined) throw notFound('Logo not found.');
  const [logo] = await db
    .select()
    .from(logos)
    .where(eq(logos.labId, labId))
    .orderBy(sql`${logos.id} desc`)
    .limit(1);
  if (!logo) throw notFound('Logo not found.');
  return { mimeType: logo.mimeType, bytes: Buffer.from(logo.content, 'base64') };
}
