/**
 * The API's OpenAPI 3 description (GET /api/openapi.json), generated from the contracts: @fastify/swagger turns each
 * route's zod schemas into parameters, bodies and replies (fastify-type-provider-zod's jsonSchemaTransform); then
 * `completeDocument` adds what the contracts declare around them (contracts/calls.ts, contracts/<resource>.ts):
 * operationId, summary, who may call it (security and roles), the list parameters and headers, the error replies
 * with their one shape, and the real media types.
 */
import type { FastifyDynamicSwaggerOptions, SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { type Call, calls } from '../../contracts/calls.js';
import {
  ACTION_OF_VERB,
  type FilterDeclaration,
  type Grant,
  type ListDeclaration,
  type ResourceContract,
  type Verb,
} from '../../contracts/defineResource.js';
import { contracts } from '../../contracts/index.js';
import { acceptsNoBody } from './errors.js';
import { MAX_PAGE } from './list.js';

/** What the document says of one operation beyond its schemas. */
export interface OperationFacts {
  operationId: string;
  summary: string;
  description?: string;
  access: readonly Grant[] | 'public';
  /** A list: its paging, sort, search and filter parameters and its total headers. */
  list?: { resource: string; declaration: ListDeclaration<string>; without?: string };
  /** Non-JSON reply media types. */
  media?: readonly string[];
  /** A file upload: its multipart field and the media types it takes. */
  upload?: { field: string; media: readonly string[] };
  /** What its success answers, when the schema has no words for it. */
  reply?: string;
  /** Refusals beyond the ones every operation of its kind declares (a public sign-in's 401). */
  refusals?: readonly number[];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

const VERB_REPLY: Record<Verb, (c: ResourceContract) => string> = {
  getList: c => `The ${c.noun.many} (a page of them when list parameters are given).`,
  getOne: c => `The ${c.noun.one}.`,
  create: c => `The created ${c.noun.one}, with a message in \`detail\`.`,
  update: c => `The updated ${c.noun.one}, with a message in \`detail\`.`,
  delete: () => 'What was deleted, with a message in `detail`.',
};

const VERB_SUMMARY: Record<Verb, (c: ResourceContract) => string> = {
  getList: c => `List ${c.noun.many}`,
  getOne: c => `Get ${article(c.noun.one)}`,
  create: c => `Create ${article(c.noun.one)}`,
  update: c => `Update ${article(c.noun.one)}`,
  delete: c => `Delete ${article(c.noun.one)}`,
};

/** Public sign-in calls: a wrong credential or an ended session is their 401. */
const CREDENTIAL_CALLS = new Set(['login', 'patientLogin', 'refresh', 'logout']);

/** `GET /api/x/{id}` → its facts: every call of contracts/calls.ts and every verb and action of every contract. */
export function operationIndex(): Map<string, OperationFacts> {
  const index = new Map<string, OperationFacts>();
  const key = (method: string, path: string) => `${method} /api${path}`;
  for (const [name, call] of Object.entries(calls) as [string, Call][]) {
    index.set(key(call.method, call.path), {
      operationId: name,
      summary: call.summary,
      access: call.access,
      media: call.media,
      refusals: CREDENTIAL_CALLS.has(name) ? [401] : undefined,
    });
  }
  for (const contract of Object.values(contracts) as ResourceContract[]) {
    for (const [verb, endpoint] of Object.entries(contract.endpoints) as [Verb, { method: string; path: string }][]) {
      index.set(key(endpoint.method, endpoint.path), {
        operationId: `${contract.name}${capital(verb)}`,
        summary: VERB_SUMMARY[verb](contract),
        reply: VERB_REPLY[verb](contract),
        access: contract.access[ACTION_OF_VERB[verb]] ?? [],
        list: verb === 'getList' && contract.list ? { resource: contract.name, declaration: contract.list } : undefined,
      });
    }
    for (const [action, declaration] of Object.entries(contract.actions ?? {})) {
      const k = key(declaration.method, declaration.path);
      const same = index.get(k);
      // Two actions on one call (a lab's reject is its delete, SPEC §4): the call says both.
      if (same) {
        same.description = `${declaration.summary} is this call too.`;
        continue;
      }
      index.set(k, {
        operationId: `${contract.name}${capital(action)}`,
        summary: declaration.summary,
        access: contract.access[action] ?? [],
        media: declaration.media,
        upload: declaration.upload,
      });
    }
    // A filter whose values have their own list calls (the labs' `status`): each is the list, without that filter.
    const filters: Record<string, FilterDeclaration> = contract.list?.filters ?? {};
    for (const [filter, declaration] of Object.entries(filters)) {
      for (const [value, path] of Object.entries(declaration.calls ?? {})) {
        const k = key('GET', path);
        const facts = index.get(k) ?? {
          operationId: `${contract.name}GetList${capital(value)}`,
          summary: `List ${value} ${contract.noun.many}`,
          reply: `The ${value} ${contract.noun.many} (a page of them when list parameters are given).`,
          access: contract.access.list ?? [],
        };
        facts.list = {
          resource: contract.name,
          declaration: contract.list as ListDeclaration<string>,
          without: filter,
        };
        index.set(k, facts);
      }
    }
  }
  return index;
}

const ROLE_WORDS: Record<Grant, string> = {
  admin: 'administrators',
  lab: 'lab users',
  own: "a lab user, for its own lab's records",
  signedIn: 'any signed-in user (administrator, lab user or patient), for their own records',
  patient: 'patients (the marketplace app)',
};

/** "Who may call: administrators, or a lab user, for its own lab's records." */
export function accessWords(access: OperationFacts['access']): string {
  if (access === 'public') return 'Public: no access token needed.';
  const words = access.map(g => ROLE_WORDS[g]);
  return `Who may call: ${words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'nobody')}.`;
}

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  style?: string;
  explode?: boolean;
}

/** A filter's query parameter: its type and choices from the contract. */
function filterParameter(name: string, filter: FilterDeclaration): Parameter {
  const field = filter.field ?? (filter.type === 'date' ? name.replace(/_(gte|lte)$/, '') : name);
  switch (filter.type) {
    case 'boolean':
      return { name, in: 'query', schema: { type: 'boolean' }, description: `Only records whose ${field} is this.` };
    case 'id':
      return {
        name,
        in: 'query',
        schema: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 },
        description: `Only records whose ${field} is this id (repeat the parameter for any of several).`,
      };
    case 'date': {
      const side = name.endsWith('_lte') ? 'on or before' : 'on or after';
      return {
        name,
        in: 'query',
        schema: { type: 'string', maxLength: 40 },
        description: `Only records whose ${field} is ${side} this ISO date or time (a bare date such as 2026-11-30 counts whole, UTC).`,
      };
    }
    default:
      return {
        name,
        in: 'query',
        schema: { type: 'string', ...(filter.choices ? { enum: [...filter.choices] } : { maxLength: 1000 }) },
        description: `Only records whose ${field} is this${filter.caseless ? ' (any case)' : ''} (repeat the parameter for any of several).`,
      };
  }
}

