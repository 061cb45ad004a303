/**
 * The signed-in person's own account (contracts/account.ts): change the password, list and end their sessions, sign
 * out everywhere; and an administrator ending another account's sessions. Sessions are server/lib/sessions.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { passwordChange } from '../../contracts/account.js';
import { calls } from '../../contracts/calls.js';
import { englishOf, ruleKey } from '../../contracts/rules.js';
import { adminPasswordProblem } from '../db/admin.js';
import { audit } from '../lib/audit.js';
import { ApiError, notFound } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { callRoute, urlOf } from '../lib/resourceRoutes.js';
import { endSessionOf, endUserSessions, listUserSessions } from '../lib/sessions.js';
import { findUserById, setPasswordHash } from '../repos/users.js';
import { type RouteContext, typed } from './context.js';

const english = (rule: Parameters<typeof ruleKey<'account'>>[1]) => englishOf(ruleKey('account', rule));
const sessionId = z.object({ id: z.string().min(1).max(64) });
const userId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const tags = ['auth'];

export default async function accountRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);

  api.get(urlOf(calls.mySessions), callRoute(calls.mySessions, tags), async request =>
    (await listUserSessions(ctx.db, request.auth.id)).map(s => ({ ...s, current: s.id === request.auth.sessionId })),
  );

  api.delete(
    urlOf(calls.endMySession),
    callRoute(calls.endMySession, tags, { params: sessionId }, 204),
    async (request, reply) => {
      if (!(await endSessionOf(ctx.db, request.auth.id, request.params.id))) throw notFound('No such session.');
      await audit(ctx.db, request.auth, 'auth.session_end', 'user', request.auth.email, {});
      reply.code(204);
    },
  );

  api.delete(urlOf(calls.endAllMySessions), callRoute(calls.endAllMySessions, tags), async request => {
    const ended = await endUserSessions(ctx.db, request.auth.id);
    await audit(ctx.db, request.auth, 'auth.sign_out_everywhere', 'user', request.auth.email, { ended });
    return { ended };
  });

  // The current password is checked under the sign-in throttle: a wrong one counts as a failed sign-in.
  api.put(
    urlOf(calls.changePassword),
    callRoute(calls.changePassword, tags, { body: passwordChange }),
    async request => {
      const { current_password, new_password } = request.body;
      const user = await findUserById(ctx.db, request.auth.id);
      if (!user) throw notFound('No such account.');
      await ctx.loginThrottle.check(user.email, request.ip);
      if (!(await verifyPassword(current_password, user.passwordHash))) {
        await ctx.loginThrottle.fail(user.email, request.ip);
        throw new ApiError(422, english('currentWrong'), { current_password: english('currentWrong') });
      }
      if (adminPasswordProblem(new_password, user.email))
        throw new ApiError(422, english('newGuessable'), { new_password: english('newGuessable') });
      await setPasswordHash(ctx.db, user.id, await hashPassword(new_password));
      const ended = await endUserSessions(ctx.db, user.id, request.auth.sessionId);
      await audit(ctx.db, request.auth, 'auth.password_change', 'user', user.email, { ended_sessions: ended });
      return { detail: 'Password changed.', ended_sessions: ended };
    },
  );

  api.delete(
    urlOf(calls.endUserSessions),
    callRoute(calls.endUserSessions, tags, { params: userId }),
    async request => {
      const user = await findUserById(ctx.db, request.params.id);
      if (!user) throw notFound('No such account.');
      const ended = await endUserSessions(ctx.db, user.id);
      await audit(ctx.db, request.auth, 'auth.sessions_end', 'user', user.email, { ended });
      return { ended };
    },
  );
}
