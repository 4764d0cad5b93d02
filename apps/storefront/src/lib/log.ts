import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * A problem the storefront's server logs, as one JSON line like the API's (pino's level numbers),
 * with the id of the request it happened in (server.mjs gives each one), so a page's lines and its
 * API calls' lines are found together; with traces on (tracing.mjs), the trace and span too.
 */
export function logProblem(level: 'warn' | 'error', message: string, error?: unknown, requestId?: string | null) {
  const span = trace.getActiveSpan()?.spanContext();
  const line = JSON.stringify({
    level: level === 'error' ? 50 : 40,
    time: Date.now(),
    ...(requestId && { reqId: requestId }),
    ...(span && isSpanContextValid(span) && { trace_id: span.traceId, span_id: span.spanId }),
    msg: message,
    ...(error !== undefined && {
      err: error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : String(error),
    }),
  });
  if (level === 'error') console.error(line);
  else console.warn(line);
}
