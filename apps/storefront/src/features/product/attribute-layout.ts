import type { AttributesSettingConfig, CustomAttribute } from '@shop/contracts';

export interface AttributeLayout {
  /** The product header's attributes, in order. */
  header: CustomAttribute[];
  /** The Product Properties panel's attributes, in order. */
  properties: CustomAttribute[];
}

/**
 * Where the product page shows each attribute and in which order. The setting `attributes` wins
 * (the spec): an attribute it hides is not shown, one it puts into the header goes there, and its
 * `order` comes first; for an attribute the setting does not name, the catalogue's own location
 * ('header', 'properties' or 'none') and position decide.
 */
export function attributeLayout(attributes: CustomAttribute[], setting: AttributesSettingConfig): AttributeLayout {
  const hidden = new Set(setting.hidden);
  const header = new Set(setting.header);
  const rank = new Map(setting.order.map((code, i) => [code, i]));
  const location = (a: CustomAttribute) =>
    hidden.has(a.attribute_code) ? 'none' : header.has(a.attribute_code) ? 'header' : a.location;
  const ordered = [...attributes].sort(
    (a, b) =>
      (rank.get(a.attribute_code) ?? rank.size) - (rank.get(b.attribute_code) ?? rank.size) || a.position - b.position,
  );
  return {
    header: ordered.filter((a) => location(a) === 'header'),
    properties: ordered.filter((a) => location(a) === 'properties'),
  };
}
