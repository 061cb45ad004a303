/**
 * Bearer-token authentication and role checks. The token (the user object's `refresh_token`) is a
 * signed JWT; every request re-reads the user so a deleted or blocked account loses access at once.
 */
import fastifyJwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { labs, users } from '../db/schema.js';
import { ApiError, forbidden } from './errors.js';
import type { GenerationCache } from './readCache.js';

export type Role = 'admin' | 'lab' | 'patient';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** For a lab user: its lab's id and email. */
  labId?: number;
  labEmail?: string;
}

interface TokenPayload {
  sub: number;
  email: string;
  role: Role;
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
  }
}

export const TOKEN_TTL = '7d';

/**
 * `users`: the signed-in users by id, kept until the next write (blocking or deleting an account is one; in another
 * API process it arrives over LISTEN/NOTIFY, see lib/readCache.ts). Without it every request reads the user.
 */
export async function registerAuth(app: FastifyInstance, db: Db, secret: string, users?: GenerationCache<AuthUser | null>) {
  await app.register(fastifyJwt, { secret, sign: { expiresIn: TOKEN_TTL } });
  app.decorateRequest('auth', null as unknown as AuthUser);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    request.auth = await authenticate(app, db, request, users);
  });
}

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    if (!/^bearer$/i.test(scheme ?? '') || !token) throw new ApiError(401, 'Given token not valid for any token type');
    return token;
  }
  // File downloads opened by a plain link carry the token in the query string.
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.token === 'string') return query.token;
  }
  return undefined;
}

async function authenticate(app: FastifyInstance, db: Db, request: FastifyRequest, cache?: GenerationCache<AuthUser | null>): Promise<AuthUser> {
  const token = tokenFrom(request);
  if (!token) throw new ApiError(401, 'Authentication credentials were not provided.');
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(token);
  } catch {
    throw new ApiError(401, 'Given token not valid for any token type');
  }
  if (!Number.isInteger(payload.sub)) throw new ApiError(401, 'Given token not valid for any token type');
  const sub = payload.sub;
  const user = cache ? await cache.get(String(sub), () => loadUser(db, sub)) : await loadUser(db, sub);
  if (!user) throw new ApiError(401, 'User not found or inactive.');
  return user;
}

/**
 * The signed-in user and their lab, one statement per request: prepared once per database (a named statement on
 * PostgreSQL, parsed and planned once per connection instead of on every request).
 */
function userQuery(db: Db) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, isActive: users.isActive, labId: labs.id, labEmail: labs.email })
    .from(users)
    .leftJoin(labs, eq(labs.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_load_user');
}
const userQueries = new WeakMap<Db, ReturnType<typeof userQuery>>();

async function loadUser(db: Db, id: number): Promise<AuthUser | null> {
  let query = userQueries.get(db);
  if (!query) userQueries.set(db, (query = userQuery(db)));
  const [row] = await query.execute({ id });
  if (!row || !row.isActive) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    labId: row.labId ?? undefined,
    labEmail: row.labEmail ?? undefined,
  };
}

/** Route hook (onRequest, after authentication): only these roles may call the route. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!roles.includes(request.auth.role)) throw forbidden();
  };
}

export const adminOnly = requireRole('admin');

export function isAdmin(user: AuthUser) {
  return user.role === 'admin';
}
