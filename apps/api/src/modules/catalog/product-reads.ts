import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sellable } from './sellable';
import {
  additionalProducts,
  attributeOptions,
  attributes,
  includedItems,
  productAttributes,
  productImages,
  products,
  productTranslations,
} from './tables';

/** What a product page reads: the product, its texts, images, attributes, variants, included and additional products. */
export function productReads(db: Database) {
  return {
    /** A product shoppers see (active, and its master too), or undefined. */
    async product(id: number) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), sellable('product')));
      return row;
    },

    /** Whether shoppers see a product with a text in one of the locales (in any locale when none are named). */
    async productExists(id: number, locales: string[] = []) {
      const [row] = await db
        .select({ id: productTranslations.productId })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(
          and(
            eq(productTranslations.productId, id),
            sellable('product'),
            locales.length > 0 ? inArray(productTranslations.locale, locales) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async productTexts(id: number) {
      return db.select().from(productTranslations).where(eq(productTranslations.productId, id));
    },

    images(id: number) {
      return db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.position));
    },

    /** Attribute values of products, with the attribute's and option's texts. */
    attributeValues(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          productId: productAttributes.productId,
          code: attributes.code,
          label: attributes.label,
          control: attributes.control,
          unit: attributes.unit,
          location: attributes.location,
          position: attributes.position,
          image: attributes.image,
          html: attributes.html,
          optionValue: attributeOptions.value,
          optionLabel: attributeOptions.label,
          optionPosition: attributeOptions.position,
          text: productAttributes.text,
        })
        .from(productAttributes)
        .innerJoin(attributes, eq(attributes.code, productAttributes.attributeCode))
        .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributes.optionId))
        .where(inArray(productAttributes.productId, ids))
        .orderBy(asc(attributes.position), asc(attributeOptions.position));
    },

    variantIds(masterId: number) {
      return db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.masterId, masterId), eq(products.active, true)))
        .orderBy(asc(products.id))
        .then((rows) => rows.map((r) => r.id));
    },

    /** Included items of products, in their order. */
    included(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(includedItems)
        .where(inArray(includedItems.productId, ids))
        .orderBy(asc(includedItems.productId), asc(includedItems.position));
    },

    /** The optional additional products of several products at once. */
    async additionalIdsOf(ids: number[]): Promise<Map<number, number[]>> {
      const found = new Map<number, number[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return found;
      const rows = await db
        .select({ productId: additionalProducts.productId, id: additionalProducts.additionalProductId })
        .from(additionalProducts)
        .innerJoin(products, eq(products.id, additionalProducts.additionalProductId))
        .where(and(inArray(additionalProducts.productId, ids), sellable('product')))
        .orderBy(asc(additionalProducts.position));
      for (const row of rows) found.get(row.productId)?.push(row.id);
      return found;
    },
  };
}
