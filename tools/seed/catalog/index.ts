import { insertRows } from '@shop/api/bulk';
import { beginImport, countProducts, finishImport } from '@shop/api/catalog-bulk';
import type { Database } from '@shop/api/db';
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
} from '@shop/api/tables/catalog';
import { stock } from '@shop/api/tables/inventory';
import { priceListCustomers, priceListEntries, priceLists, prices, taxRates } from '@shop/api/tables/pricing';
import { buildAttributes } from './attributes';
import { buildCategories, type Leaf } from './categories';
import { fillDerivedColumns } from './derived';
import { advanceSequences, clearCatalog } from './insert';
import { buildPriceLists, taxRateRows } from './prices';
import { type CatalogueIndex, type ProductBatch, productGenerator } from './products';
import { createRandom, seedFor } from './random';

export interface SeedCatalogOptions {
  /** Listed products (masters and stand-alone); variants come on top. */
  products: number;
  /** Dates (created_at, price list validity) count back from this day; today by default. */
  now?: Date;
}

/** Listed products generated and inserted at a time: bounds memory at any catalogue size. */
const chunk = 1000;

/**
 * Replaces the catalogue (categories, attributes, products, stock, prices, price lists) with
 * demo data. Deterministic: the same count on the same day gives the same rows and ids.
 */
export async function seedCatalog(db: Database, options: SeedCatalogOptions) {
  const started = performance.now();
  const now = startOfDay(options.now ?? new Date());
  const tree = buildCategories();
  const attributeSet = buildAttributes(tree.leaves);
  const generator = productGenerator(tree.leaves, attributeSet, now);

  const phases = new Phases();
  const corrected = await db.transaction(async (tx) => {
    await beginImport(tx);
    await clearCatalog(tx);
    phases.done('clear');
    await insertRows(tx, categories, tree.rows);
    await insertRows(tx, categoryTranslations, tree.translations);
    await insertRows(tx, attributes, attributeSet.rows);
    await insertRows(tx, attributeOptions, attributeSet.options);
    for (let first = 1; first <= options.products; first += chunk) {
      const batch = generator.batch(first, Math.min(chunk, options.products - first + 1));
      fillDerivedColumns(batch, attributeSet.options);
      await insertProducts(tx, batch);
    }
    phases.done('products');
    await insertRows(tx, additionalProducts, additionalProductRows(generator.index, tree.leaves));
    await insertRows(tx, taxRates, taxRateRows);
    const priceListRows = buildPriceLists(generator.index.priced, now);
    await insertRows(tx, priceLists, priceListRows.lists);
    await insertRows(tx, priceListEntries, priceListRows.entries);
    await insertRows(tx, priceListCustomers, priceListRows.holders);
    await countProducts(tx);
    await advanceSequences(tx);
    phases.done('rest');
    const corrected = await finishImport(tx);
    phases.done('finish');
    return corrected;
  });
  phases.done('commit');
  if (process.env.SEED_PHASES) console.log(`seed: catalogue phases (ms) ${phases}`);

  return {
    categories: tree.rows.length,
    products: options.products,
    variants: generator.index.variants,
    /** Translation rows whose listed flag or attribute text the import's finish had to correct. */
    corrected,
    ms: Math.round(performance.now() - started),
  };
}

async function insertProducts(db: Database, batch: ProductBatch) {
  await insertRows(db, products, batch.products);
  await insertRows(db, productTranslations, batch.translations);
  await insertRows(db, productCategories, batch.categories);
  await insertRows(db, productImages, batch.images);
  await insertRows(db, productAttributes, batch.attributes);
  await insertRows(db, includedItems, batch.included);
  await insertRows(db, stock, batch.stock);
  await insertRows(db, prices, batch.prices);
}

/** One to three optional extras per offering product, from a related leaf (drill → batteries) or a sibling. */
function additionalProductRows(index: CatalogueIndex, leaves: Leaf[]) {
  const byKey = new Map(leaves.filter((leaf) => leaf.key).map((leaf) => [leaf.key, leaf]));
  const siblings = new Map<Leaf['child'], Leaf[]>();
  for (const leaf of leaves) siblings.set(leaf.child, [...(siblings.get(leaf.child) ?? []), leaf]);
  const rows: Array<typeof additionalProducts.$inferInsert> = [];
  for (const { id, leaf } of index.offeringAdditional) {
    const random = createRandom(seedFor('additional', id));
    const related = leaf.related ? byKey.get(leaf.related) : undefined;
    const chosen = new Set<number>();
    const wanted = random.int(1, 3);
    for (let attempt = 0; attempt < 10 && chosen.size < wanted; attempt++) {
      const source = related ?? random.pick(siblings.get(leaf.child)!);
      const pool = index.byLeaf.get(source.id);
      if (!pool || pool.length === 0) continue;
      const candidate = random.pick(pool);
      if (candidate !== id) chosen.add(candidate);
    }
    [...chosen].forEach((additionalProductId, position) => {
      rows.push({ productId: id, additionalProductId, position });
    });
  }
  return rows;
}

/** Milliseconds per step, printed with SEED_PHASES=1 to see where an import spends its time. */
class Phases {
  private last = performance.now();
  private readonly spent: string[] = [];
  done(name: string) {
    const now = performance.now();
    this.spent.push(`${name} ${Math.round(now - this.last)}`);
    this.last = now;
  }
  toString() {
    return this.spent.join(', ');
  }
}

function startOfDay(date: Date) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
