import { rowIdSchema } from '@shop/contracts';
import { notFound } from '@tanstack/react-router';
import { isApiError } from './api';

/** A page's data fetched before it shows. */
export async function prefetch(load: () => Promise<unknown>) {
  try {
    await load();
  } catch (error) {
    // What does not exist is the not-found page; for anything else the page asks again and says why it cannot.
    if (isApiError(error, 404)) throw notFound();
  }
}

/** A row's id from the address: anything else ("new", an order's number such as WH-0000012) is no page. */
export function rowIdOf(param: string): number {
  const id = rowIdSchema.safeParse(param);
  if (!id.success || !/^\d+$/.test(param)) throw notFound();
  return id.data;
}
