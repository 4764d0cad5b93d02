import { rowIdSchema } from '@shop/contracts';
import { notFound } from '@tanstack/react-router';
import { isApiError } from './api';

/**
 * Fetches a page's data as its route opens (and on hover over a link to it). What does not exist is
 * the not-found page; data that cannot be had otherwise (a filter its schema refuses, a refusal) is
 * left to the page, which asks again and says why.
 */
export async function prefetch(load: () => Promise<unknown>) {
  try {
    await load();
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
  }
}

/** A row's id from the address: anything else ("new", an order's number such as WH-0000012) is no page. */
export function rowIdOf(param: string): number {
  const id = rowIdSchema.safeParse(param);
  if (!id.success || !/^\d+$/.test(param)) throw notFound();
  return id.data;
}
