import {
  type CurrencyCode,
  defaultLocale,
  type LocaleCode,
  type ProductCard,
  type Settings,
  siteConfig,
} from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import { CATALOGUE_ROWS, versionedCache } from '../../lib/versioned-cache';
import type { InventoryService } from '../inventory';
import type { PricingService } from '../pricing';
import { showsGross } from '../pricing';
import type { CatalogRepository } from './repository';

/** A card's shared rows, kept per catalogue version (without the offer read along with them). */
export type CardRow = Omit<Awaited<ReturnType<CatalogRepository['cards']>>[number], 'offer'>;

interface Dependencies {
  repository: CatalogRepository;
  pricing: PricingService;
  inventory: InventoryService;
  settings: () => Promise<Settings>;
}

/** Products whose cards one statement reads when every card is kept: short enough not to hold up shoppers' statements. */
const KEEP_ALL_SLICE = 500;

/** The shopper's prices and stock for a set of products. */
export interface Offers {
  priceMap: Awaited<ReturnType<PricingService['pricesFor']>>;
  stockMap: Awaited<ReturnType<InventoryService['stockFor']>>;
  /** Whether the display prices include tax (pricing/tax.ts showsGross). */
  gross: boolean;
}

export const noOffers: Offers = { priceMap: new Map(), stockMap: new Map(), gross: false };

export const toCard = ({ row, text: t, variantCount }: CardRow, { priceMap, stockMap }: Offers): ProductCard => ({
  id: row.id,
  sku: row.sku,
  itemnum: row.itemnum,
  name: t.name,
  subtitle: t.subtitle,
  slug: t.slug,
  image: row.coverImage,
  hidePrices: row.hidePrices,
  priceInfo: priceMap.get(row.id) ?? null,
  stock: stockMap.get(row.id) ?? null,
  variantCount,
});

/**
 * Product cards: their shared rows kept per catalogue version, the shopper's prices and stock
 * read per request, so one shopper's price never reaches another.
 */
export function productCards({ repository, pricing, inventory, settings }: Dependencies) {
  const cardRows = versionedCache<CardRow>(CATALOGUE_ROWS);
  /** Whether every card is kept (keepAll), and the newest version that was or is being read whole. */
  let keepingAll = false;
  let keptAllAt = Number.NEGATIVE_INFINITY;

  /**
   * Reads every product's card rows in the default locale and currency at `version`, a slice at a
   * time, keeping them with their list prices and stock as a page's first read does: the first read
   * of a listing or search page then makes no statement (at 100,000 products one of about 250
   * buffers, whose cost on two cores depended on what else ran). Once per version; a newer version
   * stops it. Other locales' and currencies' cards are still read when first asked for.
   */
  async function keepAll(version: number) {
    if (version <= keptAllAt) return;
    keptAllAt = version;
    const ids = await repository.sellableIds();
    for (let at = 0; at < ids.length && keptAllAt === version; at += KEEP_ALL_SLICE)
      await rowsOf(ids.slice(at, at + KEEP_ALL_SLICE), defaultLocale, version);
  }

  /**
   * The rows cards are drawn from, in the ids' order (unknown ids left out), as of `version`. The
   * rows not kept are read with their list prices in `currency` and their stock, which pricing and
   * inventory keep, so the shopper's offers for them need no statement of their own.
   */
  function rowsOf(ids: number[], locale: LocaleCode, version: number, currency?: CurrencyCode): Promise<CardRow[]> {
    // A newer catalogue version emptied the kept cards: they are read whole again meanwhile, and a
    // failure leaves pages to read their own, as before.
    if (keepingAll && version > keptAllAt) keepAll(version).catch(() => {});
    const key = (id: number) => `${id}:${locale}`;
    return cardRows.many(version, ids.map(key), async (keys) => {
      const keepStock = inventory.readingStock();
      const priced = currency ?? siteConfig.defaultCurrency;
      const rows = await repository.cards(
        keys.map((k) => Number(k.split(':')[0])),
        locale,
        priced,
      );
      pricing.keepListPrices(version, priced, new Map(rows.map((r) => [r.row.id, r.offer.listPrice])));
      keepStock(new Map(rows.map((r) => [r.row.id, r.offer.stock ?? false])));
      return new Map(rows.map(({ offer: _, ...row }) => [key(row.row.id), row]));
    });
  }

  /** Prices and stock a shopper may see: logged in, or a guest when isPriceForGuestEnabled. */
  async function offersOf(
    rows: CardRow[],
    view: ShopperView,
    version: number,
    quantities?: Map<number, number>,
  ): Promise<Offers> {
    const shop = await settings();
    const visible = view.shopper.loggedIn || shop.isPriceForGuestEnabled;
    const gross = showsGross(shop, view.shopper);
    const ids = rows.map((c) => c.row.id);
    // hidePrices hides the price only: availability is still shown ("price on request").
    const [priceMap, stockMap] = await Promise.all([
      pricing.pricesFor({
        productIds: visible ? rows.filter((c) => !c.row.hidePrices).map((c) => c.row.id) : [],
        currency: view.currency,
        country: view.shopper.country,
        customerNumber: view.shopper.customerNumber,
        gross,
        startingPriceFor: new Set(rows.filter((c) => c.variantCount > 0).map((c) => c.row.id)),
        taxClassOf: new Map(rows.map((c) => [c.row.id, c.row.taxClass])),
        quantities,
        catalogVersion: version,
      }),
      inventory.stockFor(visible ? ids : []),
    ]);
    return { priceMap, stockMap, gross };
  }

  /** Cards for ids in that order, with the shopper's prices and stock unless lazy. */
  async function cards(
    ids: number[],
    view: ShopperView,
    {
      lazyPrices = false,
      quantities,
      version,
    }: { lazyPrices?: boolean; quantities?: Map<number, number>; version?: number } = {},
  ): Promise<ProductCard[]> {
    const at = version ?? (await repository.catalogVersion());
    const found = await rowsOf(ids, view.locale, at, view.currency);
    const priced = lazyPrices ? noOffers : await offersOf(found, view, at, quantities);
    return found.map((row) => toCard(row, priced));
  }

  /** Whether this shopper's display prices include tax. */
  const grossFor = async (view: Pick<ShopperView, 'shopper'>) => showsGross(await settings(), view.shopper);

  /** From now on, keeps every product's card in the default locale (keepAll), beginning with `version`'s. */
  function keepEveryCard(version: number) {
    keepingAll = true;
    return keepAll(version);
  }

  return { rowsOf, offersOf, cards, grossFor, keepEveryCard };
}
export type ProductCards = ReturnType<typeof productCards>;