/** The query parameters of a list, from its contract's `list`. */
export function listParameters(list: NonNullable<OperationFacts['list']>): Parameter[] {
  const { declaration } = list;
  const { field, order } = declaration.defaultSort;
  return [
    {
      name: '_start',
      in: 'query',
      schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
      description: 'The first row of the page, counted from 0 (default 0).',
    },
    {
      name: '_end',
      in: 'query',
      schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
      description: `The row after the page's last (exclusive); a page holds at most ${MAX_PAGE} rows. The app shows ${declaration.perPage} per page.`,
    },
    {
      name: '_sort',
      in: 'query',
      schema: { type: 'string', enum: [...declaration.sortable], default: field },
      description: `The field to sort by (default ${field}).`,
    },
    {
      name: '_order',
      in: 'query',
      schema: { type: 'string', enum: ['ASC', 'DESC'], default: order },
      description: `The sort direction (default ${order}).`,
    },
    {
      name: 'q',
      in: 'query',
      schema: { type: 'string', maxLength: 200 },
      description: `Search: records whose ${declaration.searchable.join(', ')} contain this text (any case).`,
    },
    {
      name: 'id',
      in: 'query',
      schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } },
      style: 'form',
      explode: true,
      description: 'Only these records (id=1&id=2).',
    },
    ...Object.entries<FilterDeclaration>(declaration.filters)
      .filter(([name, filter]) => name !== list.without && !filter.calls)
      .map(([name, filter]) => filterParameter(name, filter)),
  ];
}

