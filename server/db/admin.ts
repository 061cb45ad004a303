/** The first administrator of a real deployment (`npm run create-admin`, server/db/createAdminCli.ts). */
import { and, eq } from 'drizzle-orm';

import { hashPassword } from '../lib/password.js';
import type { Db } from './client.js';
import { users } from './schema.js';
import { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD } from './seed/index.js';

const ADMIN_PASSWORD_MIN = 12;
const ADMIN_PASSWORD_MAX = 256;

/** Why `password` is too weak for an administrator, or undefined when it will do. */
export function adminPasswordProblem(password: string, email: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN) return `The password needs at least ${ADMIN_PASSWORD_MIN} characters.`;
  if (password.length > ADMIN_PASSWORD_MAX) return `The password may have at most ${ADMIN_PASSWORD_MAX} characters.`;
  if (password.trim() !== password) return 'The password must not start or end with spaces.';
  if (!/\p{L}/u.test(password) || !/[^\p{L}]/u.test(password))
    return 'The password needs letters and at least one digit or symbol.';
  if (new Set(password.toLowerCase()).size < 6) return 'The password repeats too few different characters.';
  const local = email.split('@')[0].toLowerCase();
  if (local.length >= 4 && password.toLowerCase().includes(local))
    return 'The password must not contain the email address.';
  const known = [DEMO_ACCOUNTS.admin.password, DEMO_ACCOUNTS.lab.password, DEMO_SHARED_PASSWORD].map(p =>
    p.toLowerCase(),
  );
  // Its letters alone (`@` read as a, `$` as s), digits and symbols left out: `Welcome12345`, `P@ssword2026!`.
  const letters = password
    .toLowerCase()
    .replace(/@/g, 'a')
    .replace(/\$/g, 's')
    .replace(/[^\p{L}]+/gu, '');
  if (
    known.some(p => password.toLowerCase().includes(p)) ||
    /^(password|passw0rd|qwerty|letmein|administrator|admin)/i.test(password) ||
    COMMON_WORDS.has(letters)
  ) {
    return 'The password is too easy to guess (a demo or common password).';
  }
  return undefined;
}

/** Words that, with only digits and symbols around them, make the passwords guessed first. */
const COMMON_WORDS = new Set([
  'welcome',
  'password',
  'passwort',
  'contrasena',
  'parola',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'letmein',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'sunshine',
  'football',
  'baseball',
  'cricket',
  'pakistan',
  'lahore',
  'karachi',
  'islamabad',
  'labhub',
  'summer',
  'winter',
  'spring',
  'autumn',
  'changeme',
  'secret',
  'master',
  'login',
  'abc',
  'abcdef',
  'test',
  'user',
]);

/**
 * Why `email` may not name an administrator: only ASCII, so a look-alike (`admin@lаbhub.pk` with a Cyrillic `а`)
 * cannot pass for another address in the lists and the history.
 */
export function adminEmailProblem(email: string): string | undefined {
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return `"${email}" is not an email address.`;
  if (/[^\x21-\x7e]/.test(email))
    return `"${email}" holds characters other than ASCII letters, digits and symbols (a look-alike of another address?).`;
  return undefined;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function hasAdministrator(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

export async function demoAdminPresent(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  return rows.length > 0;
}

export class AdminError extends Error {}

/** Creates an administrator; refuses a bad email, a weak password or an email already taken. */
export async function createAdministrator(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  const emailProblem = adminEmailProblem(email);
  if (emailProblem) throw new AdminError(emailProblem);
  const name = input.name.trim();
  if (!name || name.length > 100) throw new AdminError('The name must have 1 to 100 characters.');
  const problem = adminPasswordProblem(input.password, email);
  if (problem) throw new AdminError(problem);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ email, name, passwordHash, role: 'admin', verified: true, isActive: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new AdminError(`An account with the email ${email} already exists.`);
  return row;
}
