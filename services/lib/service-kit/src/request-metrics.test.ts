import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { httpMetricsMiddleware, metricsHandler, metricsRegistry, setMetricsService, trackOutbox } from './metrics.ts';
import { requestIdFrom, requestIdMiddleware } from './request-context.ts';

let base = '';
let close = () => undefined as unknown;
const log = createLogger('kit-test', 'info');

beforeAll(async () => {
  setMetricsService('kit-test');
  const app = express();
  app.use(requestIdMiddleware());
  app.use(httpMetricsMiddleware());
  app.get('/metrics', metricsHandler);
  app.get('/things/:id', async (req, res) => {
    // The id must survive awaits: it lives in AsyncLocalStorage, not in arguments.
    await new Promise((r) => setTimeout(r, 5));
    log.info('thing read', { id: req.params.id });
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('request ids', () => {
  it('keeps a sane id from the caller and replaces anything else', () => {
    expect(requestIdFrom('abc-123.x:y_z')).toBe('abc-123.x:y_z');
    expect(requestIdFrom('bad id\n{"level":"error"}')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the id and writes it into every log line of the request', async () => {
    const lines: string[] = [];
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    try {
      const given = await fetch(`${base}/things/1`, { headers: { 'x-request-id': 'from-client-1' } });
      expect(given.headers.get('x-request-id')).toBe('from-client-1');
      const fresh = await fetch(`${base}/things/2`);
      const freshId = fresh.headers.get('x-request-id');
      expect(freshId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines
        .map((l) => JSON.parse(l) as { msg: string; id: string; requestId?: string })
        .filter((l) => l.msg === 'thing read');
      expect(logged.map((l) => [l.id, l.requestId])).toEqual([
        ['1', 'from-client-1'],
        ['2', freshId],
      ]);
      // Outside a request there is no id.
      log.info('idle');
      expect(JSON.parse(lines.at(-1)!)).not.toHaveProperty('requestId');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status, times them, and reports outbox depth', async () => {
    trackOutbox(
      { collectionName: 'widgets', countDocuments: async () => 3 } as unknown as Collection<Document>,
      '_outbox',
    );
    await fetch(`${base}/things/7`);
    await fetch(`${base}/things/8`);
    const text = await (await fetch(`${base}/metrics`)).text();
    const count =
      /http_requests_total\{method="GET",route="\/things\/:id",status="200",service="kit-test"\} (\d+)/.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    const bucket = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith('http_request_duration_seconds_bucket{') &&
          l.includes('route="/things/:id"') &&
          l.includes('le="10"'),
      );
    expect(Number(bucket?.split(' ').at(-1))).toBeGreaterThanOrEqual(2);
    expect(text).toContain('outbox_pending_events{collection="widgets",service="kit-test"} 3');
    expect(text).toContain('process_cpu_seconds_total');
    expect(await metricsRegistry.getSingleMetricAsString('nats_consumer_pending_messages')).toContain(
      '# TYPE nats_consumer_pending_messages gauge',
    );
  });
});
