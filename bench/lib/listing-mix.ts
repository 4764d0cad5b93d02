/**
 * Category listings as shoppers open them: any category of the tree, any of its pages, any sort,
 * each asked once. The API keeps a listing it answered, so repeating a few measures the cache.
 */
import { createShopClient } from '@shop/client';
import { type CategoryNode, sortOptions } from '@shop/contracts';
import { random } from './search-mix';

const perPage = 20;

/** `amount` distinct listing paths (`/products?…`), in a deterministic order. */
export async function listingMix(api: string, amount: number) {
  const { categories } = await createShopClient({ baseUrl: api, timeoutMs: 60_000 }).categoryList({
    query: { locale: 'de' },
  });
  const all: CategoryNode[] = [];
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      if (node.productCount > 0) all.push(node);
      walk(node.children);
    }
  };
  walk(categories);
  if (all.length === 0) throw new Error('the shop has no categories with products: was it seeded?');
  const next = random(20261128);
  const paths = new Set<string>();
  const combinations = all.reduce((sum, c) => sum + Math.ceil(c.productCount / perPage) * sortOptions.length, 0);
  while (paths.size < Math.min(amount, combinations)) {
    const category = all[Math.floor(next() * all.length)]!;
    const pages = Math.ceil(category.productCount / perPage);
    // Shoppers open the first pages most: half the views on page 1–3, the rest anywhere.
    const page = next() < 0.5 ? 1 + Math.floor(next() * Math.min(3, pages)) : 1 + Math.floor(next() * pages);
    const sort = sortOptions[Math.floor(next() * sortOptions.length)]!;
    paths.add(
      `/products?locale=de&currency=EUR&catId=${category.id}&limit=${perPage}&offset=${(page - 1) * perPage}&sort=${sort}`,
    );
  }
  return { paths: [...paths], categories: all.length };
}
