import type { Colour } from '@shop/api/media';
import type { AttributeSet } from './attributes';
import type { ListedProduct } from './listed-product';
import { type PriceRow, pricesFor } from './prices';
import { addProduct, type ProductBatch } from './product-rows';
import type { Random } from './random';
import { masterStock, stockFor } from './stock';
import { type Axis, axisAttribute, packFactor, variantLabel } from './variants';
import { perLocale } from './words';

/** Where a listed product's rows go, and what the generator keeps of them. */
export interface Placement {
  rows: ProductBatch;
  /** The listed product's own random stream. */
  random: Random;
  attributeSet: AttributeSet;
  /** The next free product id. */
  nextId(): number;
  /** Notes a product's prices for the customers' price lists. */
  remember(id: number, prices: PriceRow[], hidden: boolean): void;
}

/** The listed product's id, SKU and popularity, drawn before its rows. */
interface Listing {
  id: number;
  sku: string;
  popularity: number;
}

const special = (random: Random) => (random.chance(0.12) ? 0.7 + random.next() * 0.2 : undefined);

const packOption = (product: ListedProduct) =>
  product.pack === undefined ? [] : [['pack_size', product.pack] as const];

type ProductRow = Parameters<typeof addProduct>[3];

/** A product that is no variant (one alone, or a master): the listed product's own texts and options. */
function addTopProduct(
  at: Placement,
  product: ListedProduct,
  { id, sku, popularity }: Listing,
  own: Pick<ProductRow, 'options' | 'stock' | 'prices'>,
) {
  addProduct(at.rows, at.random, at.attributeSet, {
    ...product.shared,
    id,
    sku,
    masterId: null,
    name: product.name,
    colour: product.colour,
    images: at.random.int(1, 4),
    popularity,
    ...own,
  });
}

/** A product without variants: its own stock (none for a free sample) and prices. */
export function placeSingle(at: Placement, product: ListedProduct, { id, sku, popularity }: Listing) {
  const { random } = at;
  const stock = product.free
    ? { productId: id, qty: 0, effectiveStock: 0, externalStock: 0, markedInStock: true }
    : stockFor(random, id);
  const prices = pricesFor(id, product.euros, special(random));
  addTopProduct(at, product, { id, sku, popularity }, { options: packOption(product), stock, prices });
  at.remember(id, prices, product.shared.hidePrices);
}

/** A master and its variants, each variant with its own stock and prices; returns the number of variants. */
export function placeFamily(at: Placement, product: ListedProduct, { id, sku, popularity }: Listing) {
  const { random } = at;
  const { leaf } = product.shared;
  const axis = leaf.axis as Axis;
  const variants = product.axisValues.map((value) => {
    const variantId = at.nextId();
    const factor = axis === 'pack' ? packFactor(leaf, Number(value)) : axis === 'size' && /xl/.test(value) ? 1.06 : 1;
    return {
      id: variantId,
      value,
      prices: pricesFor(variantId, product.euros * factor, special(random)),
      stock: stockFor(random, variantId),
    };
  });
  const cheapest = variants.reduce((best, v) => (v.prices[0]!.regular < best.prices[0]!.regular ? v : best));
  // The master goes first: a variant's row names it, and may land in the next insert statement.
  addTopProduct(
    at,
    product,
    { id, sku, popularity },
    {
      options: [...packOption(product), ...product.axisValues.map((value) => [axisAttribute[axis], value] as const)],
      // A master shows its variants together: their stock summed, the cheapest one's price.
      stock: masterStock(
        id,
        variants.map((v) => v.stock),
      ),
      prices: cheapest.prices.map((price) => ({ ...price, productId: id })),
    },
  );
  for (const variant of variants) {
    addProduct(at.rows, random, at.attributeSet, {
      ...product.shared,
      id: variant.id,
      sku: `${sku}-${variant.value.toUpperCase()}`,
      masterId: id,
      name: perLocale((locale) => `${product.name[locale]}, ${variantLabel(leaf, axis, variant.value, locale)}`),
      colour: axis === 'colour' ? (variant.value as Colour) : product.colour,
      options: [...packOption(product), [axisAttribute[axis], variant.value]],
      images: random.int(1, 2),
      popularity: Math.round(popularity * random.next()),
      stock: variant.stock,
      prices: variant.prices,
    });
    at.remember(variant.id, variant.prices, product.shared.hidePrices);
  }
  return variants.length;
}
