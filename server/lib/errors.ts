/**
 * One error shape for every client error: `{detail, errors?}` with the right 4xx.
 * The handler also maps framework and database errors so bad input never becomes a 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { englishOf } from '../../contracts/rules.js';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly errors?: FieldErrors,
    /** Extra response headers (e.g. Retry-After on a 429). */
    public readonly headers?: Record<string, string>,
    /**
     * What the app translates instead of the English `detail`: a message code and its figures, e.g.
     * `{code: 'signin_locked', minutes: 15}`, sent beside `detail`.
     */
    public readonly reason?: { code: string } & Record<string, string | number>,
  ) {
    super(detail);
  }
}

export const notFound = (what = 'Not found.') => new ApiError(404, what);
export const forbidden = () => new ApiError(403, 'You do not have permission to perform this action.');
export const conflict = (detail: string, errors?: FieldErrors) => new ApiError(409, detail, errors);
/** A one-time change another request made first (here or in another process): reload and decide again. */
export const changedMeanwhile = () =>
  conflict('This record was changed by another request meanwhile. Reload it and try again.');
export const badRequest = (detail: string, errors?: FieldErrors) => new ApiError(400, detail, errors);

/** Whether a route's body schema accepts no body at all (sign-out, approving financial aid). */
export function acceptsNoBody(schema: { safeParse?: (value: unknown) => { success: boolean } }): boolean {
  try {
    return schema.safeParse?.(undefined).success ?? false;
  } catch {
    return false;
  }
}

/**
 * A write whose route takes a body refuses a request without one (none sent, an empty one) with a 400 before its
 * schema runs; a body that is not a JSON object never gets this far (the JSON parser refuses it).
 */
export function registerBodyRequired(app: FastifyInstance) {
  // Callback style: `done` to go on; an early answer sends and does not call it.
  app.addHook('preValidation', (request, reply, done) => {
    const schema = request.routeOptions.schema?.body as Parameters<typeof acceptsNoBody>[0] | undefined;
    if (!schema || request.body !== undefined || acceptsNoBody(schema)) {
      done();
      return;
    }
    reply.code(400).send({
      detail: 'The request body is missing: send a JSON object.',
      errors: { _root: 'A JSON object is required' },
    });
  });
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/**
 * Turns schema validation issues into `{field: message}` (first message per field wins). Contract messages are i18n
 * keys (contracts/rules.ts): the API answers their English text.
 */
function fieldErrors(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.length ? path.map(String).join('.') : '_root';
    const message = englishOf(issue.params?.issue?.message ?? issue.message ?? 'Invalid value');
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with these values already exists.'],
  '23503': [409, 'This record is still referenced by other records.'],
  '22P02': [400, 'A value has the wrong format.'],
  '22003': [422, 'A number is out of range.'],
  '22001': [422, 'A value is too long.'],
  '22021': [400, 'A value contains characters that cannot be stored.'],
  '22007': [400, 'A date has the wrong format.'],
  '22008': [400, 'A date is out of range.'],
};

/** The database (or the network to it) is away: connections refused, ended by the server, or not made in time. */
const UNAVAILABLE_CODES = new Set([
  // Node's network errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now (starting up or
  // in recovery), too_many_connections, invalid_catalog_name (the database is gone), database_dropped.
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '53300',
  '3D000',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /is not currently accepting connections/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/**
 * Whether an error (or an error it wraps, as Drizzle wraps the driver's) says the database cannot be reached right
 * now, rather than that the statement was wrong: such a request is answered 503, and tried again later.
 */
function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some(m => m.test(message))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const DATABASE_UNAVAILABLE = 'The database is unavailable at the moment. Try again in a few seconds.';

/** PostgreSQL's query_canceled: here, the statement timeout (client.ts statementTimeoutMs) cut a statement. */
const STATEMENT_CANCELLED = '57014';
const TOOK_TOO_LONG =
  'The database took too long to answer this request. Try again in a moment, or narrow the search or filter.';

function sqlStateOf(err: unknown): unknown {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .code(err.statusCode)
        .send({ detail: err.detail, ...(err.errors ? { errors: err.errors } : {}), ...err.reason });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation);
      const where = err.validationContext;
      if (where === 'body') {
        if (errors._root) return reply.code(400).send({ detail: 'The request body must be a JSON object.' });
        const detail = Object.values(errors)[0] ?? 'Invalid request body.';
        return reply.code(422).send({ detail, errors });
      }
      return reply.code(400).send({ detail: `Invalid ${where ?? 'request'} parameters.`, errors });
    }
    // The database away (connections refused, ended, not made in time) is not this request's fault: 503, try again.
    if (isDatabaseUnavailable(err)) {
      request.log.warn(
        { reqId: request.id, err: (err.cause as Error | undefined)?.message ?? err.message },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE, code: 'database_unavailable' });
    }
    // Drizzle wraps the driver's error (DrizzleQueryError): the SQLSTATE is on its cause.
    const sqlState = sqlStateOf(err);
    // A statement the statement timeout cancelled: the database is busy with this request, not broken by it. 503, so
    // the client tries again later; logged, since a statement that long is worth a look.
    if (sqlState === STATEMENT_CANCELLED) {
      request.log.warn(
        { reqId: request.id, method: request.method, route: request.routeOptions.url },
        'statement timeout',
      );
      return reply
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ detail: TOOK_TOO_LONG, code: 'statement_timeout' });
    }
    const pg = typeof sqlState === 'string' ? PG_CLIENT_ERRORS[sqlState] : undefined;
    if (pg) return reply.code(pg[0]).send({ detail: pg[1] });
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return reply.code(413).send({ detail: 'The request is too large.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(415).send({ detail: 'Unsupported content type.' });
      case 'FST_JWT_NO_AUTHORIZATION_IN_HEADER':
        return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ detail: err.message });
    }
    // Every 500 is logged (the server logs errors by default, LOG_LEVEL unset) with the request id, which the answer
    // carries too, so a user's report can be matched with the log line.
    request.log.error(
      { err, reqId: request.id, method: request.method, route: request.routeOptions.url },
      'unhandled error',
    );
    return reply
      .code(500)
      .header('X-Request-Id', request.id)
      .send({ detail: 'Internal server error.', request_id: request.id });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
}
