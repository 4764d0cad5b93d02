import type { AttributeSet } from './attributes';
import type { Leaf } from './categories';
import { drawListedProduct } from './listed-product';
import { type Placement, placeFamily, placeSingle } from './placement';
import type { PricedProduct, PriceRow } from './prices';
import { emptyBatch, type ProductBatch } from './product-rows';
import { createRandom, type Random, seedFor } from './random';

export type { ProductBatch } from './product-rows';

/** What later steps (additional products, price lists) need from all products. */
export interface CatalogueIndex {
  variants: number;
  /** Stand-alone listed products per leaf id: what additional products are drawn from. */
  byLeaf: Map<number, number[]>;
  /** Listed products that offer additional products. */
  offeringAdditional: Array<{ id: number; leaf: Leaf }>;
  /** Purchasable products with a visible list price of at least 10 euros. */
  priced: PricedProduct[];
}

const masterShare = 0.15;

export function productGenerator(leaves: Leaf[], attributeSet: AttributeSet, now: Date) {
  const totalShare = leaves.reduce((sum, leaf) => sum + leaf.share, 0);
  const axisShare = leaves.filter((leaf) => leaf.axis).reduce((sum, leaf) => sum + leaf.share, 0) / totalShare;
  // Only leaves with an axis have masters; they get more so that about 15 % of all products are masters.
  const masterChance = Math.min(0.5, masterShare / axisShare);
  const sampleLeaves = leaves.filter((leaf) => leaf.samples);
  const index: CatalogueIndex = { variants: 0, byLeaf: new Map(), offeringAdditional: [], priced: [] };
  let nextId = 1;

  const pickLeaf = (random: Random) => {
    let roll = random.next() * totalShare;
    for (const leaf of leaves) {
      roll -= leaf.share;
      if (roll < 0) return leaf;
    }
    return leaves.at(-1)!;
  };

  const remember = (id: number, prices: PriceRow[], hidden: boolean) => {
    const eur = prices.find((price) => price.currency === 'EUR')!.regular;
    if (!hidden && eur >= 1000) index.priced.push({ id, eur });
  };

  /** Listed products `first` to `first + count - 1` (1-based) and their variants. */
  function batch(first: number, count: number): ProductBatch {
    const rows = emptyBatch();
    for (let n = first; n < first + count; n++) listed(n, rows);
    return rows;
  }

  function listed(n: number, rows: ProductBatch) {
    // Each product has its own random stream: product n is the same whatever the total count.
    const random = createRandom(seedFor('product', n));
    const free = n % 500 === 250;
    const leaf = free ? random.pick(sampleLeaves) : pickLeaf(random);
    const product = drawListedProduct(random, leaf, { free, masterChance, now });

    const id = nextId++;
    const sku = `WH-${String(n).padStart(6, '0')}`;
    const popularity = Math.round(random.next() ** 3 * 10_000);
    rows.categories.push(...leaf.path.map((categoryId) => ({ categoryId, productId: id })));
    if (!free && random.chance(0.1)) index.offeringAdditional.push({ id, leaf });

    const at: Placement = { rows, random, attributeSet, nextId: () => nextId++, remember };
    if (product.isMaster) {
      index.variants += placeFamily(at, product, { id, sku, popularity });
      return;
    }
    placeSingle(at, product, { id, sku, popularity });
    if (!free) {
      const ids = index.byLeaf.get(leaf.id) ?? [];
      ids.push(id);
      index.byLeaf.set(leaf.id, ids);
    }
  }

  return { batch, index };
}
