import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';

/** The trace and span a line is written in, when traces are on (docs/operations.md#traces). */
function traceIds() {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/** pino options: JSON lines in production, pino-pretty when LOG_FORMAT=pretty. */
export function loggerOptions(config: ApiConfig): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    mixin: traceIds,
    ...(config.LOG_FORMAT === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
