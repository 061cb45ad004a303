/**
 * What every request must be before any route sees it: a JSON body that is an object (or none), no NUL character in
 * the body or the URL, no query key or sort field named like an Object.prototype member.
 */
import type { FastifyInstance } from 'fastify';

const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const SORT_KEYS = new Set(['_sort', 'sort', '_order', 'order']);

/**
 * A query string that cannot name an Object.prototype member: no percent escape (decoding then only turns `+` into a
 * space) and none of the names as written.
 */
const MAY_NAME_PROTOTYPE = new RegExp(['%', ...PROTOTYPE_NAMES].join('|'));

/** The first query key, or sort field, named like an Object.prototype member (`constructor`, `__proto__` …). */
function prototypeNamedParameter(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at < 0 || !MAY_NAME_PROTOTYPE.test(url.slice(at + 1))) return undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(at + 1));
  } catch {
    return undefined;
  }
  for (const [key, value] of params) {
    if (PROTOTYPE_NAMES.has(key)) return key;
    if (SORT_KEYS.has(key))
      for (const field of value.split(','))
        if (PROTOTYPE_NAMES.has(field.trim().replace(/^-/, ''))) return field.trim();
  }
  return undefined;
}

/**
 * The body parsers: JSON and multipart only. An empty JSON body (e.g. PUT /Finance/approveFA/1 with Content-Type:
 * application/json) means "no body"; a text/plain body (Fastify parses it by default) gets a 415 like any other type.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // PostgreSQL text cannot hold NUL characters: refuse them here, with the same 400 for every field.
    if (text.includes('\\u0000')) {
      return done(Object.assign(new Error('Text must not contain NUL characters.'), { statusCode: 400 }), undefined);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
    // Every call takes a JSON object; `null`, arrays and bare values are refused before any route sees them.
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return done(Object.assign(new Error('The request body must be a JSON object.'), { statusCode: 400 }), undefined);
    }
    done(null, value);
  });
}

/** The same refusal for the URL: a NUL in a path or a query value (`?q=%00`) could not reach PostgreSQL either. */
export function registerUrlGuards(app: FastifyInstance) {
  // A hook that answers early sends and does not call `done` (Fastify's callback-style hooks).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.includes('\0') || /%00/i.test(request.url)) {
      reply.code(400).send({ detail: 'Text must not contain NUL characters.' });
      return;
    }
    // Query keys (and sort fields) named like Object.prototype members (`?constructor=x`, `_sort=__proto__`) would
    // reach plain-object lookups in the list code: refused here for every route.
    const bad = prototypeNamedParameter(request.url);
    if (bad) {
      reply.code(400).send({
        detail: `Unknown query parameter or sort field "${bad}".`,
        errors: { query: `"${bad}" is not allowed` },
      });
      return;
    }
    done();
  });
}
