import type { Stock } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { availability, availabilityMessage } from './availability';

const stock = (effectivestock: number, externalstock: number, markedInStock = false): Stock => ({
  qty: effectivestock,
  effectivestock,
  externalstock,
  markedInStock,
});

describe('availability', () => {
  it.each([
    ['loading wins over any stock', stock(10, 0), 1, true, 'loading'],
    ['no stock data', null, 1, false, 'not-available'],
    ['marked in stock, even without numbers', stock(0, 0, true), 500, false, 'available'],
    ['zero effective and external stock', stock(0, 0), 1, false, 'not-available'],
    ['quantity within effective stock', stock(5, 10), 5, false, 'available'],
    ['quantity just above effective stock', stock(5, 10), 6, false, 'limited'],
    ['quantity up to effective plus external', stock(5, 10), 15, false, 'limited'],
    ['only external stock', stock(0, 3), 1, false, 'limited'],
    ['quantity beyond all stock', stock(5, 10), 16, false, 'limit-overflow'],
    ['negative numbers count as none', stock(-2, 0), 1, false, 'not-available'],
  ] as const)('%s', (_, given, quantity, loading, expected) => {
    expect(availability(given, quantity, loading)).toBe(expected);
  });

  it('maps limited and overflow to the same 4-5 days message', () => {
    expect(availabilityMessage.limited).toBe(availabilityMessage['limit-overflow']);
  });
});
