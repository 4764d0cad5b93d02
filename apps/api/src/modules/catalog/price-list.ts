import { type CurrencyCode, defaultLocale, type LocaleCode } from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import type { PriceListQueries, PricingService } from '../pricing';
import { displayTiers } from '../pricing';
import type { ProductCards } from './product-cards';
import type { CatalogRepository } from './repository';

interface Dependencies {
  repository: CatalogRepository;
  priceLists: PriceListQueries;
  pricing: PricingService;
  cards: ProductCards;
}

/** A customer's agreed prices, and the shopper's prices of products named by SKU. */
export function priceListQueries({ repository, priceLists, pricing, cards }: Dependencies) {
  return {
    /** A customer's agreed prices with each product's item number and name. */
    async priceList(customerNumber: string, locale: LocaleCode, limit: number, offset: number) {
      const [entries, count] = await Promise.all([
        priceLists.entries(customerNumber, limit, offset),
        priceLists.count(customerNumber),
      ]);
      const found = new Map(
        (await repository.cards([...new Set(entries.map((e) => e.productId))], locale)).map((c) => [c.row.id, c]),
      );
      return {
        count,
        data: entries.flatMap((e) => {
          const card = found.get(e.productId);
          return card
            ? [
                {
                  productId: e.productId,
                  sku: card.row.sku,
                  itemnum: card.row.itemnum,
                  name: card.text.name,
                  currency: e.currency as CurrencyCode,
                  price: e.price,
                  minQty: e.minQty,
                },
              ]
            : [];
        }),
      };
    },

    /**
     * The shopper's price, quantity prices and stock of each SKU, in the order asked (null for
     * unknown SKUs): what a product page customers share shows of theirs.
     */
    async productPriceList(view: Omit<ShopperView, 'locale'>, skus: string[]) {
      const version = await repository.catalogVersion();
      const rows = await repository.idsBySku(skus);
      // Only prices and stock are answered, so the cards' names may be in any locale.
      const found = await cards.cards(
        rows.map((r) => r.id),
        { ...view, locale: defaultLocale },
        { version },
      );
      // Quantity prices go with the price: shown to whom the price is shown.
      const priced = found.filter((c) => c.priceInfo).map((c) => c.id);
      const [tiers, gross] = await Promise.all([
        priced.length > 0 ? pricing.tiers(priced, view.currency, version) : new Map(),
        cards.grossFor(view),
      ]);
      const bySku = new Map(found.map((c) => [c.sku, c]));
      return skus.map((sku) => {
        const card = bySku.get(sku);
        const price = card?.priceInfo ?? null;
        return {
          sku,
          priceInfo: price,
          stock: card?.stock ?? null,
          priceTiers: price ? displayTiers(tiers.get(card!.id) ?? [], price.taxRate, gross) : [],
        };
      });
    },
  };
}
