import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { GatewayContext } from '../graphql-server.ts';
import { httpErrorFrom, runOperationPartial } from './execute.ts';
import * as ops from './operations.ts';

type Obj = Record<string, unknown>;

/**
 * Adds billing's plan fields to a user that auth answered for. When billing cannot be reached
 * the user is still signed in: the plan fields are null and `planUnavailable` says why, so a
 * billing outage never signs anyone out or keeps them from signing in.
 */
export async function withPlan(server: ApolloServer<GatewayContext>, req: Request, user: Obj, authorization?: string): Promise<Obj> {
  const { data, errors } = await runOperationPartial<{ me: Obj | null }>(server, req, ops.ME_PLAN, {}, authorization);
  const plan = data?.me;
  if (plan && !errors.length) return { ...user, ...Object.fromEntries(ops.PLAN_FIELDS.map((f) => [f, plan[f] ?? null])) };
  const first = errors[0];
  if (first && first.extensions?.code !== 'SERVICE_UNAVAILABLE') throw httpErrorFrom(first);
  return { ...user, ...Object.fromEntries(ops.PLAN_FIELDS.map((f) => [f, null])), planUnavailable: true };
}
