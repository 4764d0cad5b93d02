import { defaultLocale, type LocaleCode, supportedLocales } from '@shop/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { recordAudit } from '../audit/service';
import {
  beginImport,
  countProducts,
  deleteProductRows,
  finishImport,
  insertRows,
  updateRowsById,
} from '../catalog/bulk';
import {
  additionalProducts,
  attributeOptions,
  attributes,
  categories,
  categoryTranslations,
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '../catalog/tables';
import { stock } from '../inventory/tables';
import { prices, priceTiers } from '../pricing/tables';
import { detach } from './cells';
import { type Column, parseColumn } from './columns';
import { batchSize, type ImportPlan, mergeRow, type PlannedProduct, type RowKey, type RowSource } from './plan';
import type { RawRow } from './read';
import type { Localized, ProductRecord } from './record';
import { type ColumnPlan, parseRow } from './row';
import type { CatalogueIndex } from './snapshot';
import { readRecords } from './snapshot';
import type { CategoryNode, OptionEntry } from './vocabulary';

/** Serialises catalogue imports across API processes: two at once would read each other's half. */
const IMPORT_LOCK = 30_022_023;
const chunk = 1000;

export interface WriteResult {
  created: number;
  updated: number;
  unlisted: number;
  categoriesCreated: number;
  optionsCreated: number;
}

export interface WriteOptions {
  actor: string;
  importId: number;
  onProgress?: (written: number) => void;
}

/**
 * Writes a checked import in one transaction, through the catalogue's bulk path: shoppers see the
 * old catalogue until the commit and the new one after it, never half of it. The rows are read
 * again and merged again, a thousand at a time, and only the changed sections of the products the
 * check let through are written; an import that changes nothing writes nothing, so the catalogue
 * version stays where it is.
 */
export async function writePlan(
  db: Database,
  source: RowSource,
  plan: ImportPlan,
  index: CatalogueIndex,
  options: WriteOptions,
): Promise<WriteResult> {
  const used = usedVocabulary(plan.products, index);
  const result: WriteResult = {
    created: plan.products.filter((p) => p.id === undefined).length,
    updated: plan.products.filter((p) => p.id !== undefined).length,
    unlisted: plan.unlist.length,
    categoriesCreated: used.newCategories.length,
    optionsCreated: used.newOptions.length,
  };
  if (plan.products.length === 0 && plan.unlist.length === 0) return result;
  const written = new Map(plan.products.map((key) => [key.line, key]));

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    await beginImport(tx);
    // A variant may come before its master in the file: its master is checked at the commit.
    await tx.execute(sql`set constraints product_master_id_product_id_fk deferred`);
    await writeCategories(tx, used.newCategories, used.renamedCategories);
    const relabelled = await writeAttributes(tx, used);
    const ids = await assignIds(tx, plan.products, index);
    const offering: Offering[] = [];
    const columns = new Map<string, ColumnPlan>();
    let done = 0;
    // A batch is merged while the one before it is being written: the database and this process
    // work side by side.
    let writing: Promise<void> = Promise.resolve();
    const write = async (batch: PlannedProduct[]) => {
      await writing;
      writing = writeProducts(tx, batch, ids, index).then(() => {
        for (const { record, changed } of batch)
          if (changed.has('accessories'))
            offering.push({ sku: detach(record.sku), accessories: record.accessories.map(detach) });
        done += batch.length;
        options.onProgress?.(done);
      });
      // Awaited with the next batch or after the last; until then, its failure is not unhandled.
      writing.catch(() => {});
    };
    if (plan.merged)
      for (let start = 0; start < plan.merged.length; start += batchSize)
        await write(plan.merged.slice(start, start + batchSize));
    else
      await source.each(batchSize, async (raw) => {
        const rows = raw.filter((row) => written.has(row.line));
        if (rows.length === 0) return;
        const parsed = rows.map((row) => parseRow(row, columnPlanOf(row, columns)));
        const known = parsed.map((row) => index.bySku.get(row.sku)?.id).filter((id) => id !== undefined);
        const before = await readRecords(tx, index, known);
        await write(
          parsed.map((row) => {
            const id = index.bySku.get(row.sku)?.id;
            const product = mergeRow(row, id === undefined ? undefined : before.get(id), index, plan.images, (_, e) => {
              throw new Error(`line ${e.line} changed between its check and its writing: ${e.reason}`);
            });
            return product!;
          }),
        );
      });
    await writing;
    await writeAccessories(tx, offering, ids);
    if (plan.unlist.length > 0)
      await tx.update(products).set({ active: false }).where(inArray(products.id, plan.unlist));
    // What is still to derive: products whose attributes or listing changed under texts kept as they were.
    const underKeptTexts = plan.products
      .filter((p) => !p.changed.has('texts') && (p.changed.has('attributes') || p.changed.has('product')))
      .map((p) => ids.get(p.sku)!);
    const touched = [...new Set([...underKeptTexts, ...plan.unlist, ...relabelled])];
    const recount = plan.products.some((p) => p.changed.has('categories') || p.changed.has('product'));
    if (recount || plan.unlist.length > 0) await countProducts(tx);
    // Deriving every product's search text at once beats deriving most of them one by one; and
    // after many rows the planner needs fresh statistics.
    const most = touched.length > index.bySku.size / 5;
    await finishImport(tx, most ? undefined : touched, {
      analyze: most || plan.products.length > index.bySku.size / 5,
    });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'catalog.import',
      entity: 'catalog_import',
      entityId: String(options.importId),
      after: { ...result, unchanged: plan.unchanged },
    });
  });
  return result;
}

