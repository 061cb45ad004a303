/** SPEC §7 Profiles: labs (lists, lifecycle, details, logo, E-QA) and user statistics. The SQL is in server/repos/ (labs, labFiles, users). */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { routePath } from '../../contracts/defineResource.js';
import { keyParam } from '../../contracts/fields.js';
import { LAB_LISTS, labsContract } from '../../contracts/labs.js';
import { confirmPendingSession } from '../lib/auth.js';
import { ApiError } from '../lib/errors.js';
import { listHeaders, type ListQuery, listQuerySchema, sendList } from '../lib/list.js';
import { textPdf } from '../lib/pdf.js';
import { accessOf, callRoute, registerAction, registerResource, urlOf, withDetail } from '../lib/resourceRoutes.js';
import { findEqaCertificate, findLogo, labEqaCertificates, saveLogo } from '../repos/labFiles.js';
import {
  deleteLab,
  findLabFor,
  labDetail,
  labStates,
  labTotals,
  listLabs,
  setLabActive,
  updateLab,
  verifyLab,
} from '../repos/labs.js';
import { userTotals } from '../repos/users.js';
import { type RouteContext, typed } from './context.js';

/** The detail adds the lab's audit history (administrators only; empty for the lab user). */
const labDetailReply = labsContract.record.extend({
  history: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      actor_email: z.string(),
      at: z.string(),
      details: z.unknown(),
    }),
  ),
});

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const logoTooLarge = () => new ApiError(413, 'The logo must be at most 2 MB.', { Logo: 'At most 2 MB' });

