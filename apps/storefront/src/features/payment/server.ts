import type { ShopperOrder } from '@shop/client';
import { notFound } from 'next/navigation';
import { orAbsent } from '@/lib/absent';
import { shopperApi } from '@/lib/shopper';

/**
 * An order the shopper may see (their own, or a guest's with this browser's token); a missing
 * one, or one they may not see, is a 404.
 */
export async function loadShopperOrder(id: number): Promise<ShopperOrder> {
  const order = await orAbsent((await shopperApi()).getOrder({ params: { id } }), [400, 401, 403, 404]);
  if (!order) notFound();
  return order;
}
