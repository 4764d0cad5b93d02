import type { ShopperCustomAttribute } from '@shop/client';
import { describe, expect, it } from 'vitest';
import { attributeLayout, shownAttributes } from './attribute-layout';

const attribute = (attributeCode: string, location: string, position: number): ShopperCustomAttribute => ({
  attributeCode,
  label: attributeCode,
  value: `${attributeCode} value`,
  image: null,
  html: null,
  position,
  location,
});

const catalogue = [
  attribute('material', 'properties', 3),
  attribute('brand', 'header', 1),
  attribute('size', 'properties', 2),
  attribute('colour', 'properties', 4),
  attribute('ean', 'none', 5),
];
const codes = (list: ShopperCustomAttribute[]) => list.map((a) => a.attributeCode);

describe('attributeLayout', () => {
  it('places and orders attributes as the catalogue says when the setting names none', () => {
    const layout = attributeLayout(catalogue, { order: [], header: [], hidden: [] });
    expect(codes(layout.header)).toEqual(['brand']);
    expect(codes(layout.properties)).toEqual(['size', 'material', 'colour']);
  });

  it('lets the setting win: its order first, its header attributes in the header, its hidden ones nowhere', () => {
    const layout = attributeLayout(catalogue, { order: ['colour', 'material'], header: ['size'], hidden: ['brand'] });
    expect(codes(layout.header)).toEqual(['size']);
    expect(codes(layout.properties)).toEqual(['colour', 'material']);
  });

  it('shows an attribute the catalogue hides when the setting puts it into the header', () => {
    const layout = attributeLayout(catalogue, { order: [], header: ['ean', 'brand'], hidden: [] });
    expect(codes(layout.header)).toEqual(['brand', 'ean']);
  });

  it('lists in a cart line what the product page shows, in its order, and none the setting hides', () => {
    const setting = { order: ['colour'], header: [], hidden: ['material'] };
    expect(codes(shownAttributes(catalogue, setting))).toEqual(['brand', 'colour', 'size']);
  });
});
