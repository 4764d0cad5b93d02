import type { PriceListItem } from '@shop/contracts';

export interface ListedProduct {
  productId: number;
  sku: string;
  itemnum: string;
  name: string;
  /** The agreed prices from a quantity on, lowest quantity first. */
  tiers: Array<Pick<PriceListItem, 'minQty' | 'price' | 'currency'>>;
}

/** Price list entries (ordered by product, then quantity) as one item per product with its price tiers. */
export function listedProducts(entries: PriceListItem[]): ListedProduct[] {
  const products = new Map<number, ListedProduct>();
  for (const { productId, sku, itemnum, name, minQty, price, currency } of entries) {
    const product = products.get(productId) ?? { productId, sku, itemnum, name, tiers: [] };
    product.tiers.push({ minQty, price, currency });
    products.set(productId, product);
  }
  return [...products.values()];
}
