import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@realty/service-kit';
import { createGateway, createGraphQLServer, queryLimitRules } from '../graphql-server.ts';
import { gatewayEnvSchema } from '../env.ts';
import { executePartial } from './execute.ts';
import { fixedOperation } from './fixed-operation.ts';
import { ME } from './operations.ts';

/** What the stand-in auth and billing subgraphs answer (each test sets it). */
let answers: { auth: (body: { query: string }) => [number, unknown]; billing: (body: { query: string }) => [number, unknown] };
const user = { __typename: 'User', id: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'user' };
const plan = { __typename: 'User', planType: 'trial', subscriptionStatus: 'trial', trialEndDate: '2030-01-01T00:00:00.000Z', usageCount: 1, quota: 3, remaining: 2 };
const working = {
  auth: (): [number, unknown] => [200, { data: { me: user } }],
  billing: (): [number, unknown] => [200, { data: { _entities: [plan] } }],
};

function subgraph(name: 'auth' | 'billing'): http.Server {
  return http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const [status, body] = answers[name](JSON.parse(raw) as { query: string });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
}

const servers = { auth: subgraph('auth'), billing: subgraph('billing') };
const urlOf = (server: http.Server) => {
  const addr = server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/graphql`;
};
let compare: () => Promise<{ fixed: unknown; pipeline: unknown }>;
let stop: () => Promise<void>;

beforeAll(async () => {
  for (const s of Object.values(servers)) await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const unreachable = 'http://127.0.0.1:9/graphql';
  const env = gatewayEnvSchema.parse({
    AUTH_URL: urlOf(servers.auth), BILLING_URL: urlOf(servers.billing), ANALYSIS_URL: unreachable, INVOICE_URL: unreachable, RENTAL_URL: unreachable, ADMIN_URL: unreachable,
  });
  const log = createLogger('gateway-test', 'error');
  const gateway = createGateway(env);
  const server = createGraphQLServer(env, log, [], gateway);
  await server.start();
  const runMe = fixedOperation(gateway, log, ME, queryLimitRules(env));
  const context = { authorization: 'Bearer t', clientIp: '127.0.0.1' };
  compare = async () => ({ fixed: await runMe(context), pipeline: await executePartial(server, context, ME) });
  stop = () => server.stop();
});

afterAll(async () => {
  await stop?.();
  for (const s of Object.values(servers)) s.close();
});

describe('a fixed operation run through the gateway executor', () => {
  it('answers the same data as the operation through Apollo Server', async () => {
    answers = working;
    const { fixed, pipeline } = await compare();
    const { __typename: _user, ...userFields } = user;
    const { __typename: _plan, ...planFields } = plan;
    expect(fixed).toEqual({ data: { me: { ...userFields, ...planFields } }, errors: [] });
    expect(fixed).toEqual(pipeline);
  });

  it('answers the same errors: billing down, a coded subgraph error, and an uncoded one masked', async () => {
    answers = { ...working, billing: () => [502, { message: 'bad gateway' }] };
    const down = await compare();
    expect(down.fixed).toMatchObject({ data: { me: { id: 'u1', planType: null } }, errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    expect(down.fixed).toEqual(down.pipeline);

    answers = { ...working, auth: () => [200, { data: { me: null }, errors: [{ message: 'Sign in first', path: ['me'], extensions: { code: 'UNAUTHENTICATED' } }] }] };
    const refused = await compare();
    expect(refused.fixed).toMatchObject({ data: { me: null }, errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(refused.fixed).toEqual(refused.pipeline);

    answers = { ...working, auth: () => [200, { data: { me: null }, errors: [{ message: 'secret internals', path: ['me'] }] }] };
    const masked = await compare();
    expect(masked.fixed).toMatchObject({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(masked.fixed).toEqual(masked.pipeline);
  });
});
