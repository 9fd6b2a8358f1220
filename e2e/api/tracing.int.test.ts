import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSystem } from '@realty/system-launcher';
import {
  SPAN_KIND,
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from '@realty/service-kit/testing/otlp-receiver';
import { api, startTestSystem, uniqueEmail } from './helpers.ts';

// One trace of POST /api/analyze-property across the processes the launcher starts (its bundles when built), each
// exporting its spans over OTLP to a receiver this test runs: the gateway, the analysis subgraph, billing's
// authorization over NATS, the store calls and the outbox relay's publish, all one tree.

let receiver: OtlpReceiver;
let system: RunningSystem & { dbSuffix: string };
let call: ReturnType<typeof api>;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  system = await startTestSystem({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
  call = api(system.url);
}, 180_000);
afterAll(async () => {
  await system?.stop();
  await receiver?.close();
});

/** The spans of a trace as a tree: each span's parent and the path of names from the root down to it. */
function treeOf(spans: ReceivedSpan[]) {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const parentOf = (s: ReceivedSpan) => byId.get(s.parentSpanId);
  const isUnder = (s: ReceivedSpan, ancestor: ReceivedSpan): boolean => {
    for (let p = parentOf(s); p; p = parentOf(p)) if (p.spanId === ancestor.spanId) return true;
    return false;
  };
  const one = (what: string, pick: (s: ReceivedSpan) => boolean) => {
    const found = spans.filter(pick);
    expect(found.length, `${what} in ${describeTree(spans)}`).toBeGreaterThan(0);
    return found[0]!;
  };
  return { parentOf, isUnder, one };
}

function describeTree(spans: ReceivedSpan[]): string {
  const children = new Map<string, ReceivedSpan[]>();
  for (const s of spans) children.set(s.parentSpanId, [...(children.get(s.parentSpanId) ?? []), s]);
  const ids = new Set(spans.map((s) => s.spanId));
  const lines: string[] = [];
  const walk = (s: ReceivedSpan, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${s.service}: ${s.name} (kind ${s.kind})`);
    for (const c of children.get(s.spanId) ?? []) walk(c, depth + 1);
  };
  for (const root of spans.filter((s) => !ids.has(s.parentSpanId))) walk(root, 0);
  return `\n${lines.join('\n')}`;
}

describe('tracing with OpenTelemetry', () => {
  it('shows POST /api/analyze-property as one tree from the gateway to the outbox publish', async () => {
    const reg = await call('POST', '/api/auth/register', {
      json: { firstName: 'Tracy', lastName: 'Tester', email: uniqueEmail('tracy'), password: 'secret123' },
    });
    expect(reg.status).toBe(201);

    // The request comes with a trace context of its own (as a traced browser or proxy sends one): the gateway
    // continues it, so the whole request is found by its trace id.
    const traceId = randomBytes(16).toString('hex');
    const clientSpanId = randomBytes(8).toString('hex');
    const res = await fetch(`${system.url}/api/analyze-property`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${reg.body.token as string}`,
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${clientSpanId}-01`,
      },
      body: JSON.stringify({ address: '12 Trace St', zipCode: '78704' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const published = (s: ReceivedSpan) => s.kind === SPAN_KIND.producer && s.name.startsWith('publish events.');
    // Each process exports on its own schedule, and a parent ends (and is exported) after its children: wait until the
    // gateway's span is in, every span's parent too, and the last parts of the request (the round, the publish).
    const spans = await receiver.trace(traceId, (found) => {
      const ids = new Set([clientSpanId, ...found.map((s) => s.spanId)]);
      return (
        found.some((s) => s.service === 'gateway' && s.parentSpanId === clientSpanId) &&
        found.every((s) => ids.has(s.parentSpanId)) &&
        found.some(published) &&
        found.some((s) => s.name === 'authorization round')
      );
    });
    const { parentOf, isUnder, one } = treeOf(spans);

    // The gateway's HTTP span continues the caller's trace; its call to the analysis subgraph is under it.
    const gatewayHttp = one('the gateway HTTP span', (s) => s.service === 'gateway' && s.kind === SPAN_KIND.server);
    expect(gatewayHttp.parentSpanId).toBe(clientSpanId);
    // Express's instrumentation names the route and times the gateway's middleware.
    expect(gatewayHttp.name).toBe('POST /api/analyze-property');
    expect(
      spans.some((s) => s.service === 'gateway' && s.name.startsWith('middleware - ') && isUnder(s, gatewayHttp)),
    ).toBe(true);
    const analysisHttp = one(
      'the analysis subgraph HTTP span',
      (s) => s.service === 'analysis' && s.kind === SPAN_KIND.server,
    );
    const subgraphCall = parentOf(analysisHttp)!;
    expect(subgraphCall).toMatchObject({ service: 'gateway', kind: SPAN_KIND.client });
    expect(isUnder(subgraphCall, gatewayHttp)).toBe(true);

    // The analysis, under the subgraph's HTTP span (and its GraphQL spans).
    const analysis = one('the analysis span', (s) => s.service === 'analysis' && s.name === 'analyze property');
    expect(isUnder(analysis, analysisHttp)).toBe(true);
    expect(spans.some((s) => s.service === 'analysis' && s.name.startsWith('graphql.') && isUnder(analysis, s))).toBe(
      true,
    );

    // Billing's authorization over NATS: the request's client span, billing's span continuing it, the round.
    const ask = one('the authorization request', (s) => s.name === 'send billing.usage.authorize');
    expect(ask).toMatchObject({ service: 'analysis', kind: SPAN_KIND.client });
    expect(isUnder(ask, analysis)).toBe(true);
    const answer = one(
      'billing answering it',
      (s) => s.service === 'billing' && s.name === 'process billing.usage.authorize',
    );
    expect(answer.parentSpanId).toBe(ask.spanId);
    const round = one('the authorization round', (s) => s.name === 'authorization round');
    expect(round.service).toBe('billing');
    expect(isUnder(round, answer)).toBe(true);
    const storeCall = (s: ReceivedSpan, name: string) => s.kind === SPAN_KIND.client && s.name === name;
    expect(spans.some((s) => storeCall(s, 'insert usage_ledger') && s.service === 'billing' && isUnder(s, round))).toBe(
      true,
    );

    // The analysis's own store call and the outbox relay's publish of analysis.completed.
    const stored = one('the stored analysis', (s) => s.name === 'analyze store');
    expect(isUnder(stored, analysis)).toBe(true);
    expect(spans.some((s) => storeCall(s, 'insert property_analyses') && s.parentSpanId === stored.spanId)).toBe(true);
    const publish = one('the outbox publish', (s) => s.service === 'analysis' && published(s));
    expect(publish.name).toBe('publish events.analysis.completed');
    expect(isUnder(publish, analysis)).toBe(true);

    // Every span hangs from the gateway's: one tree, nothing of this request in another trace.
    for (const s of spans) if (s !== gatewayHttp) expect(isUnder(s, gatewayHttp), `${s.service}: ${s.name}`).toBe(true);
  });
});
