import { ShopApiError } from '@shop/client';

/**
 * The API's answer, or undefined when it answers 404: the one way a missing entity becomes
 * "absent". `as` widens that where more answers mean the same to a page (a malformed id, another
 * shopper's order). Every other failure is thrown on.
 */
export async function orAbsent<T>(request: Promise<T>, as: readonly number[] = [404]): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ShopApiError && as.includes(error.status)) return undefined;
    throw error;
  }
}
