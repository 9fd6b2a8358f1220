import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../graphql-server.ts';
import { HttpError, httpErrorFrom, runOperationPartial } from './execute.ts';
import * as ops from './operations.ts';

type Obj = Record<string, unknown>;

/**
 * A user that auth answered for, with billing's plan fields from `plan`. When billing could not be reached the user
 * is still signed in: the plan fields are null and `planUnavailable` says why, so a billing outage never signs
 * anyone out or keeps them from signing in. Any other error is answered as itself.
 */
function userWithPlan(user: Obj, plan: Obj | null | undefined, errors: readonly GraphQLFormattedError[]): Obj {
  if (plan && !errors.length)
    return { ...user, ...Object.fromEntries(ops.PLAN_FIELDS.map((f) => [f, plan[f] ?? null])) };
  const first = errors[0];
  if (first && first.extensions?.code !== 'SERVICE_UNAVAILABLE') throw httpErrorFrom(first);
  return { ...user, ...Object.fromEntries(ops.PLAN_FIELDS.map((f) => [f, null])), planUnavailable: true };
}

/** Adds billing's plan fields to a user that auth answered for (login: the user came with the new token). */
export async function withPlan(
  server: ApolloServer<GatewayContext>,
  req: Request,
  user: Obj,
  authorization?: string,
): Promise<Obj> {
  const { data, errors } = await runOperationPartial<{ me: Obj | null }>(server, req, ops.ME_PLAN, {}, authorization);
  return userWithPlan(user, data?.me, errors);
}

/**
 * The signed-in user with the plan in one operation (one call to auth, one to billing): billing's fields are nullable,
 * so when billing is down auth's part still arrives, with SERVICE_UNAVAILABLE errors for the plan.
 */
export async function meWithPlan(server: ApolloServer<GatewayContext>, req: Request): Promise<Obj> {
  const { data, errors } = await runOperationPartial<{ me: Obj | null }>(server, req, ops.ME);
  const me = data?.me;
  if (!me) throw errors[0] ? httpErrorFrom(errors[0]) : new HttpError(401, 'Unauthorized');
  return userWithPlan(me, me, errors);
}
