import type { ShopperProduct } from '@shop/client';
import { cache } from 'react';
import { orAbsent } from '@/lib/absent';
import { catalogView, shopperApi } from '@/lib/shopper';

/** The product as this shopper sees it (prices, stock), or undefined when there is none; once per request. */
export const loadProduct = cache(async (id: string): Promise<ShopperProduct | undefined> => {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const [api, view] = await Promise.all([shopperApi(), catalogView()]);
  return orAbsent(api.getProduct({ params: { id }, query: { locale: view.locale, currency: view.currency } }));
});
