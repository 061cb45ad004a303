/**
 * The signed-in person's own account: changing their password and seeing and ending their sessions (docs/API.md
 * "Sessions"). Read by the API (the routes' bodies and replies) and the app (the Account page's form).
 */
import { z } from 'zod';

import { askedAs } from './fields';
import { ruleKey } from './rules';

const k = (rule: Parameters<typeof ruleKey<'account'>>[1]) => ruleKey('account', rule);

const PASSWORD_MIN = 12;
const LETTERS_AND_DIGITS = /^[a-z0-9]+$/i;
const PASSWORD_MAX = 256;

export const newPassword = z
  .string({ error: k('newRequired') })
  .min(1, k('newRequired'))
  .min(PASSWORD_MIN, k('newShort'))
  .max(PASSWORD_MAX, k('newLong'))
  // Letters and digits only, as the sign-in form accepts them (SPEC §5), with at least one of each.
  .refine(v => LETTERS_AND_DIGITS.test(v) && /[a-z]/i.test(v) && /\d/.test(v), k('newWeak'));

/**
 * A form's body with its `password` typed twice: the body (the API's schema) and `confirm_password`, which must match
 * (adding an administrator, resetting their password). Both are asked for with password boxes.
 */
export const typedTwice = <S extends z.ZodObject<{ password: z.ZodType<string> }>>(body: S) =>
  body
    .extend({ confirm_password: askedAs(z.string({ error: k('confirmMismatch') }), 'password') })
    .refine(v => v.confirm_password === v.password, { message: k('confirmMismatch'), path: ['confirm_password'] });

const passwordFields = {
  current_password: z
    .string({ error: k('currentRequired') })
    .min(1, k('currentRequired'))
    .max(PASSWORD_MAX, k('currentWrong')),
  new_password: newPassword,
};

const differs = (v: { current_password: string; new_password: string }) => v.new_password !== v.current_password;

/** `PUT /auth/password`: the current password and the new one. */
export const passwordChange = z
  .object(passwordFields)
  .refine(differs, { message: k('newSame'), path: ['new_password'] });

/** The Account page's form: the same, with the new password typed twice. */
export const passwordChangeForm = z
  .object({ ...passwordFields, confirm_password: z.string({ error: k('confirmMismatch') }) })
  .refine(differs, { message: k('newSame'), path: ['new_password'] })
  .refine(v => v.confirm_password === v.new_password, { message: k('confirmMismatch'), path: ['confirm_password'] });

/** One of the signed-in person's sessions, as `GET /auth/sessions` lists them. */
export const sessionRecord = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});

export type SessionRecord = z.infer<typeof sessionRecord>;
