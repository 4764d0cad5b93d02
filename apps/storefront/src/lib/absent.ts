import { ShopApiError } from '@shop/client';

/**
 * The API's answer, or undefined when it answers 404: the one way a missing entity becomes
 * "absent". Every other failure is thrown on.
 */
export async function orAbsent<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return undefined;
    throw error;
  }
}