/** The one error shape of every refusal. */
export const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    detail: { type: 'string', description: 'What went wrong, in English.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'One message per field (body field, parameter, or `_root`).',
    },
    request_id: { type: 'string', description: 'Server errors: the id of the log line.' },
  },
  required: ['detail'],
} as const;

const errorReply = (description: string, example: Schema, headers?: Schema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
});

/** The refusals, as reusable replies (`#/components/responses/<name>`). */
export const ERROR_REPLIES: Record<string, [status: string, reply: Schema]> = {
  BadRequest: [
    '400',
    errorReply(
      'A malformed request: a parameter of the wrong type or out of range, an unknown filter or sort field, malformed JSON, or a missing body or one that is not a JSON object.',
      { detail: 'Invalid params parameters.', errors: { id: 'Too small: expected number to be >0' } },
    ),
  ],
  Unauthorized: [
    '401',
    errorReply('No valid access token (missing, invalid or expired, or the session has ended), or wrong credentials.', {
      detail: 'Authentication credentials were not provided.',
    }),
  ],
  Forbidden: [
    '403',
    errorReply("The caller's role may not do this, or the record is not theirs.", {
      detail: 'You do not have permission to perform this action.',
    }),
  ],
  NotFound: ['404', errorReply('No such record.', { detail: 'Not found.' })],
  Conflict: [
    '409',
    errorReply('The record is not in a state that allows this, or the values collide with another record.', {
      detail: 'A test with this title already exists.',
      errors: { Title: 'A test with this title already exists' },
    }),
  ],
  PayloadTooLarge: ['413', errorReply('The body is too large.', { detail: 'The request is too large.' })],
  UnsupportedMediaType: [
    '415',
    errorReply('The body is of a type this call does not take.', { detail: 'Unsupported content type.' }),
  ],
  Unprocessable: [
    '422',
    errorReply('The body failed validation: `errors` holds one message per field.', {
      detail: 'Please Enter Title',
      errors: { Title: 'Please Enter Title' },
    }),
  ],
  TooManyRequests: [
    '429',
    errorReply(
      'Too many requests from this address (or failed sign-ins for this account): wait the seconds Retry-After says.',
      { detail: 'Too many requests without signing in from this address. Try again in 1 minute(s).' },
      { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
    ),
  ],
  ServerError: [
    '5XX',
    errorReply(
      'A server error (never the answer to bad input): `request_id` names its log line.',
      { detail: 'Internal server error.', request_id: 'req-1a' },
      { 'X-Request-Id': { description: 'The id of the log line.', schema: { type: 'string' } } },
    ),
  ],
};

/** Tags of the calls that belong to no resource; a resource's tag is described from its contract. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, sessions (access and refresh tokens), the signed-in user and the sign-in throttle.',
  devices: 'Push notification devices of the signed-in user.',
  dashboard: "The dashboard's figures and charts (administrators).",
  profiles: 'Lab and user totals, E-QA certificates and lab logos.',
  feedbacks: 'Complaint totals and lab reviews.',
  finance: 'Donation and financial aid totals.',
  marketplace: "The marketplace's other apps: lab registration, patient sign-in, financial aid requests, complaints.",
  meta: 'The API itself: its health and this description.',
  preferences: "The signed-in person's saved views and column choices, kept across devices.",
};

function contractTag(contract: ResourceContract) {
  const list = contract.list;
  const sort = list ? ` Lists sort by ${list.defaultSort.field} ${list.defaultSort.order} by default.` : '';
  return `${capital(contract.noun.many)}.${sort}`;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, Schema & { content?: Record<string, unknown>; headers?: Schema }>;
  security?: Record<string, string[]>[];
  'x-body-optional'?: boolean;
  [key: string]: unknown;
}

interface Document {
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

const STATUS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No content' };
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const WRITE_METHODS = new Set(['post', 'put', 'delete', 'patch']);

/** Adds to every operation what the contracts say of it (see the file's comment). */
export function completeDocument(doc: Document, index = operationIndex(), examples = EXAMPLES): Document {
  const tags = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const facts = index.get(`${method.toUpperCase()} ${path}`);
      if (!facts) throw new Error(`openapi: no contract declares ${method.toUpperCase()} ${path}`);
      const isPublic = facts.access === 'public';
      op.operationId = facts.operationId;
      op.summary = facts.summary;
      op.description = [facts.description, accessWords(facts.access)].filter(Boolean).join(' ');
      op.security = isPublic ? [] : [{ bearer: [] }];
      op['x-access'] = isPublic ? 'public' : [...(facts.access as readonly Grant[])];
      for (const tag of op.tags ?? []) tags.add(tag);

      const hasPathParams = path.includes('{');
      let parameters = (op.parameters ?? []).filter(p => p.in !== 'query' || !facts.list);
      if (facts.list) {
        parameters = [...parameters, ...listParameters(facts.list)];
        op.description += ` Without list parameters the whole list comes in its default order; with any of them it is filtered, sorted and paged (at most ${MAX_PAGE} rows a page). X-Total-Count and Content-Range give the total.`;
      }
      if (parameters.length) op.parameters = parameters;

      // Replies: the real media types, and no body on a 204.
      for (const [status, reply] of Object.entries(op.responses)) {
        if (reply.description === 'Default Response')
          reply.description = facts.reply ?? `${STATUS_TEXT[status] ?? 'Done'}: ${facts.summary}.`;
        if (status === '204') delete reply.content;
        else if (facts.media && /^2/.test(status)) {
          const schema = { type: 'string', format: 'binary' };
          reply.content = Object.fromEntries(
            facts.media.map(type => [type, type.startsWith('text/') ? { schema: { type: 'string' } } : { schema }]),
          );
        }
        if (facts.list && status === '200')
          reply.headers = {
            'X-Total-Count': { description: 'The number of records matching the query.', schema: { type: 'integer' } },
            'Content-Range': {
              description: `\`${facts.list.resource} <first>-<last>/<total>\`, rows counted from 0.`,
              schema: { type: 'string' },
            },
          };
      }

      if (facts.upload)
        op.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  [facts.upload.field]: {
                    type: 'string',
                    format: 'binary',
                    description: `The file: ${facts.upload.media.join(', ')}.`,
                  },
                },
                required: [facts.upload.field],
              },
            },
          },
        };
      if (op.requestBody && op['x-body-optional']) op.requestBody.required = false;
      delete op['x-body-optional'];

      // Refusals, each with the one error shape.
      const write = WRITE_METHODS.has(method);
      const refusals: string[] = ['BadRequest'];
      if (!isPublic || facts.refusals?.includes(401)) refusals.push('Unauthorized');
      if (!isPublic) refusals.push('Forbidden');
      if (hasPathParams) refusals.push('NotFound');
      if (write && !isPublic) refusals.push('Conflict');
      if (op.requestBody) refusals.push('PayloadTooLarge', 'UnsupportedMediaType');
      if (op.requestBody) refusals.push('Unprocessable');
      refusals.push('TooManyRequests', 'ServerError');
      for (const name of refusals) op.responses[ERROR_REPLIES[name][0]] ??= ref(name);

      const example = examples[facts.operationId];
      if (example?.request) {
        const json = op.requestBody?.content['application/json'] as Schema | undefined;
        if (json) json.example = example.request;
      }
      if (example?.reply) {
        const [status, value] = example.reply;
        const json = op.responses[status]?.content?.['application/json'] as Schema | undefined;
        if (json) json.example = value;
      }
    }
  }
  const described = new Map<string, string>(Object.entries(TAG_DESCRIPTIONS));
  for (const contract of Object.values(contracts) as ResourceContract[])
    described.set(contract.name, contractTag(contract));
  doc.tags = [...tags].sort().map(name => ({ name, description: described.get(name) ?? capital(name) }));
  doc.components.schemas = { ...doc.components.schemas, Error: ERROR_SCHEMA };
  doc.components.responses = Object.fromEntries(
    Object.entries(ERROR_REPLIES).map(([name, [, reply]]) => [name, reply]),
  );
  return doc;
}

