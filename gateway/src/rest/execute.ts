import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { statusForCode } from '@realty/proto-schemas';
import type { GatewayContext } from '../graphql-server.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function contextFromRequest(req: Request): GatewayContext {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return { authorization: req.headers.authorization, clientIp: first || req.socket.remoteAddress || 'unknown' };
}

/**
 * Runs one GraphQL operation in process through the gateway (same limits, same subgraph
 * calls as /graphql) and turns its first error into an HttpError using the one code table.
 */
export async function runOperation<T>(
  server: ApolloServer<GatewayContext>,
  req: Request,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await server.executeOperation({ query, variables }, { contextValue: contextFromRequest(req) });
  if (response.body.kind !== 'single') throw new HttpError(500, 'Internal server error');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const first = errors[0]!;
    const ext = first.extensions ?? {};
    const code = ext.code;
    const status = code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST' ? 400 : statusForCode(code);
    const extra: Record<string, unknown> = {};
    if (ext.fields && typeof ext.fields === 'object') extra.errors = ext.fields;
    if (typeof ext.reason === 'string') extra.reason = ext.reason;
    throw new HttpError(status, first.message, extra);
  }
  return data as T;
}

export function sendError(res: Response, err: unknown): void {
  if (err instanceof HttpError) {
    res.status(err.status).json({ message: err.message, ...err.extra });
    return;
  }
  res.status(500).json({ message: 'Internal server error' });
}
