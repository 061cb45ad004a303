/**
 * The server's refusals that carry a `code` beside the English `detail`, and the i18n key each is shown as in the
 * reader's language: the sign-in's wrong credentials (server/routes/auth.ts), the account's lockout
 * (server/lib/loginThrottle.ts, with `minutes`), the address's sign-in and anonymous limits (server/lib/rateLimit.ts,
 * with `minutes`), and any call's statement timeout or unreachable database (server/lib/errors.ts). The sign-in
 * (authProvider/) and the HTTP client of every other call (dataProvider/http.ts) read this one table.
 */
const SERVER_CODE_KEYS: Readonly<Record<string, string>> = {
  invalid_credentials: 'app.login.invalid_credentials',
  signin_locked: 'app.login.locked',
  rate_limited_sign_in: 'app.login.too_many_attempts',
  rate_limited_anonymous: 'app.login.too_many_requests',
  statement_timeout: 'app.load.statement_timeout',
  database_unavailable: 'app.load.database_unavailable',
};

/** Every code the app words, with its key. */
export const serverCodeKeys = Object.entries(SERVER_CODE_KEYS);

/** The i18n key of an error body's `code`, or undefined when it has none the app words. */
export const messageKeyOfCode = (code: unknown): string | undefined =>
  typeof code === 'string' && Object.hasOwn(SERVER_CODE_KEYS, code) ? SERVER_CODE_KEYS[code] : undefined;
