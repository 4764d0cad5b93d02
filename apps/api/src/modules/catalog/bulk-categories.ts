import { type BulkOutcome, type ProductBulkReport, siteConfig } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { staffFieldRefusal } from '../../lib/domain-errors';
import { recordAudits } from '../audit';
import { changed, type LockedProduct, lockProducts, unchanged, unknown } from './admin-bulk';
import { countProducts } from './bulk';
import { categories, categoryTranslations, productCategories, products } from './tables';

const variant = (sku: string): BulkOutcome => ({
  outcome: 'refused',
  reason: 'variant',
  message: `${sku} is a variant: its master's categories hold it`,
});

type Tree = Map<number, { ids: number[]; depth: number }>;

/** The category and those above it, from the root down. */
const upTo = (tree: Tree, id: number) => tree.get(id)!.ids;

/**
 * A product's categories after the change. product_category holds each category a product is
 * in and every one above it, so the ones it was put in are those with none of its others below
 * them. Added: the category and its ancestors join. Removed: the category and those below it
 * go, and an ancestor stays only while another category it was put in is under it.
 */
function categoriesAfter(tree: Tree, now: number[], categoryId: number, change: 'add' | 'remove') {
  if (change === 'add') return [...new Set([...now, ...upTo(tree, categoryId)])];
  const inside = (id: number) => upTo(tree, id).includes(categoryId);
  const placed = now.filter((id) => !now.some((other) => other !== id && upTo(tree, other).includes(id)));
  return [...new Set(placed.filter((id) => !inside(id)).flatMap((id) => upTo(tree, id)))];
}

/** The primary category after the change: kept while the product is still in it, else the deepest it is put in. */
function primaryAfter(tree: Tree, primary: number | null, after: number[], added: number | null) {
  if (primary !== null && after.includes(primary)) return primary;
  if (added !== null) return added;
  const deepest = [...after].sort((a, b) => tree.get(b)!.depth - tree.get(a)!.depth || a - b)[0];
  return deepest ?? null;
}

/**
 * Adds products to a category or removes them from it, in one transaction: their rows of
 * product_category (each category with its ancestors, so a listing stays one join), their primary
 * category, every category's product count, and an audit row per product changed.
 */
export async function setProductsCategory(
  db: Database,
  { skus, categoryId, change }: { skus: string[]; categoryId: number; change: 'add' | 'remove' },
  actor: string,
): Promise<ProductBulkReport> {
  return db.transaction(async (tx) => {
    const tree: Tree = new Map(
      (await tx.select({ id: categories.id, path: categories.path, depth: categories.depth }).from(categories)).map(
        (c) => [c.id, { ids: c.path.split('/').map(Number), depth: c.depth }],
      ),
    );
    if (!tree.has(categoryId)) throw staffFieldRefusal('categoryId', 'unknownCategory', { category: categoryId });
    const find = await lockProducts(tx, skus);
    const known = skus.flatMap((sku) => {
      const product = find(sku);
      return product && product.masterId === null ? [product] : [];
    });
    const changes = await categoriesOf(tx, known).then((now) =>
      known.flatMap((product) => {
        const before = now.get(product.id) ?? [];
        const after = categoriesAfter(tree, before, categoryId, change);
        const same = after.length === before.length && after.every((id) => before.includes(id));
        if (same) return [];
        const primary = primaryAfter(tree, product.primaryCategoryId, after, change === 'add' ? categoryId : null);
        return [{ product, before, after, primary }];
      }),
    );
    if (changes.length > 0) {
      const added = changes.flatMap((c) =>
        c.after.filter((id) => !c.before.includes(id)).map((id) => ({ categoryId: id, productId: c.product.id })),
      );
      if (added.length > 0) await tx.insert(productCategories).values(added).onConflictDoNothing();
      for (const c of changes) {
        const gone = c.before.filter((id) => !c.after.includes(id));
        if (gone.length > 0)
          await tx
            .delete(productCategories)
            .where(and(eq(productCategories.productId, c.product.id), inArray(productCategories.categoryId, gone)));
        if (c.primary !== c.product.primaryCategoryId)
          await tx.update(products).set({ primaryCategoryId: c.primary }).where(eq(products.id, c.product.id));
      }
      await countProducts(tx);
      const category = await nameOf(tx, categoryId);
      await recordAudits(
        tx,
        changes.map((c) => ({
          actor,
          action: change === 'add' ? 'product.category.add' : 'product.category.remove',
          entity: 'product',
          entityId: c.product.sku,
          before: { categoryIds: [...c.before].sort((a, b) => a - b), primaryCategoryId: c.product.primaryCategoryId },
          after: { categoryIds: [...c.after].sort((a, b) => a - b), primaryCategoryId: c.primary, category },
        })),
      );
    }
    const changedIds = new Set(changes.map((c) => c.product.id));
    return {
      results: skus.map((sku) => {
        const product = find(sku);
        if (!product) return { sku, ...unknown(sku) };
        if (product.masterId !== null) return { sku, ...variant(sku) };
        return { sku, ...(changedIds.has(product.id) ? changed : unchanged) };
      }),
    };
  });
}

/** Each product's rows of product_category. */
async function categoriesOf(tx: Transaction, known: LockedProduct[]) {
  const rows = known.length
    ? await tx
        .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
        .from(productCategories)
        .where(
          inArray(
            productCategories.productId,
            known.map((p) => p.id),
          ),
        )
    : [];
  const byProduct = new Map<number, number[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.categoryId]);
  return byProduct;
}

/** A category's name in the shop's default language, as the audit log names it. */
async function nameOf(tx: Transaction, categoryId: number) {
  const [row] = await tx
    .select({ name: categoryTranslations.name })
    .from(categoryTranslations)
    .where(
      and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.locale, siteConfig.defaultLocale)),
    );
  return row?.name ?? String(categoryId);
}
