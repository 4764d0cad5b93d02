import { defaultLocale, type LocaleCode, supportedLocales } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { deleteProductRows, deleteStatements, insertRows, insertStatements, updateStatements } from '../../../db/bulk';
import type { Transaction } from '../../../db/connection';
import {
  additionalProducts,
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '../../catalog/tables';
import { stockStatements } from '../../inventory';
import { priceStatements } from '../../pricing';
import type { PlannedProduct } from '../check/merge-row';
import type { ProductRecord, Section } from '../record';
import type { CatalogueIndex } from './snapshot';

// A batch of an import's products written over what the catalogue has: new products whole, known
// ones only in the sections that changed (each section's rows replaced).

const chunk = 1000;

/**
 * The statements that write a batch, in their order: made before they are sent, so that while
 * the database runs them this process only has to send the next one.
 */
export function productStatements(batch: PlannedProduct[], ids: Map<string, number>, index: CatalogueIndex): SQL[] {
  const statements: SQL[] = [];
  const idOf = (p: PlannedProduct) => ids.get(p.record.sku)!;
  const rowOf = (p: PlannedProduct) => ({
    id: idOf(p),
    sku: p.record.sku,
    itemnum: p.record.itemnum,
    ean: p.record.ean,
    originalId: p.record.originalId,
    masterId: p.record.parentSku ? ids.get(p.record.parentSku)! : null,
    primaryCategoryId: p.categoryNodes[0]?.at(-1)?.id ?? null,
    hidePrices: p.record.hidePrices,
    taxClass: p.record.taxClass,
    popularity: p.record.popularity,
    coverImage: p.record.images[0]?.url ?? null,
    active: p.record.listed,
  });
  statements.push(...insertStatements(products, batch.filter((p) => p.id === undefined).map(rowOf)));
  const changedRows = batch.filter(
    (p) => p.id !== undefined && ['product', 'categories', 'images'].some((s) => p.changed.has(s as never)),
  );
  statements.push(...updateStatements(products, changedRows.map(rowOf)));

  const having = (section: Section) => batch.filter((p) => p.changed.has(section));
  const known = (section: Section) =>
    having(section)
      .filter((p) => p.id !== undefined)
      .map(idOf);
  /** A section's rows replaced: the known products' deleted, then every changed product's inserted. */
  const replace = <T extends PgTable>(
    table: T,
    section: Section,
    rows: (p: PlannedProduct, id: number) => Array<T['$inferInsert']>,
  ) =>
    statements.push(
      ...deleteStatements(table, known(section)),
      ...insertStatements(
        table,
        having(section).flatMap((p) => rows(p, idOf(p))),
      ),
    );

  replace(productCategories, 'categories', (p, productId) =>
    [...new Set(p.categoryNodes.flat().map((node) => node.id!))].map((categoryId) => ({ categoryId, productId })),
  );
  replace(productAttributes, 'attributes', (p, productId) =>
    Object.entries(p.record.attributes).flatMap(([code, values]) => {
      const attribute = index.categoriesAndOptions.attributes.get(code)!;
      return values.map((labels) =>
        attribute.control === 'select'
          ? {
              productId,
              attributeCode: code,
              optionId: attribute.options.get(labels[defaultLocale]!.trim().toLowerCase())!.id!,
              text: null,
            }
          : { productId, attributeCode: code, optionId: null, text: labels },
      );
    }),
  );
  // Texts after the attributes: their search text and listed flag are derived as they are written.
  statements.push(
    ...deleteStatements(productTranslations, known('texts')),
    ...textStatements(
      having('texts').flatMap((p) =>
        supportedLocales.map((locale: LocaleCode) => ({
          product_id: idOf(p),
          locale,
          name: p.record.texts.name[locale]!,
          title: p.record.texts.title[locale]!,
          subtitle: p.record.texts.subtitle[locale]!,
          description: p.record.texts.description[locale]!,
          slug: p.record.texts.slug[locale]!,
        })),
      ),
    ),
  );
  replace(productImages, 'images', (p, productId) =>
    p.record.images.map((image, position) => ({ productId, position, url: image.url, alt: image.alt })),
  );
  replace(includedItems, 'included', (p, productId) =>
    p.record.included.map((item, position) => ({ productId, position, itemnum: item.itemnum, name: item.name })),
  );
  statements.push(
    ...priceStatements(
      known('prices'),
      having('prices').map((p) => ({ productId: idOf(p), prices: p.record.prices })),
    ),
    ...stockStatements(
      known('stock'),
      having('stock').flatMap((p) => (p.record.stock ? [{ productId: idOf(p), stock: p.record.stock }] : [])),
    ),
  );
  return statements;
}

/**
 * Product texts with what the triggers would derive from them (migration 0014), derived as they
 * are written: whether the product is listed, and its attribute values' text for search
 * (attribute_text_of, migration 0023). Rewriting them afterwards computed every search document twice.
 */
function textStatements(rows: Array<Record<string, string | number>>): SQL[] {
  const statements: SQL[] = [];
  for (let start = 0; start < rows.length; start += 5 * chunk)
    statements.push(
      sql`insert into ${productTranslations} (product_id, locale, name, title, subtitle, description, slug, listed, attribute_text)
        select j.product_id, j.locale, j.name, j.title, j.subtitle, j.description, j.slug,
          p.master_id is null and p.active, attribute_text_of(j.product_id, j.locale)
        from json_populate_recordset(null::product_translation, ${JSON.stringify(rows.slice(start, start + 5 * chunk))}::json) j
        join ${products} p on p.id = j.product_id`,
    );
  return statements;
}

/** A product's accessories, kept until every product they name is written. */
export type Offering = Pick<ProductRecord, 'sku' | 'accessories'>;

export async function writeAccessories(tx: Transaction, offering: readonly Offering[], ids: Map<string, number>) {
  const owners = offering.map((record) => ids.get(record.sku)!);
  if (owners.length > 0) await deleteProductRows(tx, additionalProducts, owners);
  await insertRows(
    tx,
    additionalProducts,
    offering.flatMap((record) =>
      record.accessories.map((sku, position) => ({
        productId: ids.get(record.sku)!,
        additionalProductId: ids.get(sku)!,
        position,
      })),
    ),
  );
}
