/**
 * The API's OpenAPI 3 description (GET /api/openapi.json), generated from the contracts: @fastify/swagger turns each
 * route's zod schemas into parameters, bodies and replies (fastify-type-provider-zod's jsonSchemaTransform); then
 * `completeDocument` adds what the contracts declare around them (contracts/calls.ts, contracts/<resource>.ts):
 * operationId, summary, who may call it (security and roles), the list parameters and headers, the error replies
 * with their one shape, and the real media types.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { Grant, ResourceContract } from '../../contracts/defineResource.js';
import { contracts } from '../../contracts/index.js';
import { acceptsNoBody } from './errors.js';
import { MAX_PAGE } from './list.js';
import { accessWords, capital, operationIndex } from './openapiOperations.js';
import { listParameters, type Parameter } from './openapiParameters.js';
import { ERROR_REPLIES, ERROR_SCHEMA, EXAMPLES, type Schema } from './openapiReplies.js';

export { EXAMPLES } from './openapiReplies.js';

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

/**
 * An operation of the document; its parameters, replies and body media types as precise as the reader needs them
 * (the test of the served document reads them closer than this file writes them).
 */
export interface Operation<
  P = Parameter,
  R = Schema & { content?: Record<string, unknown>; headers?: Schema },
  C = unknown,
> {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: P[];
  requestBody?: { required?: boolean; content: Record<string, C> };
  responses: Record<string, R>;
  security?: Record<string, string[]>[];
  'x-access'?: string | string[];
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
function completeDocument(doc: Document, index = operationIndex(), examples = EXAMPLES): Document {
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
        op.description += ` Without list parameters the whole list comes in its default order; with any of them it is filtered, sorted and paged (at most ${MAX_PAGE} rows a page). X-Total-Count and Content-Range give the total; a search or filter matching more rows than the server counts (10,000 by default) answers X-Total-At-Least instead, and Content-Range ends in /*.`;
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
            'X-Total-Count': {
              description: 'The number of records matching the query (absent when X-Total-At-Least is sent).',
              schema: { type: 'integer' },
            },
            'X-Total-At-Least': {
              description:
                "Instead of X-Total-Count, when a search or filter matches more rows than the server counts: at least this many match (more than the page's last row).",
              schema: { type: 'integer' },
            },
            'Content-Range': {
              description: `\`${facts.list.resource} <first>-<last>/<total>\`, rows counted from 0; \`/*\` when the total is only bounded (X-Total-At-Least).`,
              required: true,
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
