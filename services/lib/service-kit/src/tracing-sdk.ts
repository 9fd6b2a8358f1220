import type { IncomingMessage } from 'node:http';
import { context, propagation, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SamplingDecision,
  SimpleSpanProcessor,
  type Sampler,
  type ReadableSpan,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** How long a finished span lasted, in milliseconds. */
export function spanMs(span: ReadableSpan): number {
  return span.duration[0] * 1000 + span.duration[1] / 1e6;
}

/** The id of a finished span's parent, if it has one in this process or came with a propagated context. */
export function parentIdOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}

/** Probes and scrapes: asked every few seconds, never part of a user's request. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export interface TracingOptions {
  serviceName: string;
  exporter: SpanExporter;
  /** Spans are exported in batches (the default) or one by one as they end (tests that read them at once). */
  batch?: boolean;
  /**
   * Whether to patch the HTTP, Express, GraphQL, MongoDB and undici modules. They are patched as they load, so
   * this must run before they are imported (tracing-preload.ts); a test that only reads its own spans can leave it.
   */
  instrument?: boolean;
  /**
   * Records only the spans whose name passes, whatever their parent (a bench that reads a few stages leaves the rest
   * unrecorded, so it measures little of tracing's own cost). By default every span is recorded.
   */
  only?: (spanName: string) => boolean;
}

function onlyNamed(only: (spanName: string) => boolean): Sampler {
  return {
    shouldSample: (_context, _traceId, spanName) => ({
      decision: only(spanName) ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
    }),
    toString: () => 'only the spans named',
  };
}

export interface RunningTracing {
  /** Exports what is pending. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** The instrumentations every process gets, as configured for this system. */
function instrumentations() {
  return [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0]!),
    }),
    new ExpressInstrumentation(),
    // Resolver spans for the fields that have a resolver of their own; a default resolver reading a property
    // would be one span per field of an analysis (some 600).
    new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
    new MongoDBInstrumentation(),
    new UndiciInstrumentation(),
  ];
}

/**
 * Registers the SDK as the API's tracer provider (W3C trace context propagation, AsyncLocalStorage context) with one
 * exporter, and the instrumentations unless told not to.
 */
export function startTracing(options: TracingOptions): RunningTracing {
  const processor: SpanProcessor =
    options.batch === false ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(options.exporter);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
    ...(options.only ? { sampler: onlyNamed(options.only) } : {}),
  });
  provider.register();
  const unpatch =
    options.instrument === false
      ? () => undefined
      : registerInstrumentations({ tracerProvider: provider, instrumentations: instrumentations() });
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      unpatch();
      await provider.shutdown();
      // The API forgets the provider, so a later start in the same process (a bench's second run) registers anew.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
