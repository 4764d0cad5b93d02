import {
  availability,
  type Breadcrumb,
  type CartRefusal,
  type CategoryNode,
  type CurrencyCode,
  type CustomAttribute,
  defaultLocale,
  type Facet,
  type Filter,
  type LocaleCode,
  type ProductCard,
  type ProductDetail,
  type Settings,
  type Sort,
  siteConfig,
} from '@shop/contracts';
import { builtPerVersion } from '../../lib/built-per-version';
import { notFound } from '../../lib/domain-errors';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import type { ShopperView } from '../../lib/shopper';
import { versionedCache } from '../../lib/versioned-cache';
import type { InventoryService } from '../inventory/service';
import type { PriceListQueries, PricingService } from '../pricing/service';
import { and, bitsOf, buildFacetIndex, facetCounts } from './facet-index';
import type { CatalogRepository } from './repository';
import type { LocalizedText } from './tables';

interface Dependencies {
  repository: CatalogRepository;
  pricing: PricingService;
  priceLists: PriceListQueries;
  inventory: InventoryService;
  settings: () => Promise<Settings>;
}

const text = (value: LocalizedText | null | undefined, locale: LocaleCode) =>
  value ? (value[locale] ?? value[defaultLocale] ?? Object.values(value)[0] ?? '') : '';

/** Why a product cannot be bought online: a reason the storefront translates, and a message. */
export interface NotPurchasable {
  reason: Extract<CartRefusal, 'variant-required' | 'on-request' | 'no-price' | 'not-available'>;
  message: string;
}

type AttributeValue = Awaited<ReturnType<CatalogRepository['attributeValues']>>[number];

/** A product's attribute value as the spec's custom attribute, in the locale. */
const customAttribute = (v: AttributeValue, locale: LocaleCode): CustomAttribute => ({
  attribute_code: v.code,
  label: text(v.label, locale),
  value: v.optionLabel ? text(v.optionLabel, locale) : text(v.text, locale),
  image: v.image,
  position: v.position,
  location: v.location,
  html: v.html ? text(v.html, locale) : null,
});

interface OptionText {
  value: string;
  label: LocalizedText;
  position: number;
}

interface CategoryEntry {
  id: number;
  parentId: number | null;
  productCount: number;
  image: string | null;
  texts: Map<string, { name: string; slug: string; description: string }>;
}

type CardRow = Awaited<ReturnType<CatalogRepository['cards']>>[number];

/** A product page without the shopper's prices and stock, and the card rows those are read for. */
interface SharedDetail {
  rows: CardRow[];
  detail: ProductDetail;
}

