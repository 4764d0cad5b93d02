import type { Instrumentation } from '@opentelemetry/instrumentation';

/** Starts tracing this process with these instrumentations (tracing.mjs). */
export function startTracing(options: {
  serviceName: string;
  instrumentations: () => Instrumentation[];
  hook: string;
}): void;
