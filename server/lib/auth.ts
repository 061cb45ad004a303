/**
 * Bearer-token authentication and role checks. The bearer is the access token of a session (lib/sessions.ts): a
 * JWT of 15 minutes naming its user and session. Every request checks that the session still exists and the user is
 * active (cached until the next write), so a sign-out, a blocked or deleted account or a restore ends access at once.
 * Tokens are taken from the Authorization header only, never from a URL.
 */
import fastifyJwt from '@fastify/jwt';
import { and, eq, exists, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../db/client.js';
import { labs, sessions, users } from '../db/schema.js';
import { ApiError } from './errors.js';
import type { Audience } from './live.js';
import type { GenerationCache } from './readCache.js';
import { ACCESS_TOKEN_TTL_SECONDS, createSession } from './sessions.js';

export type Role = 'admin' | 'lab' | 'patient';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** For a lab user: its lab's id and email. */
  labId?: number;
  labEmail?: string;
  /** The session the request's token belongs to. */
  sessionId: string;
}

export interface TokenPayload {
  sub: number;
  /** The session (lib/sessions.ts). */
  sid: string;
  email: string;
  role: Role;
  typ: 'access';
  /** Expiry, seconds since the epoch (set by the signer: ACCESS_TOKEN_TTL_SECONDS). */
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser;
  }
  interface FastifyContextConfig {
    /** Routes that need no token (login, public images). */
    public?: boolean;
    /** A POST that changes no data (sign-in): it leaves the read caches alone (lib/readCache.ts). */
    readsOnly?: boolean;
    /** A GET whose answer changes without any write request (the sign-in throttle): never kept in the response cache. */
    volatile?: boolean;
    /**
     * A GET whose handler can check the session in its own statement (`sessionLive`): without the read caches, an
     * administrator's request then makes one round trip to the database instead of two (the lookup, then the page).
     */
    sessionInStatement?: boolean;
  }
  interface FastifyRequest {
    /**
     * The session of a `sessionInStatement` request, not yet checked against the database: the handler's statement
     * checks it (then clears this), else it is looked up before the answer is serialized; never sent unchecked.
     */
    pendingSession?: SessionCheck;
  }
}

/** What `sessionLive` checks: this session exists, is not expired, and its user is active and has this role. */
export interface SessionCheck {
  sid: string;
  uid: number;
  role: Role;
}

const sessionUser = alias(users, 'session_user');
/**
 * The session check as a column of a prepared statement (placeholders `sid`, `uid`, `role`): the same conditions as
 * the lookup (loadUser), read in the statement's own snapshot.
 */
export const sessionLive = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sessions)
      .innerJoin(sessionUser, eq(sessionUser.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          eq(sessionUser.id, sql.placeholder('uid')),
          eq(sessionUser.isActive, true),
          eq(sessionUser.role, sql.placeholder('role')),
          gt(sessions.expiresAt, sql`now()`),
        ),
      ),
  ) as SQL<boolean>;

/**
 * `users`: the signed-in users by id, kept until the next write (blocking or deleting an account is one; in another
 * API process it arrives over LISTEN/NOTIFY, see lib/readCache.ts). Without it every request reads the user.
 */
