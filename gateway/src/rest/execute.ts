import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { isErrorCode, RETRY_AFTER_SECONDS, statusForCode } from '@realty/proto-schemas';
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

/** Express's `trust proxy` setting for the configured proxies: none trusted when the list is empty. */
export function trustProxySetting(trustedProxies: string[]): string[] | false {
  return trustedProxies.length ? trustedProxies : false;
}

/**
 * The caller's address: the socket's peer, or the X-Forwarded-For entry added by the nearest
 * trusted proxy (Express walks the chain using the app's `trust proxy` setting, which lists
 * only configured proxies). A header a client writes itself is never believed.
 */
export function contextFromRequest(req: Request): GatewayContext {
  return { authorization: req.headers.authorization, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
}

/** A request the contract refuses: 400 with the first field's message and every field's message under `errors`. */
export function fieldErrorsToHttp(errors: Record<string, string>): HttpError {
  return new HttpError(400, Object.values(errors)[0] ?? 'Invalid request', { errors });
}

/** The status a GraphQL error maps to at the HTTP edge, from the one code table. */
export function httpErrorFrom(error: GraphQLFormattedError): HttpError {
  const ext = error.extensions ?? {};
  const status = statusForCode(ext.code);
  const extra: Record<string, unknown> = {};
  if (ext.fields && typeof ext.fields === 'object') extra.errors = ext.fields;
  if (typeof ext.reason === 'string') extra.reason = ext.reason;
  if (typeof ext.retryAfterSeconds === 'number') extra.retryAfterSeconds = ext.retryAfterSeconds;
  if (status === 503 && extra.retryAfterSeconds === undefined) extra.retryAfterSeconds = RETRY_AFTER_SECONDS;
  return new HttpError(status, isErrorCode(ext.code) ? error.message : 'Internal server error', extra);
}

/** Each operation's text, printed once: the executor caches parsed and validated operations by their text. */
const operationTexts = new WeakMap<DocumentNode, string>();
function operationText(document: DocumentNode): string {
  let text = operationTexts.get(document);
  if (text === undefined) {
    text = print(document);
    operationTexts.set(document, text);
  }
  return text;
}

/** A REST route's operation: a document from operations/*.graphql, typed by codegen (__generated__/). */
export type RestOperation<TData, TVariables> = TypedDocumentNode<TData, TVariables>;
type VariableValues = Record<string, unknown>;

/**
 * Runs one GraphQL operation in process through the gateway's executor (same limits, same subgraph calls as
 * /graphql) and returns its data with any errors, for routes that can answer with part of the data (a user without
 * billing's plan fields while billing is down).
 */
export async function executePartial<TData, TVariables extends VariableValues>(
  server: ApolloServer<GatewayContext>,
  context: GatewayContext,
  document: RestOperation<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | null; errors: readonly GraphQLFormattedError[] }> {
  const response = await server.executeOperation<TData, TVariables>(
    { query: operationText(document), variables },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new HttpError(500, 'Internal server error');
  const { data, errors } = response.body.singleResult;
  return { data: data ?? null, errors: errors ?? [] };
}

/** executePartial as the request's caller, or with another Authorization (a token just issued by login). */
export async function runOperationPartial<TData, TVariables extends VariableValues>(
  server: ApolloServer<GatewayContext>,
  req: Request,
  document: RestOperation<TData, TVariables>,
  variables: TVariables,
  authorization?: string,
): Promise<{ data: TData | null; errors: readonly GraphQLFormattedError[] }> {
  const context = contextFromRequest(req);
  if (authorization) context.authorization = authorization;
  return executePartial(server, context, document, variables);
}

/** Variables may be left out when the operation has none, or none required. */
type VariablesArg<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** The one way a route runs its operation: its data, or its first error as an HttpError from the one code table. */
export type RunOperation = <TData, TVariables extends VariableValues>(
  req: Request,
  document: RestOperation<TData, TVariables>,
  ...variables: VariablesArg<TVariables>
) => Promise<TData>;

export function operationRunner(server: ApolloServer<GatewayContext>): RunOperation {
  return async (req, document, ...[variables]) => {
    const { data, errors } = await runOperationPartial(server, req, document, variables ?? ({} as never));
    if (errors.length) throw httpErrorFrom(errors[0]!);
    if (data === null) throw new HttpError(500, 'Internal server error');
    return data;
  };
}

/**
 * A route's failure: a client error answers as the facade's `{ message }`; anything else goes to the app's error
 * handler, which logs it and answers a bare 500, so an unexpected failure is never silent.
 */
export function answerFailure(res: Response, next: NextFunction, err: unknown): void {
  if (err instanceof HttpError) sendError(res, err);
  else next(err);
}

/**
 * A route answering its handler's value as JSON, or the error it threw as the facade's `{ message }` (see
 * answerFailure).
 */
export const jsonRoute =
  (handler: (req: Request, res: Response) => Promise<unknown>) =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = await handler(req, res);
      if (!res.headersSent) res.json(body);
    } catch (err) {
      answerFailure(res, next, err);
    }
  };

export function sendError(res: Response, err: unknown): void {
  if (err instanceof HttpError) {
    const retryAfter = err.extra.retryAfterSeconds;
    if (typeof retryAfter === 'number' && (err.status === 503 || err.status === 429))
      res.setHeader('retry-after', String(Math.ceil(retryAfter)));
    res.status(err.status).json({ message: err.message, ...err.extra });
    return;
  }
  res.status(500).json({ message: 'Internal server error' });
}
