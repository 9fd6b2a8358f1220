import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSpan, inSpanSync, traceContextOf, traceHeaders } from './tracing.ts';
import { InMemorySpanExporter, parentIdOf, startTracing } from './tracing-sdk.ts';

describe('tracing without an SDK', () => {
  it('adds no headers to a NATS message and still runs the work', async () => {
    expect(await inSpan('alone', async () => traceHeaders())).toBeUndefined();
  });
});

describe('tracing with an SDK', () => {
  const spans = new InMemorySpanExporter();
  let tracing: ReturnType<typeof startTracing>;
  beforeAll(() => {
    tracing = startTracing({ serviceName: 'test', exporter: spans, batch: false, instrument: false });
  });
  afterAll(() => tracing.shutdown());

  it('nests spans opened inside a span, and marks a failed one', async () => {
    spans.reset();
    await inSpan('outer', async () => {
      inSpanSync('inner sync', () => 1);
      await inSpan('inner failing', () => Promise.reject(new Error('refused'))).catch(() => undefined);
    });
    const byName = new Map(spans.getFinishedSpans().map((s) => [s.name, s]));
    const outer = byName.get('outer')!;
    expect(parentIdOf(byName.get('inner sync')!)).toBe(outer.spanContext().spanId);
    expect(parentIdOf(byName.get('inner failing')!)).toBe(outer.spanContext().spanId);
    expect(byName.get('inner failing')!.status).toMatchObject({ code: 2, message: 'refused' });
  });

  it('carries the trace context in NATS headers to the receiving side', async () => {
    spans.reset();
    const headers = await inSpan('sender', async () => traceHeaders());
    expect(headers?.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await inSpan('receiver', async () => undefined, {}, traceContextOf({ headers }));
    const [sender, receiver] = spans.getFinishedSpans();
    expect(receiver!.spanContext().traceId).toBe(sender!.spanContext().traceId);
    expect(parentIdOf(receiver!)).toBe(sender!.spanContext().spanId);
  });

  it('records again once the SDK is stopped and started again (a bench run after another)', async () => {
    await tracing.shutdown();
    const again = new InMemorySpanExporter();
    tracing = startTracing({ serviceName: 'test', exporter: again, batch: false, instrument: false });
    await inSpan('second run', async () => undefined);
    expect(again.getFinishedSpans().map((s) => s.name)).toEqual(['second run']);
  });

  it('records only the spans named, when told to', async () => {
    await tracing.shutdown();
    const some = new InMemorySpanExporter();
    tracing = startTracing({
      serviceName: 'test',
      exporter: some,
      batch: false,
      instrument: false,
      only: (n) => n === 'kept',
    });
    await inSpan('dropped', () => inSpan('kept', async () => undefined));
    expect(some.getFinishedSpans().map((s) => s.name)).toEqual(['kept']);
  });
});
