import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, requestIdMiddleware } from '@realty/service-kit';
import { createGateway, queryLimitRules, sendToSubgraph } from '../graphql-server.ts';
import { gatewayEnvSchema } from '../env.ts';
import { directOperation } from './direct-operation.ts';
import { fixedOperation } from './fixed-operation.ts';
import { ME } from './operations.ts';
import { meRoute } from './routes.ts';
import { twoFetchPlanLearner } from './two-fetch-plan.ts';

type Answer = (body: { query: string }) => [status: number, body: unknown, contentType?: string];
interface SeenCall {
  subgraph: string;
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const user = { __typename: 'User', id: 'u1', email: 'a@example.com', firstName: 'Zoë', lastName: 'B', role: 'user' };
const trial = { planType: 'trial', subscriptionStatus: 'trial', trialEndDate: '2030-01-01T00:00:00.000Z', usageCount: 1, quota: 3, remaining: 2 };
const enterprise = { planType: 'enterprise', subscriptionStatus: 'active', trialEndDate: null, usageCount: 41, quota: null, remaining: null };
const signedIn = (plan: Record<string, unknown>): Record<'auth' | 'billing', Answer> => ({
  auth: () => [200, { data: { me: user } }],
  billing: () => [200, { data: { _entities: [plan] } }],
});

/** What the stand-in auth and billing subgraphs answer (each test sets it), and the calls they were sent. */
let answers = signedIn(trial);
let seen: SeenCall[] = [];
/** Runs of the operation through the executor behind the direct path (its fallback). */
let fallbacks = 0;

function subgraph(name: 'auth' | 'billing'): http.Server {
  return http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const { host: _host, connection: _connection, ...headers } = req.headers;
      seen.push({ subgraph: name, method: req.method, url: req.url, headers, body: raw });
      const [status, body, contentType = 'application/json'] = answers[name](JSON.parse(raw) as { query: string });
      res.writeHead(status, { 'content-type': contentType });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const subgraphs = { auth: subgraph('auth'), billing: subgraph('billing') };
let app: http.Server;
let appUrl = '';
let stop: () => Promise<void>;

beforeAll(async () => {
  const unreachable = 'http://127.0.0.1:9/graphql';
  const env = gatewayEnvSchema.parse({
    AUTH_URL: `${await listen(subgraphs.auth)}/graphql`, BILLING_URL: `${await listen(subgraphs.billing)}/graphql`,
    ANALYSIS_URL: unreachable, INVOICE_URL: unreachable, RENTAL_URL: unreachable, ADMIN_URL: unreachable,
  });
  const log = createLogger('gateway-test', 'error');
  const learner = twoFetchPlanLearner(ME, log);
  const gateway = createGateway(env, learner.onQueryPlan);
  await gateway.load();
  const throughExecutor = fixedOperation<{ me: Record<string, unknown> | null }>(gateway, log, ME, queryLimitRules(env));
  const direct = directOperation(learner, gateway, sendToSubgraph, async (context) => {
    fallbacks += 1;
    return throughExecutor(context);
  });
  // The two paths behind the same route, request id and Express answer as the gateway's app mounts them.
  const routes = express();
  routes.use(requestIdMiddleware());
  routes.get('/executor/me', meRoute(throughExecutor));
  routes.get('/direct/me', meRoute(direct));
  app = http.createServer(routes);
  appUrl = await listen(app);
  stop = () => gateway.stop();
});

afterAll(async () => {
  await stop?.();
  for (const server of [app, ...Object.values(subgraphs)]) {
    server?.closeAllConnections();
    server?.close();
  }
});

beforeEach(() => {
  answers = signedIn(trial);
});

interface RouteAnswer {
  status: number;
  text: string;
  contentType: string | null;
  retryAfter: string | null;
  calls: SeenCall[];
}

async function get(path: 'executor' | 'direct'): Promise<RouteAnswer> {
  seen = [];
  const res = await fetch(`${appUrl}/${path}/me`, { headers: { authorization: 'Bearer t', 'x-request-id': 'req-1' } });
  return { status: res.status, text: await res.text(), contentType: res.headers.get('content-type'), retryAfter: res.headers.get('retry-after'), calls: seen };
}

/** GET /me through the executor, then through the direct path, with how often the direct path fell back. */
async function bothPaths() {
  const executor = await get('executor');
  const before = fallbacks;
  const direct = await get('direct');
  return { executor, direct, fellBack: fallbacks - before };
}

describe('GET /api/auth/me sent directly to auth and billing', () => {
  it('runs through the executor until the executor has planned it, then directly', async () => {
    const first = await get('direct');
    expect(fallbacks).toBe(1);
    expect(first.status).toBe(200);
    const { fellBack, direct } = await bothPaths();
    expect(fellBack).toBe(0);
    expect(direct.calls.map((c) => c.subgraph)).toEqual(['auth', 'billing']);
  });

  it.each([
    ['trial', trial],
    ['enterprise', enterprise],
  ])('for a signed-in %s user answers byte for byte as the executor, after the same two subgraph calls', async (_name, plan) => {
    answers = signedIn(plan);
    const { executor, direct, fellBack } = await bothPaths();
    expect(fellBack).toBe(0);
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.text)).toEqual({ ...user, __typename: undefined, ...plan });
    expect(direct).toEqual(executor);
    expect(direct.calls[0]?.headers).toMatchObject({ authorization: 'Bearer t', 'x-request-id': 'req-1', 'content-type': 'application/json', 'x-forwarded-for': expect.any(String) });
  });

  it('answers a token auth refuses with the same 401, through the executor', async () => {
    answers = { ...answers, auth: () => [200, { data: { me: null }, errors: [{ message: 'Sign in first', path: ['me'], extensions: { code: 'UNAUTHENTICATED' } }] }] };
    const { executor, direct, fellBack } = await bothPaths();
    expect(fellBack).toBe(1);
    expect(direct.status).toBe(401);
    expect(JSON.parse(direct.text)).toEqual({ message: 'Sign in first' });
    expect({ ...direct, calls: direct.calls.slice(1) }).toEqual(executor);
  });

  it('with billing down still signs the user in with the plan unknown, through the executor', async () => {
    answers = { ...answers, billing: () => [502, 'bad gateway', 'text/plain'] };
    const { executor, direct, fellBack } = await bothPaths();
    expect(fellBack).toBe(1);
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.text)).toMatchObject({ id: 'u1', planType: null, usageCount: null, planUnavailable: true });
    expect({ ...direct, calls: direct.calls.slice(2) }).toEqual(executor);
  });

  it.each<[string, Partial<Record<'auth' | 'billing', Answer>>]>([
    ['billing answers an error', { billing: () => [200, { data: { _entities: [null] }, errors: [{ message: 'Account store down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }] }],
    ['billing answers a value of the wrong type', { billing: () => [200, { data: { _entities: [{ ...trial, usageCount: '1' }] } }] }],
    ['billing answers no entity', { billing: () => [200, { data: { _entities: [] } }] }],
    ['billing answers something that is not JSON', { billing: () => [200, 'not json', 'text/html'] }],
    ['auth answers a user of another type', { auth: () => [200, { data: { me: { ...user, __typename: 'Admin' } } }] }],
    ['auth answers without a required field', { auth: () => [200, { data: { me: { ...user, email: null } } }] }],
  ])('when %s answers exactly as the executor does, through it', async (_name, change) => {
    answers = { ...answers, ...change };
    const { executor, direct, fellBack } = await bothPaths();
    expect(fellBack).toBe(1);
    expect(direct.status).toBe(executor.status);
    expect(direct.text).toBe(executor.text);
    expect(direct.retryAfter).toBe(executor.retryAfter);
  });
});
