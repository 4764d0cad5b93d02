import { describe, expect, it } from 'vitest';

describe('instrumentation-client', () => {
  it('turns off zod’s eval probe, also for a zod that was loaded before it', async () => {
    const { config } = await import('zod');
    expect(config().jitless).not.toBe(true);
    await import('./instrumentation-client');
    expect(config().jitless).toBe(true);
  });
});
