/**
 * The API's traces (OpenTelemetry), preloaded before the API's own modules, and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: `node --import ./dist/telemetry.js dist/main.js` (tools/start.mjs
 * does so; docs/operations.md#traces). Without it, no part of the SDK is loaded.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { startTracing } from '@shop/telemetry';

// A load balancer's checks and Prometheus' scrapes would be a trace every few seconds.
const probe = /^\/(healthz|readyz|metrics)(\?|$)/;

startTracing({
  serviceName: 'shop-api',
  hook: import.meta.resolve('@opentelemetry/instrumentation/hook.mjs'),
  instrumentations: () => [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => probe.test(request.url ?? '') }),
    // Fastify's own (the maintained successor of instrumentation-fastify), on every instance as it is
    // created: names the server span by its route and adds the request's and the handler's spans. A
    // span for each hook would triple a trace; a hook's queries show under the request's.
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      instrumentHooks: false,
      ignorePaths: ({ url }) => probe.test(url),
    }),
    // Queries outside a request (housekeeping, the catalogue index) would each be a trace of their own.
    new PgInstrumentation({ requireParentSpan: true }),
  ],
});
