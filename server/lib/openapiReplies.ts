/** The API reference's replies beyond the schemas: the one error shape, the refusals, and the examples. */

export type Schema = Record<string, unknown>;

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

/** The create-test example: the body sent, and the record the reply gives back. */
const NEW_TEST = {
  Title: 'Vitamin D (25-OH)',
  Description:
    "Measures 25-hydroxyvitamin D in the blood, the best marker of the body's vitamin D stores; used to find a deficiency or an excess.",
  PreConditions: 'No fasting needed',
  LowerPriceLimit: 2500,
  UpperPriceLimit: 4000,
  AvgDuration: '2 days',
};

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
    request: NEW_TEST,
    reply: [
      '201',
      {
        detail: 'Test created.',
        id: 41,
        ...NEW_TEST,
        created_at: '2026-11-15T10:00:00.000Z',
      },
    ],
  },
};
