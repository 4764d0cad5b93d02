import { availability, type CartRefusal, type CurrencyCode, defaultLocale, siteConfig } from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import type { InventoryService } from '../inventory/service';
import type { PricingService } from '../pricing/service';
import { customAttribute, text } from './localized';
import type { ProductCards } from './product-cards';
import type { CatalogRepository } from './repository';

/** Why a product cannot be bought online: a reason the storefront translates, and a message. */
export interface NotPurchasable {
  reason: Extract<CartRefusal, 'variant-required' | 'on-request' | 'no-price' | 'not-available'>;
  message: string;
}

interface Dependencies {
  repository: CatalogRepository;
  pricing: PricingService;
  inventory: InventoryService;
  cards: ProductCards;
}

/** What the cart and the order ask of the catalogue: may a product be bought, and what its line shows. */
export function purchaseRules({ repository, pricing, inventory, cards }: Dependencies) {
  return {
    /**
     * Whether a product can be bought online, whoever asks: it has stock by the availability rule, a
     * price in the currency, no "price on request", and no variants to choose from instead.
     * Also the optional additional products it may be bought with.
     */
    async purchasable(sku: string, currency: CurrencyCode) {
      const [row] = await repository.idsBySku([sku]);
      if (!row) return undefined;
      const [[found], stockMap, priceMap, additionalIds] = await Promise.all([
        repository.cards([row.id], defaultLocale),
        inventory.stockFor([row.id]),
        pricing.pricesFor({
          productIds: [row.id],
          currency,
          country: siteConfig.defaultCountry,
          taxClassOf: new Map(),
        }),
        repository.additionalIds(row.id),
      ]);
      if (!found) return undefined;
      const price = priceMap.get(row.id);
      const reason: NotPurchasable | undefined =
        found.variantCount > 0
          ? { reason: 'variant-required', message: 'Choose a variant of this product' }
          : found.row.hidePrices
            ? { reason: 'on-request', message: 'This product is available on request only' }
            : (price?.special ?? price?.regular ?? null) === null
              ? { reason: 'no-price', message: `This product has no price in ${currency}` }
              : availability(stockMap.get(row.id), 1) === 'not-available'
                ? { reason: 'not-available', message: 'This product is currently not available' }
                : undefined;
      return { id: row.id, reason, additionalIds };
    },

    /**
     * What a cart line shows of its product: the card, the included items and the product's
     * properties, for several products at once. `quantities` (units per product) picks the
     * customer's quantity-tier prices.
     */
    async lineProducts(ids: number[], view: ShopperView, quantities?: Map<number, number>) {
      const unique = [...new Set(ids)];
      const [found, values, included] = await Promise.all([
        cards.cards(unique, view, { quantities }),
        repository.attributeValues(unique),
        repository.included(unique),
      ]);
      return new Map(
        found.map((card) => [
          card.id,
          {
            card,
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
