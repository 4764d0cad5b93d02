import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../../db/connection';
import { type AuditEntry, recordAudit } from '../../audit';
import { countProducts, finishImport } from '../../catalog';
import { products } from '../../catalog/tables';
import type { ImportPlan } from '../check/plan';
import type { Made } from './batch';
import type { CatalogueIndex } from './snapshot';
import { renameCategoriesAndOptions } from './write-categories-and-options';
import { writeAccessories } from './write-products';

export interface WriteResult {
  created: number;
  updated: number;
  unlisted: number;
  categoriesCreated: number;
  optionsCreated: number;
}

export const resultOf = (plan: ImportPlan, made: Made): WriteResult => ({
  created: plan.products.filter((p) => p.id === undefined).length,
  updated: plan.products.filter((p) => p.id !== undefined).length,
  unlisted: plan.unlist.length,
  categoriesCreated: made.categories.length,
  optionsCreated: made.options.length,
});

/**
 * The writing's last steps in its transaction, in order: the names of categories and options as
 * the whole file gave them, accessories, unlisting (--replace), the derived search texts and
 * counts, and the audit row (an import's counts, or an edited product's before and after).
 */
export async function finishWriting(
  tx: Transaction,
  { plan, made, index }: { plan: ImportPlan; made: Made; index: CatalogueIndex },
  audit: AuditEntry,
) {
  const shownOn = await rename(tx, plan);
  await writeAccessories(tx, made.offering, made.ids);
  await unlist(tx, plan.unlist);
  await derive(tx, { plan, ids: made.ids, shownOn, catalogueSize: index.size });
  await recordAudit(tx, audit);
}

/** Renames the known categories and options the file named otherwise; answers the products showing them. */
function rename(tx: Transaction, plan: ImportPlan): Promise<number[]> {
  const renamed = new Set(plan.products.flatMap((p) => p.categoryNodes).filter((node) => node.changed));
  const relabelled = new Set(plan.products.flatMap((p) => p.options).filter((option) => option.changed));
  return renameCategoriesAndOptions(tx, [...renamed], [...relabelled]);
}

async function unlist(tx: Transaction, ids: number[]) {
  if (ids.length > 0) await tx.update(products).set({ active: false }).where(inArray(products.id, ids));
}

/** The search texts and counts the catalogue's triggers would derive, for what the writing touched. */
async function derive(
  tx: Transaction,
  {
    plan,
    ids,
    shownOn,
    catalogueSize,
  }: { plan: ImportPlan; ids: Map<string, number>; shownOn: number[]; catalogueSize: number },
) {
  // What is still to derive: products whose attributes or listing changed under texts kept as they were.
  const underKeptTexts = plan.products
    .filter((p) => !p.changed.has('texts') && (p.changed.has('attributes') || p.changed.has('product')))
    .map((p) => ids.get(p.sku)!);
  const touched = [...new Set([...underKeptTexts, ...plan.unlist, ...shownOn])];
  const recount = plan.products.some((p) => p.changed.has('categories') || p.changed.has('product'));
  if (recount || plan.unlist.length > 0) await countProducts(tx);
  // Deriving every product's search text at once beats deriving most of them one by one; and
  // after many rows the planner needs fresh statistics.
  const most = touched.length > catalogueSize / 5;
  await finishImport(tx, most ? undefined : touched, { analyze: most || plan.products.length > catalogueSize / 5 });
}
