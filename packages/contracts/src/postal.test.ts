import { describe, expect, it } from 'vitest';
import { postalAddressSchema } from './cart';
import { postalFields, postalOf, sameAddress } from './postal';

describe('postal fields', () => {
  it('are exactly the postal address schema’s fields', () => {
    expect(postalFields).toEqual(postalAddressSchema.keyof().options);
  });

  it('compare two addresses by their postal fields only', () => {
    const place = Object.fromEntries(postalFields.map((field) => [field, field === 'country' ? 'DE' : field]));
    const saved = { ...place, id: 7, isShipping: true } as unknown as Parameters<typeof postalOf>[0];
    expect(postalOf(saved)).toEqual(place);
    expect(sameAddress(saved, postalOf(saved))).toBe(true);
    expect(sameAddress(saved, { ...postalOf(saved), city: 'Köln' })).toBe(false);
    expect(sameAddress(saved, null)).toBe(false);
  });
});
