import {
  availability,
  type CartRefusal,
  type CurrencyCode,
  defaultLocale,
  type ItemLookup,
  type ItemRow,
  siteConfig,
  unitPrice,
} from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import type { InventoryService } from '../inventory';
import type { PricingService } from '../pricing';
import { customAttribute, text } from './localized';
import type { ProductCards } from './product-cards';
import type { CatalogRepository } from './repository';

/** Why a product cannot be bought online: a reason the storefront translates, and a message. */
interface NotPurchasable {
  reason: Extract<CartRefusal, 'variant-required' | 'on-request' | 'no-price' | 'not-available'>;
  message: string;
}

interface Dependencies {
  repository: CatalogRepository;
  pricing: PricingService;
  inventory: InventoryService;
  cards: ProductCards;
}

/** Whether one product can be bought, and with which optional additional products. */
export interface Purchasable {
  id: number;
  sku: string;
  reason: NotPurchasable | undefined;
  additionalIds: number[];
}

/** What the cart and the order ask of the catalogue: may a product be bought, and what its line shows. */
export function purchaseRules({ repository, pricing, inventory, cards }: Dependencies) {
  /**
   * Whether products can be bought online, whoever asks: each has stock by the availability rule,
   * a price in the currency, no "price on request", and no variants to choose from instead. Also
   * the optional additional products each may be bought with. Unknown ids are left out.
   */
  async function purchasable(ids: number[], currency: CurrencyCode): Promise<Map<number, Purchasable>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const [found, stockMap, priceMap, additional] = await Promise.all([
      repository.cards(unique, defaultLocale),
      inventory.stockFor(unique),
      pricing.pricesFor({
        productIds: unique,
        currency,
        country: siteConfig.defaultCountry,
        gross: false,
        taxClassOf: new Map(),
      }),
      repository.additionalIdsOf(unique),
    ]);
    return new Map(
      found.map(({ row, variantCount }) => {
        const price = priceMap.get(row.id);
        const reason: NotPurchasable | undefined = !row.sellable
          ? { reason: 'not-available', message: 'This product is no longer sold' }
          : variantCount > 0
            ? { reason: 'variant-required', message: 'Choose a variant of this product' }
            : row.hidePrices
              ? { reason: 'on-request', message: 'This product is available on request only' }
              : (price ? unitPrice(price) : null) === null
                ? { reason: 'no-price', message: `This product has no price in ${currency}` }
                : availability(stockMap.get(row.id), 1) === 'not-available'
                  ? { reason: 'not-available', message: 'This product is currently not available' }
                  : undefined;
        return [row.id, { id: row.id, sku: row.sku, reason, additionalIds: additional.get(row.id) ?? [] }];
      }),
    );
  }

  /** The products numbers typed by a shopper name: item number, SKU or EAN. */
  const idsByNumber = (numbers: string[]) => repository.idsByNumber([...new Set(numbers)]);

  return {
    purchasable,
    idsByNumber,

    /** The products SKUs name (exactly, as links and carts hold them). */
    async idsBySku(skus: string[]): Promise<Map<string, number>> {
      const rows = await repository.idsBySku([...new Set(skus)]);
      return new Map(rows.map((row) => [row.sku, row.id]));
    },

    /** Products whose item number, SKU or EAN starts with what is typed, masters left out. */
    idsByNumberPrefix: (prefix: string, limit: number) => repository.numberPrefixMatches(prefix, limit),

    /**
     * Quick-order rows as the shopper will get them: each row's product with their price for the
     * quantity ordered of it (price list, tier prices), or why the row cannot go into the cart.
     */
    async lookupItems(view: ShopperView, rows: ItemRow[]): Promise<ItemLookup[]> {
      const ids = await idsByNumber(rows.map((row) => row.number));
      const quantities = new Map<number, number>();
      for (const row of rows) {
        const id = ids.get(row.number);
        if (id !== undefined) quantities.set(id, (quantities.get(id) ?? 0) + row.quantity);
      }
      const [rules, found] = await Promise.all([
        purchasable([...quantities.keys()], view.currency),
        cards.cards([...quantities.keys()], view, { quantities }),
      ]);
      const byId = new Map(found.map((card) => [card.id, card]));
      return rows.map((row) => {
        const product = byId.get(ids.get(row.number) ?? 0) ?? null;
        const reason = product && rules.get(product.id)?.reason;
        return {
          ...row,
          product,
          problem: !product
            ? { reason: 'unknown-product', message: `There is no product with number ${row.number}` }
            : (reason ?? null),
        };
      });
    },

    /**
     * What a cart line shows of its product: the card, the included items and the product's
     * properties, for several products at once. `quantities` (units per product) picks the
     * customer's quantity-tier prices.
     */
    async lineProducts(ids: number[], view: ShopperView, quantities?: Map<number, number>) {
      const unique = [...new Set(ids)];
      const [found, values, included, categories] = await Promise.all([
        cards.cards(unique, view, { quantities }),
        repository.attributeValues(unique),
        repository.included(unique),
        repository.mainCategoryNames(unique, view.locale),
      ]);
      return new Map(
        found.map((card) => [
          card.id,
          {
            card,
            category: categories.get(card.id) ?? null,
            included: included
              .filter((item) => item.productId === card.id)
              .map((item) => ({
                itemnum: item.itemnum,
                name: text(item.name, view.locale),
                quantity: 1 as const,
              })),
            custom_attributes: values
              .filter((v) => v.productId === card.id)
              .map((v) => customAttribute(v, view.locale)),
          },
        ]),
      );
    },
  };
}