/** Examples of the main operations (sign-in, a list, a create), by operationId; the tests send them to the API. */
export const EXAMPLES: Record<string, { request?: unknown; reply?: [status: string, value: unknown] }> = {
  login: {
    request: { email: 'admin@labhub.pk', password: 'Admin1234' },
    reply: [
      '200',
      {
        id: 1,
        email: 'admin@labhub.pk',
        name: 'Admin',
        role: 'admin',
        refresh_token: '6f1c…(opaque)',
        access_token: 'eyJhbGciOiJIUzI1NiJ9…',
        token_type: 'Bearer',
        expires_in: 900,
      },
    ],
  },
  testsGetList: {
    reply: [
      '200',
      [
        {
          id: 3,
          Title: 'Complete Blood Count (CBC)',
          Description: 'Red and white cells, haemoglobin and platelets.',
          PreConditions: 'None',
          LowerPriceLimit: 800,
          UpperPriceLimit: 1500,
          AvgDuration: '1 day',
          created_at: '2026-10-02T09:30:00.000Z',
        },
      ],
    ],
  },
  testsCreate: {
    request: {
      Title: 'Vitamin D (25-OH)',
      Description:
        "Measures 25-hydroxyvitamin D in the blood, the best marker of the body's vitamin D stores; used to find a deficiency or an excess.",
      PreConditions: 'No fasting needed',
      LowerPriceLimit: 2500,
      UpperPriceLimit: 4000,
      AvgDuration: '2 days',
    },
    reply: [
      '201',
      {
        detail: 'Test created.',
        id: 41,
        Title: 'Vitamin D (25-OH)',
        Description:
          "Measures 25-hydroxyvitamin D in the blood, the best marker of the body's vitamin D stores; used to find a deficiency or an excess.",
        PreConditions: 'No fasting needed',
        LowerPriceLimit: 2500,
        UpperPriceLimit: 4000,
        AvgDuration: '2 days',
        created_at: '2026-11-15T10:00:00.000Z',
      },
    ],
  },
};

