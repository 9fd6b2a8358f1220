import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../graphql-server.ts';
import { HttpError, httpErrorFrom, runOperationPartial } from './execute.ts';
import {
  MeDocument,
  MePlanDocument,
  type AccountFieldsFragment,
  type PlanFieldsFragment,
} from './__generated__/graphql.ts';

/** Billing's fields of a user when billing could not answer: every one of them, null. */
const NO_PLAN = {
  planType: null,
  subscriptionStatus: null,
  trialEndDate: null,
  usageCount: null,
  quota: null,
  remaining: null,
} satisfies { [K in keyof PlanFieldsFragment]-?: null };

const planOf = (plan: PlanFieldsFragment): PlanFieldsFragment => ({
  planType: plan.planType,
  subscriptionStatus: plan.subscriptionStatus,
  trialEndDate: plan.trialEndDate,
  usageCount: plan.usageCount,
  quota: plan.quota,
  remaining: plan.remaining,
});

/**
 * A user that auth answered for, with billing's plan fields from `plan`. When billing could not be reached the user
 * is still signed in: the plan fields are null and `planUnavailable` says why, so a billing outage never signs
 * anyone out or keeps them from signing in. Any other error is answered as itself.
 */
function userWithPlan(
  user: AccountFieldsFragment,
  plan: PlanFieldsFragment | null | undefined,
  errors: readonly GraphQLFormattedError[],
) {
  if (plan && !errors.length) return { ...user, ...planOf(plan) };
  const first = errors[0];
  if (first && first.extensions?.code !== 'SERVICE_UNAVAILABLE') throw httpErrorFrom(first);
  return { ...user, ...NO_PLAN, planUnavailable: true };
}

/** Adds billing's plan fields to a user that auth answered for (login: the user came with the new token). */
export async function withPlan(
  server: ApolloServer<GatewayContext>,
  req: Request,
  user: AccountFieldsFragment,
  authorization?: string,
) {
  const { data, errors } = await runOperationPartial(server, req, MePlanDocument, {}, authorization);
  return userWithPlan(user, data?.me, errors);
}

/**
 * The signed-in user with the plan in one operation (one call to auth, one to billing): billing's fields are nullable,
 * so when billing is down auth's part still arrives, with SERVICE_UNAVAILABLE errors for the plan.
 */
export async function meWithPlan(server: ApolloServer<GatewayContext>, req: Request) {
  const { data, errors } = await runOperationPartial(server, req, MeDocument, {});
  const me = data?.me;
  if (!me) throw errors[0] ? httpErrorFrom(errors[0]) : new HttpError(401, 'Unauthorized');
  return userWithPlan(me, me, errors);
}