/** A row's columns, as the check read them: one plan per set of columns (a CSV file has one). */
function columnPlanOf(row: RawRow, plans: Map<string, ColumnPlan>): ColumnPlan {
  const names = [...row.cells.keys()];
  const key = names.join('\u0000');
  let plan = plans.get(key);
  if (!plan) {
    plan = {
      columns: names.flatMap((name) => {
        const column = parseColumn(name);
        return 'problem' in column ? [] : [[name, column] as [string, Column]];
      }),
    };
    plans.set(key, plan);
  }
  return plan;
}

interface UsedVocabulary {
  newCategories: CategoryNode[];
  renamedCategories: CategoryNode[];
  newAttributes: string[];
  newOptions: OptionEntry[];
  relabelledOptions: OptionEntry[];
}

/** The categories and options the written products use: made ones, and known ones renamed. */
function usedVocabulary(written: RowKey[], index: CatalogueIndex): UsedVocabulary {
  const nodes = [...new Set(written.flatMap((p) => p.categoryNodes))].sort((a, b) => depthOf(a) - depthOf(b));
  const options = [...new Set(written.flatMap((p) => p.options))];
  return {
    newCategories: nodes.filter((node) => node.id === undefined),
    renamedCategories: nodes.filter((node) => node.id !== undefined && node.changed),
    newAttributes: [...new Set(options.map((option) => option.attributeCode))].filter(
      (code) => index.vocabulary.attributes.get(code)?.isNew,
    ),
    newOptions: options.filter((option) => option.id === undefined),
    relabelledOptions: options.filter((option) => option.id !== undefined && option.changed),
  };
}

const depthOf = (node: CategoryNode): number => (node.parent?.parent ? depthOf(node.parent) + 1 : 0);