/**
 * The route's schemas as JSON schema (jsonSchemaTransform), marking a body the route may go without (a body schema
 * that accepts no value): OpenAPI's requestBody.required is then false.
 */
const transform: FastifyDynamicSwaggerOptions['transform'] = input => {
  const out = jsonSchemaTransform(input) as { schema: Schema; url: string };
  const body = (input.route.schema as { body?: z.ZodType } | undefined)?.body;
  if (body && typeof body.safeParse === 'function' && acceptsNoBody(body))
    out.schema = { ...out.schema, 'x-body-optional': true };
  return out;
};

/** @fastify/swagger's options: the document's head, the per-route transform and the completion above. */
export function swaggerOptions(): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'LabHub marketplace API',
        version: '1.0.0',
        description:
          'The LabHub marketplace API: the calls of the admin app (labs, tests, staff, orders, finance, feedbacks, ' +
          'notifications, dashboard) and of the marketplace apps. Sign in with POST /api/auth/login/ and send its ' +
          '`access_token` as `Authorization: Bearer <token>`; it lasts 15 minutes, POST /api/auth/refresh/ gives a ' +
          'new one. Every refusal answers `{detail, errors?}`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: ({ openapiObject }: { openapiObject: unknown }) => completeDocument(openapiObject as Document),
  } as SwaggerOptions;
}
