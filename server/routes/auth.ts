import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devices, labs, users } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { verifyPassword } from '../lib/password.js';
import type { RouteContext } from './context.js';
import { typed } from './context.js';
import { calls } from '../../contracts/calls.js';
import { urlOf } from '../lib/resourceRoutes.js';

const loginBody = z.object({
  email: z.string({ error: 'Please Enter Your Email' }).trim().min(1, 'Please Enter Your Email').max(254, 'Please Enter Valid Email'),
  password: z.string({ error: 'Please Enter Valid Password' }).min(1, 'Please Enter Valid Password').max(256, 'Please Enter Valid Password'),
});

const deviceBody = z.object({
  registration_id: z.string({ error: 'registration_id is required' }).trim().min(1, 'registration_id is required').max(4096),
  user: z.string({ error: 'user is required' }).trim().min(1, 'user is required').max(254),
  type: z.enum(['web', 'android', 'ios'], { error: "type must be 'web', 'android' or 'ios'" }),
});

const INVALID_LOGIN = 'No active account found with the given credentials';

async function userObject(ctx: RouteContext, userId: number) {
  const [row] = await ctx.db
    .select({ user: users, lab: { id: labs.id, email: labs.email, name: labs.name } })
    .from(users)
    .leftJoin(labs, eq(labs.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(404, 'Not found.');
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    contact_number: row.user.contactNumber,
    role: row.user.role,
    ...(row.lab?.id ? { lab: row.lab } : {}),
  };
}

export default async function authRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);

  api.post(urlOf(calls.login), { config: { public: true, readsOnly: true }, schema: { response: { 200: calls.login.reply }, tags: ['auth'], body: loginBody } }, async (request) => {
    const email = request.body.email.toLowerCase();
    const key = `${request.ip}|${email}`;
    ctx.loginThrottle.check(key);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = user ? await verifyPassword(request.body.password, user.passwordHash) : false;
    if (!user || !ok || !user.isActive || user.role === 'patient') {
      ctx.loginThrottle.fail(key);
      throw new ApiError(401, INVALID_LOGIN);
    }
    ctx.loginThrottle.succeed(key);
    const refresh_token = app.jwt.sign({ sub: user.id, email: user.email, role: user.role });
    return { ...(await userObject(ctx, user.id)), refresh_token };
  });

  api.get(urlOf(calls.me), { schema: { response: { 200: calls.me.reply }, tags: ['auth'] } }, async (request) => userObject(ctx, request.auth.id));

  api.post(urlOf(calls.registerDevice), { schema: { response: { 201: calls.registerDevice.reply }, tags: ['devices'], body: deviceBody } }, async (request, reply) => {
    const { registration_id, user, type } = request.body;
    if (user.toLowerCase() !== request.auth.email && request.auth.role !== 'admin') {
      throw new ApiError(403, 'You can register devices only for yourself.', { user: 'Must be your own email' });
    }
    const [row] = await ctx.db
      .insert(devices)
      .values({ registrationId: registration_id, userEmail: user.toLowerCase(), type })
      .onConflictDoUpdate({ target: devices.registrationId, set: { userEmail: user.toLowerCase(), type } })
      .returning();
    reply.code(201);
    return { id: row!.id, registration_id: row!.registrationId, user: row!.userEmail, type: row!.type };
  });
}
