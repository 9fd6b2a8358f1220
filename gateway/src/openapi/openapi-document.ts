import { z } from 'zod';
import { REST_OPERATIONS, type RestOperation } from './rest-operations.ts';

/** `/property-analyses/:id/rerun` -> `/property-analyses/{id}/rerun`, under /api. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

const jsonSchema = (schema: z.ZodType | Record<string, unknown>) =>
  schema instanceof z.ZodType
    ? withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>)
    : schema;

/** OpenAPI 3.1's dialect is JSON Schema 2020-12 already; a per-schema `$schema` is noise. */
function withoutDialect(schema: Record<string, unknown>) {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `message` and `errors` (field -> message).',
  401: 'Missing, invalid, expired or revoked token or API key.',
  403: 'Not allowed: admin only, an API key outside its scope, or a usage limit (`reason`).',
  404: 'Not found.',
  409: 'Conflict (the email is taken).',
  413: 'Too large.',
  415: 'Unsupported file type.',
  422: 'The file was read but cannot be used: `message` says why (e.g. no text could be read, an encrypted or cut-off file, OCR past its time limit).',
  429: 'Rate limited; the Retry-After header says when to try again.',
  503: 'A dependency is down or payments are not configured; Retry-After when it is temporary.',
};

function operationObject(op: RestOperation) {
  const statuses = new Set(op.errors);
  if (op.access === 'user' || op.access === 'admin') statuses.add(401);
  if (op.access === 'admin' || op.tag === 'Property Analyzer' || op.tag === 'Invoice Checker') statuses.add(403);
  if (op.path !== '/openapi.json') [429, 503].forEach((s) => statuses.add(s));
  const responses: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      ...(op.success.schema
        ? { content: { [op.success.mediaType ?? 'application/json']: { schema: op.success.schema } } }
        : {}),
    },
  };
  for (const status of [...statuses].sort()) responses[status] = { $ref: `#/components/responses/E${status}` };
  const content: Record<string, unknown> = {};
  if (op.body?.json) content['application/json'] = { schema: jsonSchema(op.body.json) };
  if (op.body?.multipart) content['multipart/form-data'] = { schema: op.body.multipart };
  const params = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = (op.query ?? []).map((q) => ({
    name: q.name,
    in: 'query',
    required: false,
    description: q.description,
    schema: q.schema,
  }));
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(params.length || query.length ? { parameters: [...params, ...query] } : {}),
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    security: op.access === 'public' ? [] : op.access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    responses,
  };
}

/** The OpenAPI 3.1 description of /api served at /api/openapi.json. */
export function openApiDocument(version = '0.1.0') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of REST_OPERATIONS) (paths[openApiPath(op.path)] ??= {})[op.method] = operationObject(op);
  const errorBody = {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'string' } },
      reason: {
        type: 'string',
        description: 'Why a usage limit refused the request (trial_expired, trial_limit_reached, ...).',
      },
      retryAfterSeconds: { type: 'number' },
    },
    required: ['message'],
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'RealtyLens REST API',
      version,
      description:
        'The REST facade over the GraphQL API at /graphql: each path runs one GraphQL operation. Authenticate with `Authorization: Bearer <token>` (from /api/auth/login) or `Bearer <API key>` (made on the API page of the web app; READ keys run reads, ANALYZE keys also the metered tools, each with its own per-minute limit).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A sign-in token (JWT) or an API key (rlk_...).' },
      },
      schemas: { Error: errorBody },
      responses: Object.fromEntries(
        Object.entries(ERROR_TEXT).map(([status, description]) => [
          `E${status}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
    paths,
  };
}
