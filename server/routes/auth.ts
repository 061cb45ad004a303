/** SPEC §7 auth: sign-in, sessions, the signed-in user, the sign-in throttle and push devices. The SQL is in server/repos/users.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { audit } from '../lib/audit.js';
import { accessTokenFor, bearerOf, loadUser, startSession, verifyAccessToken } from '../lib/auth.js';
import { ApiError } from '../lib/errors.js';
import { dummyPasswordHash, verifyPassword } from '../lib/password.js';
import { callRoute, urlOf } from '../lib/resourceRoutes.js';
import { endSession, sessionOfRefreshToken, useRefreshToken } from '../lib/sessions.js';
import {
  findUserByEmail,
  findUserById,
  registerDevice,
  unregisterDevice,
  userObject,
  type UserRow,
} from '../repos/users.js';
import type { RouteContext } from './context.js';
import { typed } from './context.js';

const loginBody = z.object({
  email: z
    .string({ error: 'Please Enter Your Email' })
    .trim()
    .min(1, 'Please Enter Your Email')
    .max(254, 'Please Enter Valid Email'),
  password: z
    .string({ error: 'Please Enter Valid Password' })
    .min(1, 'Please Enter Valid Password')
    .max(256, 'At most 256 characters'),
});

const deviceBody = z.object({
  registration_id: z
    .string({ error: 'registration_id is required' })
    .trim()
    .min(1, 'registration_id is required')
    .max(4096, 'At most 4096 characters'),
  user: z.string({ error: 'user is required' }).trim().min(1, 'user is required').max(254, 'At most 254 characters'),
  type: z.enum(['web', 'android', 'ios'], { error: "type must be 'web', 'android' or 'ios'" }),
});

const INVALID_LOGIN = 'No active account found with the given credentials';

const deviceKey = z.object({ registration_id: z.string().min(1).max(4096) });
const throttleKey = z.object({
  email: z.string().trim().min(1, 'email is required').max(254, 'Please Enter Valid Email'),
});
const refreshBody = z.object({
  refresh_token: z
    .string({ error: 'refresh_token is required' })
    .min(1, 'refresh_token is required')
    .max(200, 'refresh_token is not valid'),
});
const logoutBody = z.object({
  refresh_token: z.string().min(1, 'refresh_token is empty').max(200, 'At most 200 characters').optional(),
});

/**
 * The account of an email and password that `accepts` lets sign in, under the sign-in throttle (429 when locked);
 * 401 with one wording for every refusal (`code: 'invalid_credentials'`, which the app translates). An unknown email costs the same hash verification as a known one
 *: the time reveals nothing.
 */
export async function checkCredentials(
  ctx: RouteContext,
  ip: string,
  body: { email: string; password: string },
  accepts: (user: UserRow) => boolean,
): Promise<UserRow> {
  const email = body.email.toLowerCase();
  await ctx.loginThrottle.check(email, ip);
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok || !user.isActive || !accepts(user)) {
    await ctx.loginThrottle.fail(email, ip);
    throw new ApiError(401, INVALID_LOGIN, undefined, undefined, { code: 'invalid_credentials' });
  }
  await ctx.loginThrottle.succeed(email, ip);
  return user;
}

