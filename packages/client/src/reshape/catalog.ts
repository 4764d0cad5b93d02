import type { CustomAttribute, ProductDetail } from '@shop/contracts';
import type { Renamed } from './renamed';

export type ShopperCustomAttribute = Renamed<CustomAttribute, { attribute_code: 'attributeCode' }>;

type VariantAxis = ProductDetail['attributes'][number];
type ShopperVariantAxis = Renamed<Omit<VariantAxis, 'options'>, { attribute_code: 'attributeCode' }> & {
  options: Renamed<VariantAxis['options'][number], { value_index: 'valueIndex' }>[];
};

/** A product's page as the storefront reads it. */
export type ShopperProduct = Renamed<
  Omit<ProductDetail, 'custom_attributes' | 'attributes'>,
  { galery: 'gallery'; variantItemnus: 'variantItemnums' }
> & { customAttributes: ShopperCustomAttribute[]; attributes: ShopperVariantAxis[] };

export const reshapeCustomAttribute = ({ attribute_code, ...rest }: CustomAttribute): ShopperCustomAttribute => ({
  ...rest,
  attributeCode: attribute_code,
});

const reshapeVariantAxis = ({ attribute_code, options, ...rest }: VariantAxis): ShopperVariantAxis => ({
  ...rest,
  attributeCode: attribute_code,
  options: options.map(({ value_index, ...option }) => ({ ...option, valueIndex: value_index })),
});

export const reshapeProduct = ({
  galery,
  custom_attributes,
  attributes,
  variantItemnus,
  ...rest
}: ProductDetail): ShopperProduct => ({
  ...rest,
  gallery: galery,
  customAttributes: custom_attributes.map(reshapeCustomAttribute),
  attributes: attributes.map(reshapeVariantAxis),
  variantItemnums: variantItemnus,
});
