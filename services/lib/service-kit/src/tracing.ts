import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Link,
  type Span,
  type SpanOptions,
  type TextMapGetter,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { headers as natsHeaders, type Msg, type MsgHdrs, type NatsConnection, type RequestOptions } from 'nats';

export type { Context as TraceContext, Span } from '@opentelemetry/api';

/**
 * The spans the services open themselves, through the OpenTelemetry API only. Until an SDK is registered (see
 * tracing-sdk.ts, started by tracing-preload.ts when an exporter is configured) every call here is the API's no-op:
 * no span is recorded, no header is added to a NATS message.
 */
export function tracer(): Tracer {
  // Asked again when the API's provider changed: a tracer taken from a provider that was disabled since (a bench
  // that starts and stops the SDK once per run) would record nothing.
  const provider = trace.getTracerProvider();
  if (current?.provider !== provider) current = { provider, tracer: provider.getTracer('realtylens') };
  return current.tracer;
}
let current: { provider: TracerProvider; tracer: Tracer } | null = null;

/** Exports the spans still pending, when an SDK is registered (before a graceful stop's exit). */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  await provider
    .getDelegate?.()
    .forceFlush?.()
    .catch(() => undefined);
}

/** The trace context active now, to continue later work (a batched round, a relay pass) in its trace. */
export function activeTraceContext(): Context {
  return context.active();
}

/** Links to the spans that these contexts carry (work done for several traces at once is linked to each). */
export function spanLinks(contexts: readonly Context[]): Link[] {
  return contexts.flatMap((ctx) => {
    const linked = trace.getSpanContext(ctx);
    return linked ? [{ context: linked }] : [];
  });
}

/** Marks a span as failed with the error that ended it. */
export function recordFailure(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/**
 * Runs `work` inside a new span (the active one while it runs, so spans opened and calls made in it are its
 * children) and ends the span when `work` settles; a rejection marks it failed. `parent` defaults to the active
 * context.
 */
export function inSpan<T>(
  name: string,
  work: (span: Span) => Promise<T>,
  options: SpanOptions = {},
  parent: Context = context.active(),
): Promise<T> {
  return tracer().startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      recordFailure(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** `inSpan` for synchronous work. */
export function inSpanSync<T>(name: string, work: (span: Span) => T, options: SpanOptions = {}): T {
  return tracer().startActiveSpan(name, options, (span) => {
    try {
      return work(span);
    } catch (err) {
      recordFailure(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

const headerGetter: TextMapGetter<MsgHdrs> = {
  keys: (carrier) => carrier.keys(),
  get: (carrier, key) => (carrier.has(key) ? carrier.get(key) : undefined),
};

/**
 * Writes the trace context of `ctx` (W3C `traceparent`, `tracestate`) into NATS message headers, made when `into`
 * is not given. Undefined when there is nothing to carry (no SDK, or no span), so an untraced message has no headers.
 */
export function traceHeaders(ctx: Context = context.active(), into?: MsgHdrs): MsgHdrs | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  const keys = Object.keys(carrier);
  if (keys.length === 0) return into;
  const h = into ?? natsHeaders();
  for (const key of keys) h.set(key, carrier[key]!);
  return h;
}

/** The trace context a NATS message carries in its headers (the root context when it carries none). */
export function traceContextOf(msg: Pick<Msg, 'headers'>): Context {
  return msg.headers ? propagation.extract(ROOT_CONTEXT, msg.headers, headerGetter) : ROOT_CONTEXT;
}

const natsAttributes = (subject: string, operation: string) => ({
  'messaging.system': 'nats',
  'messaging.destination.name': subject,
  'messaging.operation.type': operation,
});

/** A NATS request whose span (a client span, `send <subject>`) is the parent of the responder's span. */
export function tracedRequest(
  nc: NatsConnection,
  subject: string,
  payload: Uint8Array,
  opts: Omit<RequestOptions, 'headers'>,
): Promise<Msg> {
  return inSpan(`send ${subject}`, () => nc.request(subject, payload, { ...opts, headers: traceHeaders() }), {
    kind: SpanKind.CLIENT,
    attributes: natsAttributes(subject, 'send'),
  });
}

/** Handles a NATS request or message in a span (`process <subject>`) that continues the sender's trace. */
export function processInSpan<T>(
  msg: Pick<Msg, 'subject' | 'headers'>,
  work: (span: Span) => Promise<T>,
  kind = SpanKind.SERVER,
) {
  return inSpan(
    `process ${msg.subject}`,
    work,
    { kind, attributes: natsAttributes(msg.subject, 'process') },
    traceContextOf(msg),
  );
}

/** The span of one JetStream publish (`publish <subject>`), with the trace context to put in its headers. */
export function publishInSpan<T>(
  subject: string,
  work: (headers: MsgHdrs | undefined) => Promise<T>,
  parent?: Context,
) {
  return inSpan(
    `publish ${subject}`,
    () => work(traceHeaders()),
    { kind: SpanKind.PRODUCER, attributes: natsAttributes(subject, 'publish') },
    parent,
  );
}