export default async function authRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);

  api.post(
    urlOf(calls.login),
    {
      config: { access: calls.login.access, readsOnly: true },
      schema: { response: { 200: calls.login.reply }, tags: ['auth'], body: loginBody },
    },
    async request => {
      const user = await checkCredentials(ctx, request.ip, request.body, u => u.role !== 'patient');
      return { ...(await userObject(ctx.db, user.id)), ...(await startSession(app, ctx.db, user, request)) };
    },
  );

  // A new access token for the session a refresh token names (the app calls it on a 401, then retries once).
  api.post(
    urlOf(calls.refresh),
    {
      config: { access: calls.refresh.access, readsOnly: true },
      schema: { response: { 200: calls.refresh.reply }, tags: ['auth'], body: refreshBody },
    },
    async request => {
      const outcome = await useRefreshToken(ctx.db, request.body.refresh_token);
      if (outcome?.kind === 'reused') {
        // A replaced refresh token came back after its grace period: a copy is elsewhere; the session has been ended.
        const owner = await findUserById(ctx.db, outcome.userId);
        if (owner) {
          const actor = { id: owner.id, email: owner.email, name: owner.name, role: owner.role, sessionId: outcome.id };
          await audit(ctx.db, actor, 'auth.refresh_reuse', 'user', owner.email, { ip: request.ip });
        }
      }
      const user = outcome && outcome.kind !== 'reused' ? await loadUser(ctx.db, outcome.userId, outcome.id) : null;
      if (!user || !outcome || outcome.kind === 'reused')
        throw new ApiError(401, 'The session has ended; sign in again.');
      return { ...accessTokenFor(app, user), refresh_token: outcome.refreshToken };
    },
  );

  // Sign-out ends the session on the server: its refresh token and every access token of it stop working at once.
  // The session is named by the bearer (even an expired one) or by the refresh token in the body.
  api.post(
    urlOf(calls.logout),
    {
      config: { access: calls.logout.access },
      schema: { response: { 204: calls.logout.reply }, tags: ['auth'], body: logoutBody.nullish() },
    },
    async (request, reply) => {
      const ended: string[] = [];
      const bearer = bearerOf(request);
      const payload = bearer ? verifyAccessToken(app, bearer, true) : null;
      if (payload && (await endSession(ctx.db, payload.sid))) ended.push(payload.sid);
      const refresh = request.body?.refresh_token;
      if (refresh) {
        const session = await sessionOfRefreshToken(ctx.db, refresh);
        if (session && (await endSession(ctx.db, session))) ended.push(session);
      }
      if (!ended.length) throw new ApiError(401, 'No session to end (already signed out).');
      reply.code(204);
    },
  );

  api.get(urlOf(calls.me), callRoute(calls.me, ['auth']), async request => userObject(ctx.db, request.auth.id));

  // The sign-in throttle of one account (administrators): failures in the window, and unlocking it (all addresses).
  api.get(
    urlOf(calls.throttleStatus),
    {
      config: { access: calls.throttleStatus.access, volatile: true },
      schema: { response: { 200: calls.throttleStatus.reply }, tags: ['auth'], params: throttleKey },
    },
    async request => {
      const status = await ctx.loginThrottle.status(request.params.email);
      return {
        email: request.params.email.trim().toLowerCase(),
        locked: status.locked,
        failures: status.failures,
        retry_after: status.retryAfterSeconds,
      };
    },
  );
  api.delete(
    urlOf(calls.unlockThrottle),
    callRoute(calls.unlockThrottle, ['auth'], { params: throttleKey }),
    async request => {
      const email = request.params.email.trim().toLowerCase();
      const status = await ctx.loginThrottle.status(email);
      await ctx.loginThrottle.unlock(email);
      await audit(ctx.db, request.auth, 'auth.unlock', 'user', email, { failures: status.failures });
      return { detail: 'Sign-in unlocked.', email, failures_cleared: status.failures };
    },
  );

  api.post(
    urlOf(calls.registerDevice),
    callRoute(calls.registerDevice, ['devices'], { body: deviceBody }, 201),
    async (request, reply) => {
      const { registration_id, user, type } = request.body;
      if (user.toLowerCase() !== request.auth.email && request.auth.role !== 'admin') {
        throw new ApiError(403, 'You can register devices only for yourself.', { user: 'Must be your own email' });
      }
      const device = await registerDevice(ctx.db, registration_id, user.toLowerCase(), type);
      reply.code(201);
      return device;
    },
  );

  // The owner (or an administrator) removes a registration; then anyone may register that id.
  api.delete(
    urlOf(calls.unregisterDevice),
    callRoute(calls.unregisterDevice, ['devices'], { params: deviceKey }, 204),
    async (request, reply) => {
      await unregisterDevice(ctx.db, request.auth, request.params.registration_id);
      reply.code(204);
    },
  );
}
