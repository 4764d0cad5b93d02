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

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY };

/**
 * Lines written before the app's logger exists, or beside it (the payment setup, the mailer's
 * outbox): at `level`, shown only from LOG_LEVEL up, as a JSON line or, with LOG_FORMAT=pretty, in words.
 */
export function lineLogger(
  config: Pick<ApiConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  level: 'info' | 'warn',
  write: (line: string) => void = console.log,
) {
  return (message: string, details: object = {}) => {
    if (levels[level] < levels[config.LOG_LEVEL]) return;
    if (config.LOG_FORMAT === 'json') write(JSON.stringify({ level: levels[level], msg: message, ...details }));
    else {
      const said = Object.entries(details).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
      write(`${level.toUpperCase()}: ${message}${said.length > 0 ? ` (${said.join(', ')})` : ''}`);
    }
  };
}
