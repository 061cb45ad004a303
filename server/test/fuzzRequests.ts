/**
 * The malformed requests of the property-based bad-input test (server/routes/fuzz.test.ts): for a write call, an
 * arbitrary request that is wrong in one way — broken JSON, a wrong content type, a body that is not an object, a bad
 * key, a missing required field, a value of the wrong type, a 100 kB string, unicode, SQL or HTML.
 */
import fc from 'fast-check';

export type FieldKind = 'str' | 'optstr' | 'email' | 'num' | 'int' | 'lat' | 'true' | 'false' | { enum: string[] };
type Who = 'admin' | 'lab' | 'patient' | null;

export interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Path with a real key; `key` says what the key is (for the bad-key requests). */
  path: (key: string) => string;
  key?: 'id' | 'email';
  who: Who;
  /** A valid body (undefined: the call takes none); its fields and their kinds. */
  valid?: Record<string, unknown>;
  fields?: Record<string, FieldKind>;
  multipart?: boolean;
}

/** Real keys of the seeded database, for the calls' paths. */
interface RealKeys {
  lab: string;
  staff: string;
  appointment: number;
}

// --- generators ---------------------------------------------------------------------------------------------------
const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE labs; --',
  "admin@labhub.pk' --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
];
const BIG = ['a'.repeat(100_000), 'ё'.repeat(100_000), '<b>'.repeat(34_000), '0'.repeat(100_000)];
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...SQL, ...HTML),
  fc.constantFrom(...BIG),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const notString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A value the field's schema must refuse. */
function wrongValue(kind: FieldKind): fc.Arbitrary<unknown> {
  if (typeof kind === 'object')
    return fc.oneof(
      notString,
      text.filter(s => !kind.enum.includes(s)),
    );
  switch (kind) {
    case 'optstr':
      // May be empty: only the wrong type or a size beyond the limit is refused.
      return fc.oneof(notString, fc.constantFrom(...BIG));
    case 'str':
      return fc.oneof(notString, fc.constantFrom(...BIG), fc.constant(''), fc.constant('   '));
    case 'email':
      // Formatted fields (emails, phone numbers, CNICs): injections and junk never match the pattern.
      return fc.oneof(
        notString,
        fc.constantFrom(...SQL, ...HTML, ...BIG),
        fc.constant(''),
        fc.string({ maxLength: 6 }).map(s => `${s} x`),
      );
    case 'num':
      return fc.oneof(
        fc.string({ minLength: 1 }).filter(s => s.trim() === '' || Number.isNaN(Number(s))),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 2 }),
        fc.integer({ max: -1 }),
        fc.constant(1e12),
      );
    case 'int':
      return fc.oneof(
        fc.string({ minLength: 1 }),
        fc.boolean(),
        fc.constant(null),
        fc.integer({ max: 0 }),
        fc.double({ min: 0.1, max: 0.9 }),
        fc.constant(2 ** 40),
      );
    case 'lat':
      return fc.oneof(
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.double({ min: 181, max: 1e9 }),
        fc.double({ min: -1e9, max: -181 }),
      );
    case 'true':
      return fc.oneof(fc.constant(false), fc.constant('true'), fc.integer(), fc.constant(null), fc.string());
    case 'false':
      return fc.oneof(
        fc.constant(true),
        fc.constant('false'),
        fc.integer({ min: 1 }),
        fc.constant(null),
        fc.string({ minLength: 1 }),
      );
  }
}

const badKey = (key: 'id' | 'email') =>
  key === 'id'
    ? fc.oneof(
        fc.integer({ max: 0 }),
        fc.double({ min: 0.1, max: 1e6 }).filter(d => !Number.isInteger(d)),
        fc.constant(2 ** 31),
        fc.constant(1e20),
        fc.constantFrom(...SQL, ...HTML.slice(0, 2), 'abc', '١٢٣', '1.5', '-3', ''),
        fc.integer({ min: 2_000_000, max: 2 ** 31 - 1 }),
      )
    : fc.oneof(
        fc.constantFrom(...SQL, ...HTML.slice(0, 2)),
        fc.string({ minLength: 1, maxLength: 30 }).map(s => `nobody-${s}@example.pk`),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
      );

interface Req {
  route: string;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  who: Who;
}

export function requestFor(route: WriteRoute, keys: RealKeys): fc.Arbitrary<Req> {
  const base = { route: route.name, method: route.method, who: route.who };
  const realKey = route.key === 'email' ? (route.name.includes('staff') ? keys.staff : keys.lab) : '1';
  const url = route.path(realKey);
  const json = { 'content-type': 'application/json' };
  const kinds: fc.Arbitrary<Req>[] = [
    fc
      .string({ maxLength: 30 })
      // `{` + `}` is valid JSON (an empty object): only text that does not parse is broken.
      .filter(s => {
        try {
          JSON.parse(`{${s}`);
          return false;
        } catch {
          return true;
        }
      })
      .map(s => ({ ...base, kind: 'broken JSON', url, headers: json, payload: `{${s}` })),
    fc
      .oneof(fc.array(junk, { maxLength: 3 }), fc.integer(), fc.string(), fc.boolean(), fc.constant(null))
      .map(v => ({ ...base, kind: 'not an object', url, headers: json, payload: JSON.stringify(v) })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png'),
        fc.string(),
      )
      .filter(([type]) => !(route.multipart && type === 'image/png'))
      .map(([type, body]) => ({
        ...base,
        kind: 'wrong content type',
        url,
        headers: { 'content-type': type },
        payload: body || 'x',
      })),
  ];
  if (route.key) {
    kinds.push(
      badKey(route.key).map(k => ({
        ...base,
        kind: 'bad key',
        url: route.path(encodeURIComponent(String(k))),
        headers: json,
        payload: route.valid ? JSON.stringify(route.valid) : undefined,
      })),
    );
  }
  if (route.multipart) {
    kinds.push(
      fc.string().map(s => ({
        ...base,
        kind: 'broken multipart',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: `--X\r\n${s}`,
      })),
    );
    kinds.push(
      fc.constantFrom('text/html', 'image/svg+xml', 'application/pdf').map(type => ({
        ...base,
        kind: 'wrong file type',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: `--X\r\nContent-Disposition: form-data; name="Logo"; filename="x"\r\nContent-Type: ${type}\r\n\r\n<svg onload=alert(1)>\r\n--X--\r\n`,
      })),
    );
  }
  const fields = route.fields;
  if (route.valid && fields && Object.keys(fields).length) {
    const names = Object.keys(fields);
    const extras = fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 });
    kinds.push(
      fc.tuple(fc.subarray(names, { minLength: 1 }), extras).map(([drop, extra]) => {
        const body: Record<string, unknown> = { ...extra, ...route.valid };
        for (const n of drop) delete body[n];
        return { ...base, kind: 'missing fields', url, headers: json, payload: JSON.stringify(body) };
      }),
    );
    kinds.push(
      fc
        .tuple(fc.constantFrom(...names), extras)
        .chain(([name, extra]) => wrongValue(fields[name]).map(value => ({ name, extra, value })))
        .map(({ name, extra, value }) => ({
          ...base,
          kind: 'wrong value',
          url,
          headers: json,
          payload: JSON.stringify({ ...extra, ...route.valid, [name]: value }),
        })),
    );
  }
  return fc.oneof(...kinds);
}
