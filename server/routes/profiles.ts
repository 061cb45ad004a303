/** SPEC §7 Profiles: labs (lists, lifecycle, details, logo, E-QA), user statistics and staff. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eqaCertificates, labs, logos, notifications, sessions, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { adminOnly, type AuthUser } from '../lib/auth.js';
import { ApiError, conflict, forbidden, notFound } from '../lib/errors.js';
import { keyParam } from '../../contracts/fields.js';
import { listQuerySchema, sendList } from '../lib/list.js';
import { textPdf } from '../lib/pdf.js';
import { deleteLab, findLab, labHistory, labJson, labStates, listLabs, setLabActive, verifyLab, type LabRow } from '../repos/labs.js';
import { typed, type RouteContext } from './context.js';
import { routePath } from '../../contracts/defineResource.js';
import { calls } from '../../contracts/calls.js';
import { LAB_LISTS, labsContract } from '../../contracts/labs.js';
import { pathOf, registerAction, registerResource, urlOf, withDetail } from '../lib/resourceRoutes.js';

const labUpdateBody = labsContract.input.update;
/** The detail adds the lab's audit history (administrators only; empty for the lab user). */
const labDetail = labsContract.record.extend({
  history: z.array(z.object({ id: z.number().int(), action: z.string(), actor_email: z.string(), at: z.string(), details: z.unknown() })),
});

const emailKey = z.object({ email: z.string().min(1).max(254) });
// The bodies SPEC §7 names are required exactly, so a malformed request never changes a lab.

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const logoTooLarge = () => new ApiError(413, 'The logo must be at most 2 MB.', { Logo: 'At most 2 MB' });

/** Recognises PNG, JPEG and WebP by their first bytes, whatever the upload claims. */
export function imageType(bytes: Buffer): string | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

function assertLabAccess(user: AuthUser, lab: LabRow) {
  if (user.role === 'admin') return;
  if (user.role === 'lab' && user.labId === lab.id) return;
  throw forbidden();
}

