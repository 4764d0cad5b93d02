import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one API request carries through its hooks, its handler and the services it calls
 * (http/shared-answers.ts opens it for every request). Outside a request (scripts, tests that call
 * services) there is none: nothing is marked and every read is made.
 *
 * Marks of what the request's answer was built from, for the answers held in memory:
 * - provisional: something older than the catalogue it read (a facet index or search vocabulary
 *   still being rebuilt, built-per-version.ts). Such an answer is right for now but is not kept.
 * - the products whose stock it shows: a change of their stock drops it, and no other does.
 * - the products whose stock the request changed (an order, a cancelled payment): answers showing
 *   them are dropped at once, before the database's announcement comes back.
 */
interface RequestScope {
  provisional: boolean;
  stockShown: Set<number>;
  stockChanged: Set<number>;
  /** Reads made once per request (the catalogue's version), by what reads them. */
  reads: Map<object, Promise<unknown>>;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (a request's hooks and handler) in a scope of its own. */
export const withRequestScope = <T>(work: () => T) =>
  scopes.run({ provisional: false, stockShown: new Set(), stockChanged: new Set(), reads: new Map() }, work);

/**
 * `read`'s answer, read once per request: every later call in the same request gets the first
 * call's answer. Outside a request, read every time.
 */
export function readOnce<T>(reader: object, read: () => Promise<T>): Promise<T> {
  const reads = scopes.getStore()?.reads;
  if (!reads) return read();
  let answer = reads.get(reader) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    reads.set(reader, answer);
  }
  return answer;
}

/** Marks the answer of the request running now as provisional. */
export function markProvisional() {
  const scope = scopes.getStore();
  if (scope) scope.provisional = true;
}

export const isProvisional = () => scopes.getStore()?.provisional ?? false;

/** The answer of the request running now shows these products' stock (or that they have none). */
export function markStockShown(productIds: Iterable<number>) {
  const shown = scopes.getStore()?.stockShown;
  if (shown) for (const id of productIds) shown.add(id);
}

export const stockShown = (): ReadonlySet<number> => scopes.getStore()?.stockShown ?? new Set();

/** The request running now changed these products' stock. */
export function markStockChanged(productIds: Iterable<number>) {
  const changed = scopes.getStore()?.stockChanged;
  if (changed) for (const id of productIds) changed.add(id);
}

export const stockChanged = (): ReadonlySet<number> => scopes.getStore()?.stockChanged ?? new Set();
