/**
 * `node --import <this file>` (the launcher passes it to every process): turns tracing on before the service's
 * modules load, when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) names an OTLP/HTTP
 * receiver. Without one it loads nothing, and the services' spans stay the API's no-ops.
 *
 * The instrumentations patch modules as they are loaded: CommonJS ones through `require` (the MongoDB driver's and
 * graphql's files), ES modules through the loader hook registered here (express, imported by the services). In the
 * launcher's bundles these packages are left out of the bundle (bundles.ts), so they are still loaded, and patched.
 */
import { register } from 'node:module';

const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint && process.env.OTEL_SDK_DISABLED !== 'true') {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['express'] } });
  const [{ startTracing }, { OTLPTraceExporter }] = await Promise.all([
    import('./tracing-sdk.ts'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  // Spans still pending at a graceful stop are sent by the kit's `main` (flushTraces) before the process exits.
  startTracing({ serviceName: process.env.OTEL_SERVICE_NAME || 'realtylens', exporter: new OTLPTraceExporter() });
}
