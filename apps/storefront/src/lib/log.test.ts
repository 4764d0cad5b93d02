import { afterEach, describe, expect, it, vi } from 'vitest';
import { logProblem } from './log';

describe('logProblem', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with the level, the request's id, the message and the error", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logProblem('error', 'search failed', new TypeError('fetch failed'), 'c0ffee00-0000-4000-8000-000000000000');
    const line = JSON.parse(error.mock.calls[0]![0] as string);
    expect(line).toMatchObject({
      level: 50,
      reqId: 'c0ffee00-0000-4000-8000-000000000000',
      msg: 'search failed',
      err: { type: 'TypeError', message: 'fetch failed' },
    });
    expect(typeof line.time).toBe('number');
  });

  it('leaves the id out where no request is asking (a shared load)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logProblem('warn', 'shared page render failed', 'timeout');
    expect(JSON.parse(warn.mock.calls[0]![0] as string)).toEqual({
      level: 40,
      time: expect.any(Number),
      msg: 'shared page render failed',
      err: 'timeout',
    });
  });
});
