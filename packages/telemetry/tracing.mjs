// Traces of the shop's processes (OpenTelemetry): a tracer provider that sends OTLP over HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT, and the instrumentations a process names. Only the processes'
// preloads load this (apps/api/src/telemetry.ts, apps/storefront/tracing.mjs), and only when that
// variable is set (docs/operations.md#traces). Plain JavaScript: the storefront's preload runs as is.
import { register } from 'node:module';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

const protocols = ['http/protobuf', 'http/json'];

/**
 * @param {object} options
 * @param {string} options.serviceName the default of OTEL_SERVICE_NAME
 * @param {() => import('@opentelemetry/instrumentation').Instrumentation[]} options.instrumentations
 * @param {string} options.hook import-in-the-middle's hook as the preload resolves it
 *   (`@opentelemetry/instrumentation/hook.mjs`): the copy its instrumentations were installed
 *   with, whose registry of hooked modules they read
 */
export function startTracing({ serviceName, instrumentations, hook }) {
  if (process.env.OTEL_SDK_DISABLED === 'true') return;
  const protocol =
    process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  // gRPC would bring its own stack of packages for what every collector also takes on port 4318.
  if (!protocols.includes(protocol))
    throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: "${protocol}" is not offered; http/protobuf or http/json`);
  // The processes are ES modules: the instrumentations patch their imports through this hook.
  register(hook);
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the default name.
    resource: resourceFromAttributes({ 'service.name': serviceName }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    // The exporter and the batches read the SDK's other variables (headers, OTEL_BSP_*), the
    // provider its sampler (OTEL_TRACES_SAMPLER).
    spanProcessors: [new BatchSpanProcessor(protocol === 'http/json' ? new JsonExporter() : new ProtobufExporter())],
  });
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: instrumentations() });
}
