import { describe, expect, it, vi } from 'vitest';
import { readOnce, withRequestScope } from './request-scope';

describe('request scope', () => {
  it('reads once per request, and every time outside one', async () => {
    const reader = {};
    let version = 1;
    const read = vi.fn(async () => version++);
    const request = () => withRequestScope(async () => [await readOnce(reader, read), await readOnce(reader, read)]);
    expect(await request()).toEqual([1, 1]);
    expect(await request()).toEqual([2, 2]);
    expect(await readOnce(reader, read)).toBe(3);
    expect(await readOnce(reader, read)).toBe(4);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('keeps the reads of requests running at the same time apart', async () => {
    const reader = {};
    let next = 0;
    const read = async () => ++next;
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        withRequestScope(async () => {
          const a = await readOnce(reader, read);
          await new Promise((resolve) => setImmediate(resolve));
          return [a, await readOnce(reader, read)];
        }),
      ),
    );
    expect(first![0]).toBe(first![1]);
    expect(second![0]).toBe(second![1]);
    expect(first![0]).not.toBe(second![0]);
  });
});
