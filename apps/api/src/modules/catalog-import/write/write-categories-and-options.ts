import { supportedLocales } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { insertRows } from '../../../db/bulk';
import type { Database, Transaction } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { attributeOptions, attributes, categories, categoryTranslations } from '../../catalog/tables';
import type { CategoryNode, OptionEntry } from '../check/categories-and-options';
import type { Localized } from '../record';

// The categories, attributes and options an import makes, as its batches first use them, and the
// names it gives known and made ones, written once before its commit (a later row may translate
// a name an earlier batch already wrote).

/** The next `n` ids of a table's sequence. */
export async function nextIds(db: Database, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

const translations = (texts: Localized) => supportedLocales.map((locale) => [locale, texts[locale] ?? ''] as const);

const depthOf = (node: CategoryNode): number => (node.parent?.parent ? depthOf(node.parent) + 1 : 0);

/** Makes categories (parents before children), each after its siblings; gives each node its id. */
export async function createCategories(tx: Transaction, made: CategoryNode[]) {
  if (made.length === 0) return;
  made.sort((a, b) => depthOf(a) - depthOf(b));
  const ids = await nextIds(tx, 'category', made.length);
  made.forEach((node, i) => {
    node.id = ids[i];
  });
  const last = new Map(
    rowsOf<{ parent: number | null; position: number }>(
      await tx.execute(
        sql`select parent_id as parent, max(position)::int as position from category group by parent_id`,
      ),
    ).map((row) => [row.parent === null ? null : Number(row.parent), Number(row.position)]),
  );
  const rows: Array<typeof categories.$inferInsert> = [];
  for (const node of made) {
    const parentId = node.parent?.id ?? null;
    const position = (last.get(parentId) ?? -1) + 1;
    last.set(parentId, position);
    const path: number[] = [];
    for (let step: CategoryNode | undefined = node; step?.id !== undefined; step = step.parent) path.unshift(step.id);
    rows.push({
      id: node.id!,
      parentId,
      path: path.join('/'),
      depth: path.length - 1,
      position,
      productCount: 0,
      image: null,
    });
  }
  await insertRows(tx, categories, rows);
  await insertRows(
    tx,
    categoryTranslations,
    made.flatMap((node) =>
      translations(node.names).map(([locale, name]) => ({
        categoryId: node.id!,
        locale,
        name,
        slug: node.slugs[locale]!,
        description: '',
      })),
    ),
  );
}

/** Makes attributes (select lists, shown as facets) and options; gives each option its id. */
export async function createAttributes(tx: Transaction, codes: string[], options: OptionEntry[]) {
  if (codes.length > 0) {
    const [{ position } = { position: 0 }] = rowsOf<{ position: number }>(
      await tx.execute(sql`select coalesce(max(position), 0)::int as position from attribute`),
    );
    await insertRows(
      tx,
      attributes,
      codes.map((code, i) => ({
        code,
        label: Object.fromEntries(supportedLocales.map((locale) => [locale, humanise(code)])),
        control: 'select',
        isFacet: true,
        location: 'properties',
        position: Number(position) + 1 + i,
        image: null,
        html: null,
      })),
    );
  }
  if (options.length === 0) return;
  const ids = await nextIds(tx, 'attribute_option', options.length);
  options.forEach((option, i) => {
    option.id = ids[i];
  });
  const last = new Map(
    rowsOf<{ code: string; position: number }>(
      await tx.execute(
        sql`select attribute_code as code, max(position)::int as position from attribute_option group by attribute_code`,
      ),
    ).map((row) => [row.code, Number(row.position)]),
  );
  await insertRows(
    tx,
    attributeOptions,
    options.map((option) => {
      const position = (last.get(option.attributeCode) ?? -1) + 1;
      last.set(option.attributeCode, position);
      return {
        id: option.id!,
        attributeCode: option.attributeCode,
        value: option.value,
        label: option.labels,
        position,
      };
    }),
  );
}

const humanise = (code: string) => code.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * Gives categories and options the names the whole file gave them, where they differ from the
 * database's. Answers the products whose option labels changed: their search text is derived again.
 */
export async function renameCategoriesAndOptions(
  tx: Transaction,
  nodes: CategoryNode[],
  options: OptionEntry[],
): Promise<number[]> {
  if (nodes.length > 0)
    await tx.execute(
      sql`update category_translation t set name = j.name
        from json_to_recordset(${JSON.stringify(
          nodes.flatMap((node) =>
            translations(node.names).map(([locale, name]) => ({ category_id: node.id, locale, name })),
          ),
        )}::json) as j(category_id int, locale text, name text)
        where t.category_id = j.category_id and t.locale = j.locale and t.name <> j.name`,
    );
  if (options.length === 0) return [];
  const relabelled = rowsOf<{ id: number }>(
    await tx.execute(
      sql`with changed as (
          update attribute_option o set label = j.label
          from json_to_recordset(${JSON.stringify(options.map((option) => ({ id: option.id, label: option.labels })))}::json)
            as j(id int, label jsonb)
          where o.id = j.id and o.label is distinct from j.label
          returning o.id)
        select distinct pa.product_id as id from product_attribute pa join changed on changed.id = pa.option_id`,
    ),
  );
  return relabelled.map((row) => Number(row.id));
}
