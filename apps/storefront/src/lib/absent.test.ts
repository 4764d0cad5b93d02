import { ShopApiError } from '@shop/client';
import { describe, expect, it } from 'vitest';
import { orAbsent } from './absent';

describe('orAbsent', () => {
  it('answers what the API answered', async () => {
    await expect(orAbsent(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it('makes a 404 undefined', async () => {
    await expect(
      orAbsent(Promise.reject(new ShopApiError(404, 'NOT_FOUND', 'Product 9 does not exist'))),
    ).resolves.toBe(undefined);
  });

  it('makes the other statuses it is given undefined too', async () => {
    const malformed = new ShopApiError(400, 'VALIDATION_ERROR', 'Invalid id');
    await expect(orAbsent(Promise.reject(malformed), [400, 404])).resolves.toBe(undefined);
    const forbidden = new ShopApiError(403, 'FORBIDDEN', 'Not yours');
    await expect(orAbsent(Promise.reject(forbidden), [400, 404])).rejects.toBe(forbidden);
  });

  it('throws every other failure on', async () => {
    const refused = new ShopApiError(400, 'VALIDATION_ERROR', 'Invalid id');
    await expect(orAbsent(Promise.reject(refused))).rejects.toBe(refused);
    const down = new Error('fetch failed');
    await expect(orAbsent(Promise.reject(down))).rejects.toBe(down);
  });
});