export function catalogService({ repository, pricing, priceLists, inventory, settings }: Dependencies) {
  // Shared answers per catalogue version (versioned-cache.ts); a request reads the version once.
  const trees = versionedCache<Map<number, CategoryEntry>>(1);
  const cardRows = versionedCache<CardRow>(20_000);
  const details = versionedCache<SharedDetail>(5_000);
  const listings = versionedCache<{ ids: number[]; count: number }>(5_000);

  /** The category tree, as of `version` (read now when not given). */
  async function tree(version?: number): Promise<Map<number, CategoryEntry>> {
    return trees.one(version ?? (await repository.catalogVersion()), 'tree', () =>
      repository.categories().then(({ rows, texts }) => {
        const entries = new Map<number, CategoryEntry>();
        for (const row of rows)
          entries.set(row.id, {
            id: row.id,
            parentId: row.parentId,
            productCount: row.productCount,
            image: row.image,
            texts: new Map(),
          });
        for (const t of texts) entries.get(t.categoryId)?.texts.set(t.locale, t);
        return entries;
      }),
    );
  }

  /** The rows product cards are drawn from, in the ids' order (unknown ids left out), as of `version`. */
  function cardRowsOf(ids: number[], locale: LocaleCode, version: number): Promise<CardRow[]> {
    const key = (id: number) => `${id}:${locale}`;
    return cardRows.many(version, ids.map(key), async (keys) => {
      const rows = await repository.cards(
        keys.map((k) => Number(k.split(':')[0])),
        locale,
      );
      return new Map(rows.map((row) => [key(row.row.id), row]));
    });
  }

  const textOf = (entry: CategoryEntry, locale: LocaleCode) =>
    entry.texts.get(locale) ?? entry.texts.get(defaultLocale) ?? { name: '', slug: String(entry.id), description: '' };

  /**
   * The facet index (lib/built-per-version.ts: about 1 s to rebuild at 100,000 products, requests
   * keep the previous index meanwhile).
   */
  const facetData = builtPerVersion(() =>
    repository.facetIndexRows().then(({ options, members, texts }) => ({
      index: buildFacetIndex(options, members),
      texts: new Map<number, OptionText>(texts.map((t) => [t.id, t])),
    })),
  );
  const facetIndex = async () => facetData.at(await repository.catalogVersion());

  function ancestry(entries: Map<number, CategoryEntry>, id: number): CategoryEntry[] {
    const chain: CategoryEntry[] = [];
    for (let entry = entries.get(id); entry; entry = entry.parentId ? entries.get(entry.parentId) : undefined)
      chain.unshift(entry);
    return chain;
  }

  const pathOf = (entries: Map<number, CategoryEntry>, id: number, locale: LocaleCode) =>
    ancestry(entries, id).map((e) => textOf(e, locale).slug);

  /** Resolves /c/{slug_1}/…/{slug_n} in a locale to a category id. */
  function findByPath(entries: Map<number, CategoryEntry>, slugs: string[], locale: LocaleCode) {
    let parentId: number | null = null;
    let found: CategoryEntry | undefined;
    for (const slug of slugs) {
      found = [...entries.values()].find((e) => e.parentId === parentId && textOf(e, locale).slug === slug);
      if (!found) return undefined;
      parentId = found.id;
    }
    return found;
  }

  function breadcrumbs(entries: Map<number, CategoryEntry>, id: number, locale: LocaleCode): Breadcrumb[] {
    const chain = ancestry(entries, id);
    return chain.map((entry, i) => ({
      text: textOf(entry, locale).name,
      link: `/c/${chain
        .slice(0, i + 1)
        .map((e) => textOf(e, locale).slug)
        .join('/')}`,
      primary: i === chain.length - 1,
    }));
  }

  /** Prices and stock a shopper may see: logged in, or a guest when isPriceForGuestEnabled. */
  async function offers(
    ids: number[],
    hidden: Set<number>,
    masters: Set<number>,
    taxClassOf: Map<number, string>,
    view: ShopperView,
    quantities?: Map<number, number>,
    catalogVersion?: number,
  ) {
    const { isPriceForGuestEnabled } = await settings();
    const visible = view.shopper.loggedIn || isPriceForGuestEnabled;
    // hidePrices hides the price only: availability is still shown ("price on request").
    const [priceMap, stockMap] = await Promise.all([
      pricing.pricesFor({
        productIds: visible ? ids.filter((id) => !hidden.has(id)) : [],
        currency: view.currency,
        country: view.shopper.country,
        customerNumber: view.shopper.customerNumber,
        startingPriceFor: masters,
        taxClassOf,
        quantities,
        catalogVersion,
      }),
      inventory.stockFor(visible ? ids : []),
    ]);
    return { priceMap, stockMap };
  }

  /** Prices and stock of the cards' products for the shopper. */
  function offersOf(rows: CardRow[], view: ShopperView, version: number, quantities?: Map<number, number>) {
    return offers(
      rows.map((c) => c.row.id),
      new Set(rows.filter((c) => c.row.hidePrices).map((c) => c.row.id)),
      new Set(rows.filter((c) => c.variantCount > 0).map((c) => c.row.id)),
      new Map(rows.map((c) => [c.row.id, c.row.taxClass])),
      view,
      quantities,
      version,
    );
  }

  type Offers = Awaited<ReturnType<typeof offers>>;
  const noOffers: Offers = { priceMap: new Map(), stockMap: new Map() };

  const toCard = ({ row, text: t, variantCount }: CardRow, { priceMap, stockMap }: Offers): ProductCard => ({
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
    const found = await cardRowsOf(ids, view.locale, at);
    const priced = lazyPrices ? noOffers : await offersOf(found, view, at, quantities);
    return found.map((row) => toCard(row, priced));
  }

  /**
   * Everything of a product page but prices and stock, which are the shopper's: one product costs
   * about a dozen queries, so it is read once per catalogue version and locale.
   */
  async function sharedDetail(id: number, locale: LocaleCode, version: number): Promise<SharedDetail> {
    const row = await repository.product(id);
    if (!row) throw notFound(`Product ${id} does not exist`);
    const [entries, texts, images, variantIds, included, additionalIds, categoryIds] = await Promise.all([
      tree(version),
      repository.productTexts(id),
      repository.images(id),
      repository.variantIds(id),
      repository.included([id]),
      repository.additionalIds(id),
      repository.categoryIdsOf(row.masterId ?? id),
    ]);
    const t = texts.find((x) => x.locale === locale) ?? texts.find((x) => x.locale === defaultLocale);
    if (!t) throw notFound(`Product ${id} has no texts`);
    const [[own], variantRows, additionalRows, values] = await Promise.all([
      cardRowsOf([id], locale, version),
      cardRowsOf(variantIds, locale, version),
      cardRowsOf(additionalIds, locale, version),
      repository.attributeValues([id, ...variantIds]),
    ]);
    // The variant axes: attributes whose value differs between the variants.
    const axes = [...new Set(values.filter((v) => v.productId !== id && v.optionValue).map((v) => v.code))].filter(
      (code) => new Set(values.filter((v) => v.code === code && v.productId !== id).map((v) => v.optionValue)).size > 1,
    );
    const primary =
      (row.primaryCategoryId && entries.has(row.primaryCategoryId) ? row.primaryCategoryId : undefined) ??
      categoryIds
        .map((cid) => entries.get(cid))
        .sort((a, b) => ancestry(entries, b!.id).length - ancestry(entries, a!.id).length)[0]?.id;

    return {
      rows: [own!, ...variantRows, ...additionalRows],
      detail: {
        ...toCard(own!, noOffers),
        title: t.title,
        // Descriptions come from catalogue imports: cleaned like content before they reach a page.
        description: sanitizeContentHtml(t.description),
        originalId: row.originalId,
        masterId: row.masterId,
        category: categoryIds
          .filter((cid) => entries.has(cid))
          .map((cid) => ({
            id: cid,
            name: textOf(entries.get(cid)!, locale).name,
            path: pathOf(entries, cid, locale),
          })),
        breadcrumbs: primary ? breadcrumbs(entries, primary, locale) : [],
        galery: images.map((image) => ({ image: image.url, alt: text(image.alt, locale) || t.name })),
        custom_attributes: values.filter((v) => v.productId === id).map((v) => customAttribute(v, locale)),
        attributes: axes.map((code) => {
          const first = values.find((v) => v.code === code)!;
          const options = new Map<string, string>();
          for (const v of values)
            if (v.code === code && v.productId !== id && v.optionValue)
              options.set(v.optionValue, text(v.optionLabel, locale));
          return {
            attribute_code: code,
            label: text(first.label, locale),
            control: first.control,
            options: [...options].map(([value_index, label]) => ({ value_index, label })),
          };
        }),
        variants: variantRows.map((variant) => ({
          ...toCard(variant, noOffers),
          options: Object.fromEntries(
            values
              .filter((v) => v.productId === variant.row.id && axes.includes(v.code) && v.optionValue)
              .map((v) => [v.code, v.optionValue!]),
          ),
        })),
        variantItemnus: variantRows.map((v) => v.row.itemnum),
        included: included.map((item) => ({
          itemnum: item.itemnum,
          name: text(item.name, locale),
          quantity: 1 as const,
        })),
        additionalProducts: additionalRows.map((r) => toCard(r, noOffers)),
      },
    };
  }

  return {
    /** Product cards for ids in that order, with the shopper's prices and stock unless lazy. */
    cards,

    async categoryList(locale: LocaleCode, options: { slug?: string; path?: string }) {
      const entries = await tree();
      const current = options.path ? findByPath(entries, options.path.split('/').filter(Boolean), locale) : undefined;
      const build = (parentId: number | null): CategoryNode[] =>
        [...entries.values()]
          .filter((e) => e.parentId === parentId)
          .map((e) => ({
            id: e.id,
            name: textOf(e, locale).name,
            slug: textOf(e, locale).slug,
            path: pathOf(entries, e.id, locale),
            productCount: e.productCount,
            image: e.image,
            isCurrent: e.id === current?.id,
            children: build(e.id),
          }));
      let categories = build(null);
      if (options.slug) categories = categories.filter((c) => c.slug === options.slug);
      return {
        categories,
        current: current
          ? {
              id: current.id,
              name: textOf(current, locale).name,
              description: textOf(current, locale).description,
              path: pathOf(entries, current.id, locale),
              breadcrumbs: breadcrumbs(entries, current.id, locale),
              paths: Object.fromEntries(
                [...current.texts.keys()].map((l) => [l, pathOf(entries, current.id, l as LocaleCode)]),
              ) as Record<LocaleCode, string[]>,
            }
          : null,
      };
    },

    async productList(
      view: ShopperView,
      query: { catId: number; filters: Filter[]; sort: Sort; limit: number; offset: number; pricesLazyLoad: boolean },
    ) {
      const version = await repository.catalogVersion();
      const entries = await tree(version);
      // The spec: a missing root category or id -1 gives an empty result.
      if (query.catId === -1 || !entries.has(query.catId))
        return { data: [], count: 0, offset: query.offset, limit: query.limit };
      const listed = {
        categoryId: query.catId,
        sort: query.sort,
        // Only price sorts depend on the currency.
        currency: query.sort.startsWith('price') ? view.currency : '',
        limit: query.limit,
        offset: query.offset,
      };
      const { ids, count } = await listings.one(version, JSON.stringify([listed, query.filters]), async () =>
        repository.listProducts({ ...listed, filters: await repository.resolveFilters(query.filters) }),
      );
      return {
        data: await cards(ids, view, { lazyPrices: query.pricesLazyLoad, version }),
        count,
        offset: query.offset,
        limit: query.limit,
      };
    },

    /**
     * Facets with counts for the products of a scope: a category (and below), given product ids
     * (a search's matches), or both at once; counted in the in-memory facet index.
     */
    async facets(
      locale: LocaleCode,
      scope: { categoryId?: number; productIds?: number[] },
      filters: Filter[],
    ): Promise<Facet[]> {
      const [{ index, texts }, facetAttributes, resolved] = await Promise.all([
        facetIndex(),
        repository.facetAttributes(),
        repository.resolveFilters(filters),
      ]);
      const none = new Uint32Array(0);
      const parts = [
        scope.categoryId === undefined ? undefined : (index.categories.get(scope.categoryId) ?? none),
        scope.productIds && bitsOf(scope.productIds, index.size),
      ].filter((part) => part !== undefined);
      if (parts.length === 0 || parts.some((part) => part.length === 0)) return [];
      const counts = facetCounts(index, and(parts[0]!, ...parts.slice(1)), resolved);
      return facetAttributes
        .map((attribute) => ({
          id: attribute.code,
          label: text(attribute.label, locale),
          type: attribute.control,
          options: counts
            .filter((c) => c.code === attribute.code)
            .flatMap((c) => {
              const option = texts.get(c.optionId);
              return option ? [{ ...option, n: c.n }] : [];
            })
            .sort((a, b) => a.position - b.position || a.value.localeCompare(b.value))
            .map((o) => ({ value: o.value, label: text(o.label, locale), count: o.n })),
        }))
        .filter((facet) => facet.options.length > 0);
    },

    /** Filter values as option ids, for listings outside the catalogue (search). */
    resolveFilters: (filters: Filter[]) => repository.resolveFilters(filters),

    /** Whether a category exists (-1 and unknown ids do not). */
    async hasCategory(catId: number) {
      return catId !== -1 && (await tree()).has(catId);
    },

    sitemap: (offset: number, limit: number) => repository.sitemap(offset, limit),

    /** Names and SKUs of products, in the locale. */
    async productNames(ids: number[], locale: LocaleCode) {
      const found = await repository.cards([...new Set(ids)], locale);
      return new Map(found.map((c) => [c.row.id, { name: c.text.name, sku: c.row.sku }]));
    },

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

    async productPriceList(view: ShopperView, skus: string[]) {
      const rows = await repository.idsBySku(skus);
      const found = await cards(
        rows.map((r) => r.id),
        view,
      );
      const bySku = new Map(found.map((c) => [c.sku, c]));
      return skus.map((sku) => ({
        sku,
        priceInfo: bySku.get(sku)?.priceInfo ?? null,
        stock: bySku.get(sku)?.stock ?? null,
      }));
    },

    /**
     * What a cart line shows of its product: the card, the included items and the product's
     * properties, for several products at once. `quantities` (units per product) picks the
     * customer's quantity-tier prices.
     */
    async lineProducts(ids: number[], view: ShopperView, quantities?: Map<number, number>) {
      const unique = [...new Set(ids)];
      const [found, values, included] = await Promise.all([
        cards(unique, view, { quantities }),
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

    /** Sets a product's list price (the admin's); an unknown SKU is a 404. */
    async setPrice(sku: string, price: { currency: CurrencyCode; regular: number; special: number | null }) {
      const [row] = await repository.idsBySku([sku]);
      if (!row) throw notFound(`There is no product with SKU ${sku}`);
      await pricing.setPrice(row.id, price);
      return { sku, ...price };
    },

    async recommendations(
      view: ShopperView,
      query: { catId: number; limit: number; exclude?: number; popularOnly: boolean },
    ) {
      const entries = await tree();
      if (query.catId === -1 || !entries.has(query.catId)) return [];
      const ids = await repository.popular(query.catId, query.limit, query.exclude, query.popularOnly);
      return cards(ids, view);
    },

    async product(id: number, view: ShopperView): Promise<ProductDetail> {
      const version = await repository.catalogVersion();
      const { rows, detail } = await details.one(version, `${id}:${view.locale}`, () =>
        sharedDetail(id, view.locale, version),
      );
      const { priceMap, stockMap } = await offersOf(rows, view, version);
      const offer = <C extends ProductCard>(card: C): C => ({
        ...card,
        priceInfo: priceMap.get(card.id) ?? null,
        stock: stockMap.get(card.id) ?? null,
      });
      return {
        ...offer(detail),
        variants: detail.variants.map(offer),
        additionalProducts: detail.additionalProducts.map(offer),
      };
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
