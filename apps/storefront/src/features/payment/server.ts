import { ShopApiError } from '@shop/client';
import type { Order } from '@shop/contracts';
import { notFound } from 'next/navigation';
import { shopperApi } from '@/lib/shopper';

/**
 * An order the shopper may see (their own, or a guest's with this browser's token); a missing
 * one, or one they may not see, is a 404.
 */
export async function loadShopperOrder(id: number): Promise<Order> {
  try {
    return await (await shopperApi()).getOrder({ params: { id } });
  } catch (error) {
    if (error instanceof ShopApiError && [400, 401, 403, 404].includes(error.status)) notFound();
    throw error;
  }
}
