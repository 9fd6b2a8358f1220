import type { GraphQLSchema, SelectionNode } from 'graphql';
import type { Logger } from '@realty/service-kit';
import type { QueryPlanListener } from '../graphql-server.ts';
import { graphqlOf } from './fixed-operation.ts';

type ResolvedPlan = Parameters<QueryPlanListener>[0];
type PlanNode = NonNullable<ResolvedPlan['queryPlan']['node']>;
type FetchNode = Extract<PlanNode, { kind: 'Fetch' }>;

/**
 * A query plan of one root field answered by one subgraph, then the fields a second subgraph adds to that object as an
 * entity (GET /api/auth/me: auth's `me`, then billing's `_entities` for the User's plan fields), read into what the
 * direct path (direct-operation.ts) needs to send the planner's two calls itself and shape the answer as the executor.
 */
export interface TwoFetchPlan {
  /** The API schema the plan was made for: another schema gets its plan anew. */
  schema: GraphQLSchema;
  rootField: string;
  /** The first call, which has no variables: its whole body is fixed. */
  root: { url: string; body: string };
  /** The second call: the entity's type, its representation's fields in the planner's order, and the operation. */
  entity: { url: string; typename: string; keyFields: string[]; query: string; operationName: string | undefined };
  /** The operation's fields of the root object in its order, each with the values the executor passes on unchanged. */
  fields: Array<{ name: string; accepts: (value: unknown) => boolean }>;
}

/**
 * Values of the built-in scalars that the executor's result shaping passes on unchanged (a little stricter: an Int
 * beyond 2^53 or an ID sent as a number is left to the executor). Other types are not taken directly.
 */
const LEAF_VALUES: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === 'string',
  ID: (value) => typeof value === 'string',
  Int: (value) => Number.isSafeInteger(value),
  Float: (value) => typeof value === 'number' && Number.isFinite(value),
  Boolean: (value) => typeof value === 'boolean',
};

/** A field with no alias, arguments or directives: its response name is its name and nothing changes its value. */
const plainField = (node: SelectionNode | undefined) =>
  node?.kind === 'Field' && !node.alias && !node.arguments?.length && !node.directives?.length ? node : null;

/** A fetch that sends no variables of the operation and whose data the executor uses as it comes. */
const plainFetch = (node: PlanNode | undefined): FetchNode | null =>
  node?.kind === 'Fetch' && node.operationKind === 'query' && !node.hasDefers && !node.variableUsages?.length && !node.inputRewrites?.length && !node.outputRewrites?.length && !node.contextRewrites?.length
    ? node
    : null;

/** The URL of a subgraph's data source (the gateway's data sources are RemoteGraphQLDataSources). */
function urlOf(serviceMap: ResolvedPlan['serviceMap'], serviceName: string): string | null {
  const url: unknown = (serviceMap[serviceName] as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' ? url : null;
}

/** The plan as a TwoFetchPlan, or null when the operation or its plan has any other shape. */
export function readTwoFetchPlan({ queryPlan, serviceMap, operationContext }: ResolvedPlan): TwoFetchPlan | null {
  const { schema, operation } = operationContext;
  const { isObjectType } = graphqlOf(schema);
  const rootSelection = operation.selectionSet.selections.length === 1 ? plainField(operation.selectionSet.selections[0]) : null;
  if (operation.operation !== 'query' || !rootSelection?.selectionSet) return null;
  const rootField = rootSelection.name.value;
  // A nullable object: with it null the executor answers as it will (its errors and its data).
  const rootType = schema.getQueryType()?.getFields()[rootField]?.type;
  if (!isObjectType(rootType)) return null;
  const typeFields = rootType.getFields();
  const fields: TwoFetchPlan['fields'] = [];
  for (const selection of rootSelection.selectionSet.selections) {
    const field = plainField(selection);
    const type = field && !field.selectionSet ? typeFields[field.name.value]?.type.toString() : undefined;
    const nonNull = type?.endsWith('!') ?? false;
    const leaf = type === undefined ? undefined : LEAF_VALUES[nonNull ? type.slice(0, -1) : type];
    if (!field || !leaf) return null;
    fields.push({ name: field.name.value, accepts: nonNull ? leaf : (value) => value === null || leaf(value) });
  }

  const node = queryPlan.node;
  if (node?.kind !== 'Sequence' || node.nodes.length !== 2) return null;
  const [first, flatten] = node.nodes;
  const rootFetch = plainFetch(first);
  if (!rootFetch || rootFetch.requires || flatten?.kind !== 'Flatten' || flatten.path.length !== 1 || flatten.path[0] !== rootField) return null;
  const entityFetch = plainFetch(flatten.node);
  const requires = entityFetch?.requires;
  const fragment = requires?.length === 1 ? requires[0] : undefined;
  if (!entityFetch || fragment?.kind !== 'InlineFragment' || fragment.typeCondition !== rootType.name) return null;
  const keyFields: string[] = [];
  for (const key of fragment.selections) {
    if (key.kind !== 'Field' || key.alias || key.selections) return null;
    keyFields.push(key.name);
  }
  const rootUrl = urlOf(serviceMap, rootFetch.serviceName);
  const entityUrl = urlOf(serviceMap, entityFetch.serviceName);
  if (!rootUrl || !entityUrl) return null;
  return {
    schema,
    rootField,
    // The body the data source sends: the request's fields in this order, without its http part.
    root: { url: rootUrl, body: JSON.stringify({ query: rootFetch.operation, variables: {}, operationName: rootFetch.operationName }) },
    entity: { url: entityUrl, typename: rootType.name, keyFields, query: entityFetch.operation, operationName: entityFetch.operationName },
    fields,
  };
}

export interface TwoFetchPlanLearner {
  /** The gateway's query plan listener (createGateway): keeps the plan of the operation's text when it is run. */
  onQueryPlan: QueryPlanListener;
  /** The plan learned for `schema`, or null before the operation ran through the executor or when it is not two fetches. */
  planFor(schema: GraphQLSchema | undefined): TwoFetchPlan | null;
}

/**
 * Learns the plan of `query` from the planner itself: the first run of the operation goes through the executor, which
 * plans it (and caches that plan) and tells the listener; the plan is read once per schema.
 */
export function twoFetchPlanLearner(query: string, log: Logger): TwoFetchPlanLearner {
  let learned: { schema: GraphQLSchema; plan: TwoFetchPlan | null } | null = null;
  return {
    onQueryPlan(resolved) {
      if (resolved.requestContext.source !== query || learned?.schema === resolved.operationContext.schema) return;
      const plan = readTwoFetchPlan(resolved);
      if (!plan) log.warn('the operation is not planned as one root fetch and one entity fetch: it runs through the executor', { operationName: resolved.operationContext.operation.name?.value });
      learned = { schema: resolved.operationContext.schema, plan };
    },
    planFor: (schema) => (learned && learned.schema === schema ? learned.plan : null),
  };
}
