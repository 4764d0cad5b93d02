import { describe, expect, it } from 'vitest';
import { apiLogging } from './start-logging.mjs';

describe('how npm start has the API log', () => {
  it('shows warnings and errors in words when no LOG_LEVEL is given: no line per request', () => {
    expect(apiLogging({})).toEqual({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' });
  });

  it('logs at the LOG_LEVEL given, as JSON lines for a log collector', () => {
    expect(apiLogging({ LOG_LEVEL: 'info' })).toEqual({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  });

  it('keeps the LOG_FORMAT given', () => {
    expect(apiLogging({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' })).toEqual({
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
    });
    expect(apiLogging({ LOG_FORMAT: 'json' })).toEqual({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' });
  });
});