export async function registerAuth(
  app: FastifyInstance,
  db: Db,
  secret: string,
  users?: GenerationCache<AuthUser | null>,
) {
  await app.register(fastifyJwt, {
    secret,
    sign: { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('auth', null as unknown as AuthUser);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions;
    if (route.config?.public || !route.url) return;
    // Without the users' cache, an administrator's GET of a route that checks the session in its own statement waits
    // for no lookup here: the token's signature and expiry are checked now, the session with the handler's statement.
    const deferred =
      !users?.enabled && request.method === 'GET' && route.config?.sessionInStatement
        ? deferredAdmin(app, request)
        : undefined;
    request.auth = deferred ?? (await authenticate(app, db, request, users));
  });
  // A pending session the handler's statement did not check (a page past the end, a search): looked up before the
  // answer leaves; a session ended meanwhile is a 401 and no row of the answer is sent.
  app.addHook('preSerialization', async (request: FastifyRequest, reply) => confirmPendingSession(db, request, reply));
}

/**
 * Looks up a pending session the handler's statement did not check; an ended one is a 401, the list headers removed.
 * Run by the preSerialization hook, and by a handler before it sends text it did not serialize (Fastify runs no
 * preSerialization hook for a string).
 */
export async function confirmPendingSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const pending = request.pendingSession;
  if (!pending) return;
  request.pendingSession = undefined;
  const user = await loadUser(db, pending.uid, pending.sid);
  if (!user || user.role !== pending.role) {
    for (const header of ['x-total-count', 'x-total-at-least', 'content-range']) reply.removeHeader(header);
    throw new ApiError(401, 'User not found, inactive or signed out.');
  }
  request.auth = user;
}

/** An administrator's request whose session its handler's statement checks (request.pendingSession), from the token. */
function deferredAdmin(app: FastifyInstance, request: FastifyRequest): AuthUser | undefined {
  const token = tokenFrom(request);
  if (!token) throw new ApiError(401, 'Authentication credentials were not provided.');
  const payload = verifiedToken(app, request, token);
  if (!payload) throw new ApiError(401, 'Given token not valid for any token type');
  if (payload.role !== 'admin') return undefined;
  request.pendingSession = { sid: payload.sid, uid: payload.sub, role: payload.role };
  return { id: payload.sub, email: payload.email, name: payload.email, role: payload.role, sessionId: payload.sid };
}

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    if (!/^bearer$/i.test(scheme ?? '') || !token) throw new ApiError(401, 'Given token not valid for any token type');
    return token;
  }
  // Never from the URL (`?token=`): URLs end up in logs, histories and Referer headers.
  return undefined;
}

/**
 * An access token verified (signature; expiry unless `ignoreExpiration`). The usual check goes through @fastify/jwt's
 * verifier made once at registration: given options, it makes a new verifier (and secret key object) on every call.
 */
export function verifyAccessToken(app: FastifyInstance, token: string, ignoreExpiration = false): TokenPayload | null {
  const known = ignoreExpiration ? undefined : verifiedTokenTexts(app).get(token);
  if (known && Date.now() < known.exp * 1000) return known;
  try {
    const payload = ignoreExpiration
      ? app.jwt.verify<TokenPayload>(token, { ignoreExpiration })
      : app.jwt.verify<TokenPayload>(token);
    if (payload.typ !== 'access' || !Number.isInteger(payload.sub) || typeof payload.sid !== 'string' || !payload.sid)
      return null;
    Object.freeze(payload);
    if (!ignoreExpiration && typeof payload.exp === 'number')
      rememberVerified(app, token, { ...payload, exp: payload.exp });
    return payload;
  } catch {
    return null;
  }
}

/**
 * Access tokens whose signature and claims were verified, by their exact text, per secret (the `app.jwt` that
 * verified them), each until its expiry: a token sent again is the same bytes already checked with the same key, so
 * it is valid until `exp` without a second HMAC. At most VERIFIED_TOKENS_MAX, emptied when full. What the token
 * names (the session, the user) is still checked on every request.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const verifiedTexts = new WeakMap<object, Map<string, TokenPayload & { exp: number }>>();

function verifiedTokenTexts(app: FastifyInstance) {
  let texts = verifiedTexts.get(app.jwt);
  if (!texts) verifiedTexts.set(app.jwt, (texts = new Map<string, TokenPayload & { exp: number }>()));
  return texts;
}

function rememberVerified(app: FastifyInstance, token: string, payload: TokenPayload & { exp: number }) {
  const texts = verifiedTokenTexts(app);
  if (texts.size >= VERIFIED_TOKENS_MAX) texts.clear();
  texts.set(token, Object.freeze(payload));
}

/** A request's tokens as verified (verifiedToken): the request limits and the sign-in check verify each once. */
const verifiedTokens = new WeakMap<FastifyRequest, { token: string; payload: TokenPayload | null }>();

