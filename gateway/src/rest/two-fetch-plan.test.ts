import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@realty/service-kit';
import { createGateway, queryLimitRules, type QueryPlanListener } from '../graphql-server.ts';
import { gatewayEnvSchema } from '../env.ts';
import { fixedOperation } from './fixed-operation.ts';
import { ME } from './operations.ts';
import { readTwoFetchPlan, twoFetchPlanLearner } from './two-fetch-plan.ts';

type ResolvedPlan = Parameters<QueryPlanListener>[0];

// Nothing listens there: the executor plans each operation (and tells the listeners) before its calls fail.
const AUTH_URL = 'http://127.0.0.1:9/auth';
const BILLING_URL = 'http://127.0.0.1:9/billing';
const env = gatewayEnvSchema.parse({
  AUTH_URL, BILLING_URL, ANALYSIS_URL: 'http://127.0.0.1:9/a', INVOICE_URL: 'http://127.0.0.1:9/i', RENTAL_URL: 'http://127.0.0.1:9/r', ADMIN_URL: 'http://127.0.0.1:9/ad',
});
const warnings: string[] = [];
const log = { ...createLogger('gateway-test', 'error'), warn: (msg: string) => void warnings.push(msg) };
const OTHER = 'query MyEmail { me { id email } }';
const learners = { me: twoFetchPlanLearner(ME, log), other: twoFetchPlanLearner(OTHER, log) };
const resolved: ResolvedPlan[] = [];
const gateway = createGateway(env, (plan) => {
  resolved.push(plan);
  learners.me.onQueryPlan(plan);
  learners.other.onQueryPlan(plan);
});

beforeAll(async () => {
  await gateway.load();
});
afterAll(async () => {
  await gateway.stop();
});

const run = (query: string) => fixedOperation(gateway, log, query, queryLimitRules(env))({ clientIp: '127.0.0.1' });

describe('the plan of a fixed operation, learned from the executor', () => {
  it('is not known before the operation first ran through the executor', () => {
    expect(learners.me.planFor(gateway.schema)).toBeNull();
  });

  it("for ME is auth's me, then billing's entity for that User, sent with the data source's body", async () => {
    await run(ME);
    const plan = learners.me.planFor(gateway.schema);
    expect(plan).toMatchObject({
      rootField: 'me',
      root: {
        url: AUTH_URL,
        body: JSON.stringify({ query: 'query Me__auth__0{me{__typename id email firstName lastName role}}', variables: {}, operationName: 'Me__auth__0' }),
      },
      entity: {
        url: BILLING_URL,
        typename: 'User',
        keyFields: ['__typename', 'id'],
        query: 'query Me__billing__1($representations:[_Any!]!){_entities(representations:$representations){...on User{planType subscriptionStatus trialEndDate usageCount quota remaining}}}',
        operationName: 'Me__billing__1',
      },
    });
    expect(plan?.fields.map((f) => f.name)).toEqual(['id', 'email', 'firstName', 'lastName', 'role', 'planType', 'subscriptionStatus', 'trialEndDate', 'usageCount', 'quota', 'remaining']);
  });

  it('accepts for each field only the values the executor passes on unchanged', () => {
    const accepts = Object.fromEntries((learners.me.planFor(gateway.schema)?.fields ?? []).map((f) => [f.name, f.accepts]));
    expect([accepts.id?.('u1'), accepts.email?.('a@b.c'), accepts.planType?.(null), accepts.usageCount?.(3), accepts.quota?.(null)]).toEqual([true, true, true, true, true]);
    expect([accepts.id?.(null), accepts.email?.(7), accepts.planType?.(3), accepts.usageCount?.('3'), accepts.usageCount?.(1.5), accepts.quota?.(undefined)]).toEqual([false, false, false, false, false, false]);
  });

  it('is kept per schema: another schema has none until the operation runs under it', () => {
    expect(learners.me.planFor(undefined)).toBeNull();
    expect(learners.me.planFor(Object.create(gateway.schema ?? null))).toBeNull();
  });

  it('is none, with a warning, for an operation answered by one subgraph alone', async () => {
    await run(OTHER);
    expect(resolved.some((r) => r.requestContext.source === OTHER)).toBe(true);
    expect(learners.other.planFor(gateway.schema)).toBeNull();
    expect(warnings).toEqual([expect.stringContaining('runs through the executor')]);
  });

  it('is none when the plan rewrites data, has a third fetch or the operation aliases a field', () => {
    const me = resolved.find((r) => r.requestContext.source === ME)!;
    expect(readTwoFetchPlan(me)).not.toBeNull();
    const node = me.queryPlan.node as Extract<NonNullable<ResolvedPlan['queryPlan']['node']>, { kind: 'Sequence' }>;
    const [first, flatten] = node.nodes as [Extract<typeof node.nodes[number], { kind: 'Fetch' }>, Extract<typeof node.nodes[number], { kind: 'Flatten' }>];
    const withPlan = (nodes: typeof node.nodes) => ({ ...me, queryPlan: { ...me.queryPlan, node: { ...node, nodes } } });
    const rewritten = { ...flatten, node: { ...flatten.node, outputRewrites: [{ kind: 'KeyRenamer' as const, path: ['id'], renameKeyTo: 'userId' }] } };
    expect(readTwoFetchPlan(withPlan([first, rewritten]))).toBeNull();
    expect(readTwoFetchPlan(withPlan([first, flatten, flatten]))).toBeNull();
    expect(readTwoFetchPlan(withPlan([{ ...first, variableUsages: ['id'] }, flatten]))).toBeNull();

    const operation = me.operationContext.operation;
    const [meField] = operation.selectionSet.selections as [Extract<(typeof operation.selectionSet.selections)[number], { kind: 'Field' }>];
    const [firstField, ...restFields] = meField.selectionSet!.selections as Array<Extract<(typeof operation.selectionSet.selections)[number], { kind: 'Field' }>>;
    const aliased = { ...meField, selectionSet: { ...meField.selectionSet!, selections: [{ ...firstField!, alias: { kind: firstField!.name.kind, value: 'userId' } }, ...restFields] } };
    expect(readTwoFetchPlan({ ...me, operationContext: { ...me.operationContext, operation: { ...operation, selectionSet: { ...operation.selectionSet, selections: [aliased] } } } })).toBeNull();
  });
});
