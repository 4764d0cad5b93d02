import { describe, expect, it } from 'vitest';
import { lineLogger } from './logger';

/** Lines beside the app's logger (payment setup, the mail outbox) follow LOG_LEVEL and LOG_FORMAT. */
describe('lineLogger', () => {
  const written = (config: Parameters<typeof lineLogger>[0], level: 'info' | 'warn') => {
    const lines: string[] = [];
    lineLogger(config, level, (line) => lines.push(line))('mail written to the outbox', { to: 'a@example.com' });
    return lines;
  };

  it('leaves out what is below LOG_LEVEL: npm start shows no line per e-mail', () => {
    expect(written({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' }, 'info')).toEqual([]);
    expect(written({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json' }, 'warn')).toEqual([]);
  });

  it('writes JSON lines for a log collector, or words', () => {
    expect(written({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, 'info')).toEqual([
      '{"level":30,"msg":"mail written to the outbox","to":"a@example.com"}',
    ]);
    expect(written({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' }, 'warn')).toEqual([
      'WARN: mail written to the outbox (to: "a@example.com")',
    ]);
  });
});