export default async function profileRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['profiles'];

  api.get(urlOf(calls.totalLabs), { onRequest: adminOnly, schema: { response: { 200: calls.totalLabs.reply }, tags } }, async () => {
    const [row] = await db
      .select({
        verified: sql<number>`cast(count(*) filter (where ${labs.verified}) as integer)`,
        unverified: sql<number>`cast(count(*) filter (where not ${labs.verified}) as integer)`,
      })
      .from(labs);
    return [row!.verified, row!.unverified];
  });

  api.get(urlOf(calls.userStats), { onRequest: adminOnly, schema: { response: { 200: calls.userStats.reply }, tags } }, async () => {
    const [row] = await db
      .select({
        total: sql<number>`cast(count(*) as integer)`,
        unverified: sql<number>`cast(count(*) filter (where not ${users.verified}) as integer)`,
        verified: sql<number>`cast(count(*) filter (where ${users.verified}) as integer)`,
        male: sql<number>`cast(count(*) filter (where ${users.gender} = 'male') as integer)`,
        female: sql<number>`cast(count(*) filter (where ${users.gender} = 'female') as integer)`,
      })
      .from(users)
      .where(sql`${users.role} in ('patient', 'lab')`);
    return [row!.total, row!.unverified, row!.verified, row!.male, row!.female];
  });

  const labLists = [
    [LAB_LISTS.all, labStates.all],
    [LAB_LISTS.pending, labStates.pending],
    [LAB_LISTS.blocked, labStates.blocked],
    [LAB_LISTS.verified, labStates.verified],
  ] as const;
  for (const [url, where] of labLists) {
    api.get(routePath(url), { onRequest: adminOnly, schema: { response: { 200: z.array(labsContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
      const { spec, plan, items, total } = await listLabs(db, where, request.query);
      return sendList(reply, spec, plan, items, total);
    });
  }

  api.get(pathOf(labsContract, 'getOne'), { schema: { response: { 200: labDetail }, tags, params: keyParam } }, async (request) => {
    const lab = await findLab(db, request.params.id);
    assertLabAccess(request.auth, lab);
    const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, lab.userId));
    return { ...labJson(lab, owner), history: request.auth.role === 'admin' ? await labHistory(db, lab) : [] };
  });

  api.get(urlOf(calls.labEqa), { schema: { response: { 200: calls.labEqa.reply }, tags, params: keyParam } }, async (request) => {
    const lab = await findLab(db, request.params.id);
    assertLabAccess(request.auth, lab);
    const rows = await db.select().from(eqaCertificates).where(eq(eqaCertificates.labId, lab.id)).orderBy(asc(eqaCertificates.issuedOn));
    return rows.map((c) => ({
      id: c.id,
      title: c.title,
      issuer: c.issuer,
      issued_on: c.issuedOn.toISOString(),
      Certificate: `/api/profiles/eqa/${c.id}/download`,
    }));
  });

  api.get(urlOf(calls.eqaDownload), { schema: { response: { 200: calls.eqaDownload.reply }, tags, params: keyParam } }, async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound('Certificate not found.');
    const [row] = await db.select({ cert: eqaCertificates, lab: labs }).from(eqaCertificates).innerJoin(labs, eq(labs.id, eqaCertificates.labId)).where(eq(eqaCertificates.id, id));
    if (!row) throw notFound('Certificate not found.');
    assertLabAccess(request.auth, row.lab);
    const pdf = textPdf([
      'E-QA Certificate',
      row.cert.title,
      `Laboratory: ${row.lab.name}`,
      `Address: ${row.lab.address}`,
      `Issued by: ${row.cert.issuer}`,
      `Issued on: ${row.cert.issuedOn.toISOString().slice(0, 10)}`,
      `Certificate no. EQA-${String(row.cert.id).padStart(6, '0')}`,
    ]);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="eqa-certificate-${row.cert.id}.pdf"`)
      .send(pdf);
  });

  // SPEC §4 lifecycle: the actions declared in contracts/labs.ts (path, body, role); the SQL in repos/labs.ts.
  const labReply = withDetail(labsContract.record);
  registerAction(api, labsContract, 'verify', { reply: labReply }, async (request) => ({ detail: 'Lab verified.', ...(await verifyLab(db, ctx.notifier, request.auth, request.params.email)) }));
  registerAction(api, labsContract, 'block', { reply: labReply }, async (request) => ({ detail: 'Lab blocked.', ...(await setLabActive(db, ctx.notifier, request.auth, request.params.email, false)) }));
  registerAction(api, labsContract, 'unblock', { reply: labReply }, async (request) => ({ detail: 'Lab unblocked.', ...(await setLabActive(db, ctx.notifier, request.auth, request.params.email, true)) }));
  // Delete and reject are one call (SPEC §4): the standard verb.
  registerResource(api, labsContract, { delete: async (request) => ({ detail: 'Lab deleted.', ...(await deleteLab(db, request.auth, request.params.email)) }) }, { delete: z.object({ detail: z.string(), email: z.string(), id: z.number().int() }) });

  api.put(pathOf(labsContract, 'update'), { schema: { response: { 200: withDetail(labsContract.record) }, tags, params: emailKey, body: labUpdateBody } }, async (request) =>
    db.transaction(async (tx) => {
      const lab = await findLab(tx, request.params.email);
      assertLabAccess(request.auth, lab);
      const b = request.body;
      const [updated] = await tx
        .update(labs)
        .set({
          name: b.name,
          address: b.address,
          contactNumber: b.contact_number,
          landlineNumber: b.landline_number,
          healthDepartmentId: b.health_department_id === undefined ? lab.healthDepartmentId : b.health_department_id || null,
        })
        .where(eq(labs.id, lab.id))
        .returning();
      // The lab's name is its user's name ("Username", SPEC §5): sign-in and the top bar show the new one.
      if (b.name !== lab.name) await tx.update(users).set({ name: b.name }).where(eq(users.id, lab.userId));
      await audit(tx, request.auth, 'lab.update', 'lab', lab.email, { ...b });
      return { detail: 'Lab updated.', ...labJson(updated!) };
    }),
  );

  api.post(pathOf(labsContract, 'uploadLogo'), { schema: { response: { 200: withDetail(labsContract.record) }, tags, params: emailKey, consumes: ['multipart/form-data'] } }, async (request) => {
    const lab = await findLab(db, request.params.email);
    assertLabAccess(request.auth, lab);
    if (!request.isMultipart()) throw new ApiError(415, 'Send the logo as multipart/form-data in the field Logo.', { Logo: 'Expected a file upload' });
    let bytes: Buffer | undefined;
    try {
      bytes = await readLogo(request);
    } catch (err) {
      if (err instanceof ApiError || (err as { statusCode?: number }).statusCode === 413) throw err;
      // A malformed multipart body (cut short, bad boundary …) is the client's error.
      throw new ApiError(400, 'The upload is not valid multipart/form-data.', { Logo: 'The upload could not be read' });
    }
    if (!bytes || bytes.length === 0) throw new ApiError(422, 'Choose an image to upload.', { Logo: 'Choose an image to upload' });
    const mimeType = imageType(bytes);
    if (!mimeType) throw new ApiError(415, 'The logo must be a PNG, JPEG or WebP image.', { Logo: 'PNG, JPEG or WebP only' });
    return db.transaction(async (tx) => {
      const [logo] = await tx.insert(logos).values({ labId: lab.id, mimeType, content: bytes!.toString('base64') }).returning({ id: logos.id });
      const url = `/api/profiles/logo/${lab.id}?v=${logo!.id}`;
      const [updated] = await tx.update(labs).set({ logo: url }).where(eq(labs.id, lab.id)).returning();
      await tx.delete(logos).where(and(eq(logos.labId, lab.id), sql`${logos.id} <> ${logo!.id}`));
      await audit(tx, request.auth, 'lab.logo', 'lab', lab.email, { bytes: bytes!.length, mimeType });
      return { detail: 'Logo uploaded.', ...labJson(updated!) };
    });
  });

  api.get(urlOf(calls.logo), { config: { public: true }, schema: { response: { 200: calls.logo.reply }, tags, params: keyParam } }, async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound('Logo not found.');
    const [logo] = await db.select().from(logos).where(eq(logos.labId, id)).orderBy(sql`${logos.id} desc`).limit(1);
    if (!logo) throw notFound('Logo not found.');
    return reply.type(logo.mimeType).header('Cache-Control', 'public, max-age=86400').send(Buffer.from(logo.content, 'base64'));
  });
}

/** The Logo file of a multipart request (at most LOGO_MAX_BYTES); ApiErrors for a wrong field or a file too large. */
async function readLogo(request: FastifyRequest): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'Logo') {
      await part.toBuffer().catch(() => undefined);
      throw new ApiError(422, 'Send the logo in the field Logo.', { Logo: 'Expected a file in the field Logo' });
    }
    bytes = await part.toBuffer().catch((err: { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? logoTooLarge() : err;
    });
    if (part.file.truncated) throw logoTooLarge();
  }
  return bytes;
}