async function nextIds(tx: Transaction, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

const translations = (texts: Localized) => supportedLocales.map((locale) => [locale, texts[locale] ?? ''] as const);

async function writeCategories(tx: Transaction, made: CategoryNode[], renamed: CategoryNode[]) {
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
  for (const node of renamed)
    for (const [locale, name] of translations(node.names))
      await tx.execute(
        sql`update category_translation set name = ${name} where category_id = ${node.id!} and locale = ${locale} and name <> ${name}`,
      );
}

/** New attributes and options, and known options' new labels; answers the products a new label shows on. */
async function writeAttributes(tx: Transaction, used: UsedVocabulary): Promise<number[]> {
  if (used.newAttributes.length > 0) {
    const [{ position } = { position: 0 }] = rowsOf<{ position: number }>(
      await tx.execute(sql`select coalesce(max(position), 0)::int as position from attribute`),
    );
    await insertRows(
      tx,
      attributes,
      used.newAttributes.map((code, i) => ({
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
  const ids = await nextIds(tx, 'attribute_option', used.newOptions.length);
  used.newOptions.forEach((option, i) => {
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
    used.newOptions.map((option) => {
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
  for (const option of used.relabelledOptions)
    await tx
      .update(attributeOptions)
      .set({ label: option.labels })
      .where(inArray(attributeOptions.id, [option.id!]));
  if (used.relabelledOptions.length === 0) return [];
  const shown = await tx
    .selectDistinct({ id: productAttributes.productId })
    .from(productAttributes)
    .where(
      inArray(
        productAttributes.optionId,
        used.relabelledOptions.map((option) => option.id!),
      ),
    );
  return shown.map((row) => row.id);
}

const humanise = (code: string) => code.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Product ids by SKU: the catalogue's, and new ones taken from the sequence. */
async function assignIds(tx: Transaction, written: RowKey[], index: CatalogueIndex) {
  const ids = new Map([...index.bySku].map(([sku, key]) => [sku, key.id]));
  const fresh = written.filter((p) => p.id === undefined);
  const taken = await nextIds(tx, 'product', fresh.length);
  fresh.forEach((p, i) => {
    ids.set(p.sku, taken[i]!);
  });
  return ids;
}

async function writeProducts(
  tx: Transaction,
  batch: PlannedProduct[],
  ids: Map<string, number>,
  index: CatalogueIndex,
) {
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
  const fresh = batch.filter((p) => p.id === undefined);
  await insertRows(tx, products, fresh.map(rowOf));
  const changedRows = batch.filter(
    (p) => p.id !== undefined && ['product', 'categories', 'images'].some((s) => p.changed.has(s as never)),
  );
  await updateRowsById(tx, products, changedRows.map(rowOf));

  const having = (section: Parameters<PlannedProduct['changed']['has']>[0]) =>
    batch.filter((p) => p.changed.has(section));
  const replace = async <T extends Parameters<typeof insertRows>[1]>(
    table: T,
    section: Parameters<PlannedProduct['changed']['has']>[0],
    rows: (p: PlannedProduct, id: number) => Array<T['$inferInsert']>,
  ) => {
    const changed = having(section);
    const existing = changed.filter((p) => p.id !== undefined).map(idOf);
    if (existing.length > 0) await deleteProductRows(tx, table, existing);
    await insertRows(
      tx,
      table,
      changed.flatMap((p) => rows(p, idOf(p))),
    );
  };

  await replace(productCategories, 'categories', (p, productId) =>
    [...new Set(p.categoryNodes.flat().map((node) => node.id!))].map((categoryId) => ({ categoryId, productId })),
  );
  await replace(productAttributes, 'attributes', (p, productId) =>
    Object.entries(p.record.attributes).flatMap(([code, values]) => {
      const attribute = index.vocabulary.attributes.get(code)!;
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
  const written = having('texts');
  const rewritten = written.filter((p) => p.id !== undefined).map(idOf);
  if (rewritten.length > 0) await deleteProductRows(tx, productTranslations, rewritten);
  await insertTexts(
    tx,
    written.flatMap((p) =>
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
  );
  await replace(productImages, 'images', (p, productId) =>
    p.record.images.map((image, position) => ({ productId, position, url: image.url, alt: image.alt })),
  );
  await replace(includedItems, 'included', (p, productId) =>
    p.record.included.map((item, position) => ({ productId, position, itemnum: item.itemnum, name: item.name })),
  );
  const priced = having('prices')
    .filter((p) => p.id !== undefined)
    .map(idOf);
  if (priced.length > 0) await deleteProductRows(tx, priceTiers, priced);
  await replace(prices, 'prices', (p, productId) =>
    Object.entries(p.record.prices).map(([currency, price]) => ({
      productId,
      currency,
      regular: price.regular,
      special: price.special,
    })),
  );
  await insertRows(
    tx,
    priceTiers,
    having('prices').flatMap((p) =>
      Object.entries(p.record.prices).flatMap(([currency, price]) =>
        price.tiers.map((tier) => ({ productId: idOf(p), currency, minQty: tier.minQty, price: tier.price })),
      ),
    ),
  );
  await replace(stock, 'stock', (p, productId) =>
    p.record.stock
      ? [
          {
            productId,
            qty: p.record.stock.onHand,
            effectiveStock: p.record.stock.effective,
            externalStock: p.record.stock.external,
            markedInStock: p.record.stock.markedInStock,
          },
        ]
      : [],
  );
}

/**
 * Product texts with what the triggers would derive from them (migration 0014), derived as they
 * are written: whether the product is listed, and its attribute values' text for search
 * (attribute_text_of, migration 0023). Rewriting them afterwards computed every search document twice.
 */
async function insertTexts(tx: Transaction, rows: Array<Record<string, string | number>>) {
  for (let start = 0; start < rows.length; start += 5 * chunk)
    await tx.execute(
      sql`insert into ${productTranslations} (product_id, locale, name, title, subtitle, description, slug, listed, attribute_text)
        select j.product_id, j.locale, j.name, j.title, j.subtitle, j.description, j.slug,
          p.master_id is null and p.active, attribute_text_of(j.product_id, j.locale)
        from json_populate_recordset(null::product_translation, ${JSON.stringify(rows.slice(start, start + 5 * chunk))}::json) j
        join ${products} p on p.id = j.product_id`,
    );
}

/** A product's accessories, kept until every product they name is written. */
type Offering = Pick<ProductRecord, 'sku' | 'accessories'>;

async function writeAccessories(tx: Transaction, offering: Offering[], ids: Map<string, number>) {
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
