import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a request's answer was built from, for the answers held in memory (http/shared-answers.ts):
 * - provisional: something older than the catalogue it read (a facet index or search vocabulary
 *   still being rebuilt, built-per-version.ts). Such an answer is right for now but is not kept.
 * - the products whose stock it shows: a change of their stock drops it, and no other does.
 * - the products whose stock the request changed (an order, a cancelled payment): answers showing
 *   them are dropped at once, before the database's announcement comes back.
 */
interface Marks {
  provisional: boolean;
  stockShown: Set<number>;
  stockChanged: Set<number>;
}

const marks = new AsyncLocalStorage<Marks>();

/** Runs `work` (a request's hooks and handler) with marks of its own. */
export const withAnswerMarks = <T>(work: () => T) =>
  marks.run({ provisional: false, stockShown: new Set(), stockChanged: new Set() }, work);

/** Marks the answer of the request running now as provisional. */
export function markProvisional() {
  const mark = marks.getStore();
  if (mark) mark.provisional = true;
}

export const isProvisional = () => marks.getStore()?.provisional ?? false;

/** The answer of the request running now shows these products' stock (or that they have none). */
export function markStockShown(productIds: Iterable<number>) {
  const shown = marks.getStore()?.stockShown;
  if (shown) for (const id of productIds) shown.add(id);
}

export const stockShown = (): ReadonlySet<number> => marks.getStore()?.stockShown ?? new Set();

/** The request running now changed these products' stock. */
export function markStockChanged(productIds: Iterable<number>) {
  const changed = marks.getStore()?.stockChanged;
  if (changed) for (const id of productIds) changed.add(id);
}

export const stockChanged = (): ReadonlySet<number> => marks.getStore()?.stockChanged ?? new Set();
