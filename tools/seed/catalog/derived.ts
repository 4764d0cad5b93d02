import type { attributeOptions } from '@shop/api/tables/catalog';
import type { ProductBatch } from './products';

type OptionRow = typeof attributeOptions.$inferInsert;

/**
 * Fills what finish_catalog_import (migration 0014) derives for each translation row, `listed` and
 * `attributeText`, as the rows are generated: it then finds every row right and rewrites none (a
 * rewrite computes the row's search document a second time, half of an import's time). Mirrors the
 * view product_attribute_text: the product's attribute values in the row's locale (else German),
 * ordered by attribute code, then option position, HTML tags replaced by spaces. The catalogue test
 * checks that the import corrected no row.
 */
export function fillDerivedColumns(batch: ProductBatch, options: OptionRow[]) {
  const optionsById = new Map(options.map((option) => [option.id!, option]));
  const masters = new Map(batch.products.map((product) => [product.id!, product.masterId ?? null]));
  type Value = { code: string; position: number | null; label?: Record<string, string>; text?: Record<string, string> };
  const values = new Map<number, Value[]>();
  for (const row of batch.attributes) {
    const option = row.optionId == null ? undefined : optionsById.get(row.optionId);
    const list = values.get(row.productId) ?? [];
    values.set(row.productId, list);
    list.push({
      code: row.attributeCode,
      position: option ? (option.position ?? 0) : null,
      label: option?.label,
      text: row.text ?? undefined,
    });
  }
  const rank = (position: number | null) => position ?? Number.MAX_SAFE_INTEGER; // nulls last, as in SQL
  for (const list of values.values()) {
    // Byte order, as the C collation sorts the codes; should a database's collation sort them otherwise,
    // finish_catalog_import corrects the rows (and the catalogue test fails).
    list.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : rank(a.position) - rank(b.position)));
  }
  for (const translation of batch.translations) {
    const list = values.get(translation.productId) ?? [];
    translation.listed = masters.get(translation.productId) === null;
    translation.attributeText = list
      .map(
        ({ label, text }) => label?.[translation.locale] ?? label?.de ?? text?.[translation.locale] ?? text?.de ?? '',
      )
      .join(' ')
      .replace(/<[^>]+>/g, ' ');
  }
}
