// The storefront's traces (OpenTelemetry), preloaded before server.mjs and Next, and only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set: `node --import ./tracing.mjs server.mjs` (tools/start.mjs does
// so; docs/operations.md#traces). Without it, no part of the SDK is loaded.
//
// A page request's server span; Next's own spans of its render (Next finds the provider
// registered); and its calls to the API through fetch, which carry the trace on in `traceparent`.
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { startTracing } from '@shop/telemetry';

// A load balancer's checks and Prometheus' scrapes would be a trace every few seconds.
const probe = /^\/_(healthz|metrics)(\?|$)/;

startTracing({
  serviceName: 'shop-storefront',
  hook: import.meta.resolve('@opentelemetry/instrumentation/hook.mjs'),
  instrumentations: () => [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => probe.test(request.url ?? '') }),
    // Node's fetch is undici's: its requests are seen through undici's diagnostics channels.
    new UndiciInstrumentation(),
  ],
});
