import type { FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';

/** pino options: JSON lines in production, pino-pretty when LOG_FORMAT=pretty. */
export function loggerOptions(config: ApiConfig): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(config.LOG_FORMAT === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