/** Recognises PNG, JPEG and WebP by their first bytes, whatever the upload claims. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

export default async function labRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['profiles'];

  api.get(urlOf(calls.totalLabs), callRoute(calls.totalLabs, tags), async () => labTotals(db));
  api.get(urlOf(calls.userStats), callRoute(calls.userStats, tags), async () => userTotals(db));

  // The contract's verbs. getAllLabs is its list; the detail takes the lab's id or email (`keyParam`); delete and
  // reject are one call (SPEC §4). The body of an update is the contract's `input.update`.
  const labListPaths = new Set(Object.values(LAB_LISTS).map(url => routePath(url)));
  // The four lab lists check an administrator's session in their page's statement when they can (lib/auth.ts).
  app.addHook('onRoute', route => {
    if (route.method === 'GET' && labListPaths.has(route.routePath))
      route.config = { ...route.config, sessionInStatement: true };
  });
  const listOf =
    (where: SQL | undefined) => async (request: FastifyRequest<{ Querystring: ListQuery }>, reply: FastifyReply) => {
      const list = await listLabs(db, where, request.query, request.pendingSession);
      if (list.sessionChecked) request.pendingSession = undefined;
      if (!list.page) return sendList(reply, list.spec, list.plan, list.items, list.total);
      // A whole list's page is the JSON text PostgreSQL wrote (repos/labs.ts wholeListPage), sent as it is: Fastify
      // neither serializes a string nor runs preSerialization hooks for it, so a session not yet confirmed is now.
      await confirmPendingSession(db, request, reply);
      listHeaders(reply, list.spec, list.plan, list.page.count, list.page.total);
      return reply.type('application/json; charset=utf-8').send(list.page.json);
    };
  registerResource(
    api,
    labsContract,
    {
      getList: listOf(labStates.all),
      getOne: async request => labDetail(db, request.auth, request.params.id),
      update: async request => ({
        detail: 'Lab updated.',
        ...(await updateLab(db, request.auth, request.params.email, request.body)),
      }),
      delete: async request => ({
        detail: 'Lab deleted.',
        ...(await deleteLab(db, request.auth, request.params.email)),
      }),
    },
    { getOne: labDetailReply, delete: z.object({ detail: z.string(), email: z.string(), id: z.number().int() }) },
    { getOne: keyParam },
  );
  // The other three SPEC list calls: the same list, in one state each (the app's `status` filter picks the call).
  for (const [url, where] of [
    [LAB_LISTS.pending, labStates.pending],
    [LAB_LISTS.blocked, labStates.blocked],
    [LAB_LISTS.verified, labStates.verified],
  ] as const) {
    api.get(
      routePath(url),
      {
        config: { access: accessOf(labsContract, 'list') },
        schema: {
          response: { 200: z.array(labsContract.record) },
          tags: [labsContract.name],
          querystring: listQuerySchema,
        },
      },
      listOf(where),
    );
  }

  // SPEC §4 lifecycle: the actions declared in contracts/labs.ts (path, body, role); the SQL in repos/labs.ts.
  const labReply = withDetail(labsContract.record);
  registerAction(api, labsContract, 'verify', { reply: labReply }, async request => ({
    detail: 'Lab verified.',
    ...(await verifyLab(db, ctx.notifier, request.auth, request.params.email)),
  }));
  registerAction(api, labsContract, 'block', { reply: labReply }, async request => ({
    detail: 'Lab blocked.',
    ...(await setLabActive(db, ctx.notifier, request.auth, request.params.email, false)),
  }));
  registerAction(api, labsContract, 'unblock', { reply: labReply }, async request => ({
    detail: 'Lab unblocked.',
    ...(await setLabActive(db, ctx.notifier, request.auth, request.params.email, true)),
  }));

  registerAction(
    api,
    labsContract,
    'uploadLogo',
    { reply: labReply, consumes: ['multipart/form-data'] },
    async request => {
      const lab = await findLabFor(db, request.auth, request.params.email);
      if (!request.isMultipart())
        throw new ApiError(415, 'Send the logo as multipart/form-data in the field Logo.', {
          Logo: 'Expected a file upload',
        });
      let bytes: Buffer | undefined;
      try {
        bytes = await readLogo(request);
      } catch (err) {
        if (err instanceof ApiError || (err as { statusCode?: number }).statusCode === 413) throw err;
        // A malformed multipart body (cut short, bad boundary …) is the client's error.
        throw new ApiError(400, 'The upload is not valid multipart/form-data.', {
          Logo: 'The upload could not be read',
        });
      }
      if (!bytes || bytes.length === 0)
        throw new ApiError(422, 'Choose an image to upload.', { Logo: 'Choose an image to upload' });
      const mimeType = imageType(bytes);
      if (!mimeType)
        throw new ApiError(415, 'The logo must be a PNG, JPEG or WebP image.', { Logo: 'PNG, JPEG or WebP only' });
      return { detail: 'Logo uploaded.', ...(await saveLogo(db, request.auth, lab, bytes, mimeType)) };
    },
  );

  api.get(urlOf(calls.labEqa), callRoute(calls.labEqa, tags, { params: keyParam }), async request =>
    labEqaCertificates(db, request.auth, request.params.id),
  );

  api.get(
    urlOf(calls.eqaDownload),
    callRoute(calls.eqaDownload, tags, { params: keyParam }),
    async (request, reply) => {
      const { cert, lab } = await findEqaCertificate(db, request.auth, request.params.id);
      const pdf = textPdf([
        'E-QA Certificate',
        cert.title,
        `Laboratory: ${lab.name}`,
        `Address: ${lab.address}`,
        `Issued by: ${cert.issuer}`,
        `Issued on: ${cert.issuedOn.toISOString().slice(0, 10)}`,
        `Certificate no. EQA-${String(cert.id).padStart(6, '0')}`,
      ]);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="eqa-certificate-${cert.id}.pdf"`)
        .send(pdf);
    },
  );

  api.get(urlOf(calls.logo), callRoute(calls.logo, tags, { params: keyParam }), async (request, reply) => {
    const logo = await findLogo(db, request.params.id);
    return reply.type(logo.mimeType).header('Cache-Control', 'public, max-age=86400').send(logo.bytes);
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
    bytes = await part.toBuffer().catch((err: Error & { code?: string }) => {
      throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? logoTooLarge() : err;
    });
    if (part.file.truncated) throw logoTooLarge();
  }
  return bytes;
}
