import type { z } from 'zod';

/** One REST path of the facade as the OpenAPI document describes it (see rest-operations.ts). */
export type Access = 'public' | 'user' | 'admin' | 'optional';

export interface RestOperation {
  method: 'get' | 'post' | 'delete';
  /** Express syntax under /api (`/property-analyses/:id/rerun`). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  body?: { json?: z.ZodType | Record<string, unknown>; multipart?: Record<string, unknown> };
  query?: Array<{ name: string; description: string; schema: Record<string, unknown> }>;
  /** Status of a success and what it carries. */
  success: { status: number; description: string; schema?: Record<string, unknown>; mediaType?: string };
  /** Error statuses this path can answer besides 401/403 (derived from access), 429 and 503. */
  errors: number[];
}

/** A response that is a GraphQL type's fields: named, not written out again (the schema at /graphql has them). */
export const see = (type: string) => ({
  type: 'object',
  description: `The fields of the GraphQL type ${type} (see /graphql).`,
});