/** verifyAccessToken of a request's bearer token, remembered for the rest of the request. */
export function verifiedToken(app: FastifyInstance, request: FastifyRequest, token: string): TokenPayload | null {
  const known = verifiedTokens.get(request);
  if (known?.token === token) return known.payload;
  const payload = verifyAccessToken(app, token);
  verifiedTokens.set(request, { token, payload });
  return payload;
}

export function bearerOf(request: FastifyRequest): string | undefined {
  try {
    return tokenFrom(request);
  } catch {
    return undefined;
  }
}

async function authenticate(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  cache?: GenerationCache<AuthUser | null>,
): Promise<AuthUser> {
  const token = tokenFrom(request);
  if (!token) throw new ApiError(401, 'Authentication credentials were not provided.');
  const payload = verifiedToken(app, request, token);
  if (!payload) throw new ApiError(401, 'Given token not valid for any token type');
  const { sub, sid } = payload;
  const user = cache ? await cache.get(`${sub}|${sid}`, () => loadUser(db, sub, sid)) : await loadUser(db, sub, sid);
  if (!user) throw new ApiError(401, 'User not found, inactive or signed out.');
  return user;
}

/**
 * The user of a live session (the session must exist, belong to this user and not have expired) and their lab, one
 * statement per request: prepared once per database (a named statement on PostgreSQL, parsed and planned once per
 * connection instead of on every request).
 */
function userQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      labId: labs.id,
      labEmail: labs.email,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.userId, users.id), gt(sessions.expiresAt, sql`now()`)),
    )
    .leftJoin(labs, eq(labs.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_load_user');
}
const userQueries = new WeakMap<Db, ReturnType<typeof userQuery>>();

export async function loadUser(db: Db, id: number, sessionId: string): Promise<AuthUser | null> {
  let query = userQueries.get(db);
  if (!query) userQueries.set(db, (query = userQuery(db)));
  const [row] = await query.execute({ id, sid: sessionId });
  if (!row || !row.isActive) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    labId: row.labId ?? undefined,
    labEmail: row.labEmail ?? undefined,
    sessionId,
  };
}

/** The live hub's check (lib/live.ts): a stream stays open while its session lives and its user is active. */
export function streamValidator(db: Db) {
  return async (audiences: Audience[]): Promise<boolean[]> => {
    const ids = [...new Set(audiences.map(a => a.sessionId).filter((s): s is string => !!s))];
    if (!ids.length) return audiences.map(() => false);
    const rows = await db
      .select({ sid: sessions.id, userId: sessions.userId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, ids), eq(users.isActive, true), gt(sessions.expiresAt, sql`now()`)));
    const live = new Map(rows.map(r => [r.sid, r.userId]));
    return audiences.map(a => !!a.sessionId && live.get(a.sessionId) === a.userId);
  };
}

/** The tokens of a new session (sign-in): `refresh_token` (SPEC §3) and the `access_token` to send as the bearer. */
export async function startSession(
  app: FastifyInstance,
  db: Db,
  user: { id: number; email: string; role: Role },
  request?: FastifyRequest,
) {
  const origin = request ? { userAgent: request.headers['user-agent'], ip: request.ip } : {};
  const session = await createSession(db, user.id, new Date(), origin);
  const payload: TokenPayload = { sub: user.id, sid: session.id, email: user.email, role: user.role, typ: 'access' };
  return {
    refresh_token: session.refreshToken,
    access_token: app.jwt.sign(payload),
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/** A new access token for a live session (POST /auth/refresh/). */
export function accessTokenFor(app: FastifyInstance, user: AuthUser) {
  const payload: TokenPayload = {
    sub: user.id,
    sid: user.sessionId,
    email: user.email,
    role: user.role,
    typ: 'access',
  };
  return { access_token: app.jwt.sign(payload), token_type: 'Bearer' as const, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}
