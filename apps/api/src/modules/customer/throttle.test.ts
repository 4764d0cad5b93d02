import { describe, expect, it } from 'vitest';
import { memoryThrottleStore } from './throttle';

describe('login throttle', () => {
  it('lets the free attempts through, then makes each failure wait longer', async () => {
    let now = 0;
    const store = memoryThrottleStore(() => now);
    for (let i = 0; i < 4; i++) await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(0);
    await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(1);
    now += 1000;
    expect(await store.blockedFor('k')).toBe(0);
    await store.failure('k', 5);
    expect(await store.blockedFor('k')).toBe(2);
    await store.success('k');
    expect(await store.blockedFor('k')).toBe(0);
  });

  it('forgets failures after the window', async () => {
    let now = 0;
    const store = memoryThrottleStore(() => now);
    for (let i = 0; i < 5; i++) await store.failure('k', 5);
    now += 16 * 60 * 1000;
    expect(await store.blockedFor('k')).toBe(0);
  });
});
