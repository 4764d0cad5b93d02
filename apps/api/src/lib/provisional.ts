import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether a request's answer was built from something older than the catalogue it read (a facet
 * index or search vocabulary still being rebuilt, built-per-version.ts). Such an answer is right
 * for now but must not be kept: the guest answers held in memory (http/shared-answers.ts) skip it.
 */
const answers = new AsyncLocalStorage<{ provisional: boolean }>();

/** Runs `work` (a request's hooks and handler) with its own mark. */
export const withProvisionalMark = <T>(work: () => T) => answers.run({ provisional: false }, work);

/** Marks the answer of the request running now as provisional. */
export function markProvisional() {
  const mark = answers.getStore();
  if (mark) mark.provisional = true;
}

export const isProvisional = () => answers.getStore()?.provisional ?? false;
