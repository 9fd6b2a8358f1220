import type { ApolloGateway } from '@apollo/gateway';
import { forwardedHeaders, type GatewayContext } from '../graphql-server.ts';
import type { SubgraphSender } from '../subgraph-fetch.ts';
import type { OperationRunner } from './fixed-operation.ts';
import type { TwoFetchPlan, TwoFetchPlanLearner } from './two-fetch-plan.ts';

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content types whose body the data source parses as JSON (any other body is an error there). */
const isJsonType = (type: string | undefined) => !!type && (type.startsWith('application/json') || type.startsWith('application/graphql-response+json'));

/**
 * One subgraph call's `data`, only when it is the plain answer: HTTP 200, a JSON body, no `errors`. Anything else is
 * null and is not reported here: the executor asks again and answers it as /graphql would (an error, an outage).
 */
async function plainData(send: SubgraphSender, url: string, headers: Record<string, string>, body: string): Promise<Obj | null> {
  let answer: Awaited<ReturnType<SubgraphSender>>;
  try {
    answer = await send(url, { method: 'POST', headers, body });
  } catch {
    return null;
  }
  if (answer.status !== 200 || !isJsonType(answer.headers['content-type'])) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return null;
  }
  return isObject(parsed) && parsed.errors === undefined && isObject(parsed.data) ? parsed.data : null;
}

/**
 * The planner's two calls sent straight, with the data source's headers and bodies, and the answers merged and shaped
 * as the executor does (the entity's fields over the root object's, then the operation's fields in its order), or
 * null as soon as anything is not the plain happy path: a root object that is null or of another type, a key that is
 * not a plain value, an `_entities` that is not the one entity asked for, a value of the wrong type (or null where
 * the field is non-null).
 */
async function runDirectly(plan: TwoFetchPlan, send: SubgraphSender, context: GatewayContext): Promise<Obj | null> {
  const headers = { 'content-type': 'application/json', ...forwardedHeaders(context) };
  const root = (await plainData(send, plan.root.url, headers, plan.root.body))?.[plan.rootField];
  if (!isObject(root) || root.__typename !== plan.entity.typename) return null;
  const representation: Obj = {};
  for (const key of plan.entity.keyFields) {
    const value = root[key];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    representation[key] = value;
  }
  const entityBody = JSON.stringify({ query: plan.entity.query, variables: { representations: [representation] }, operationName: plan.entity.operationName });
  const entities = (await plainData(send, plan.entity.url, headers, entityBody))?._entities;
  const entity: unknown = Array.isArray(entities) && entities.length === 1 ? entities[0] : null;
  if (!isObject(entity) || (entity.__typename !== undefined && entity.__typename !== plan.entity.typename)) return null;
  const shaped: Obj = {};
  for (const { name, accepts } of plan.fields) {
    const value = Object.hasOwn(entity, name) ? entity[name] : Object.hasOwn(root, name) ? root[name] : null;
    if (!accepts(value)) return null;
    shaped[name] = value;
  }
  return { [plan.rootField]: shaped };
}

/**
 * A fixed operation planned as two subgraph calls (GET /api/auth/me), sent by the gateway itself once the executor has
 * planned it (`learner`): the same calls over the same keep-alive pool, without the executor's per-request work (its
 * spans, whatwg Request and Headers objects, operation rebuilt for result shaping). Only the plain happy path is
 * answered here; anything else runs the operation through `fallback` (the executor), so every error and every outage
 * answers exactly as before. The operation reads and changes nothing, so asking its subgraphs again is harmless.
 */
export function directOperation<T>(learner: TwoFetchPlanLearner, gateway: ApolloGateway, send: SubgraphSender, fallback: OperationRunner<T>): OperationRunner<T> {
  return async (context) => {
    const plan = learner.planFor(gateway.schema);
    const data = plan && (await runDirectly(plan, send, context));
    return data ? { data: data as T, errors: [] } : fallback(context);
  };
}
