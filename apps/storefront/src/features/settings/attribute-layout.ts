import type { ShopperCustomAttribute } from '@shop/client';
import type { AttributesSettingConfig } from '@shop/contracts';

export interface AttributeLayout {
  /** The product header's attributes, in order. */
  header: ShopperCustomAttribute[];
  /** The Product Properties panel's attributes, in order. */
  properties: ShopperCustomAttribute[];
}

/** The attributes a cart line's Product Properties panel lists: the page's header and panel ones, in order. */
export function shownAttributes(attributes: ShopperCustomAttribute[], setting: AttributesSettingConfig) {
  const layout = attributeLayout(attributes, setting);
  return [...layout.header, ...layout.properties];
}

/**
 * Where the product page shows each attribute and in which order. The setting `attributes` wins
 * (the spec): an attribute it hides is not shown, one it puts into the header goes there, and its
 * `order` comes first; for an attribute the setting does not name, the catalogue's own location
 * ('header', 'properties' or 'none') and position decide.
 */
export function attributeLayout(
  attributes: ShopperCustomAttribute[],
  setting: AttributesSettingConfig,
): AttributeLayout {
  const hidden = new Set(setting.hidden);
  const header = new Set(setting.header);
  const rank = new Map(setting.order.map((code, i) => [code, i]));
  const location = (a: ShopperCustomAttribute) =>
    hidden.has(a.attributeCode) ? 'none' : header.has(a.attributeCode) ? 'header' : a.location;
  const ordered = [...attributes].sort(
    (a, b) =>
      (rank.get(a.attributeCode) ?? rank.size) - (rank.get(b.attributeCode) ?? rank.size) || a.position - b.position,
  );
  return {
    header: ordered.filter((a) => location(a) === 'header'),
    properties: ordered.filter((a) => location(a) === 'properties'),
  };
}
