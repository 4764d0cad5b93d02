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
import { notFound } from '../../http/errors';
import type { Viewer } from '../../http/viewer';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import type { InventoryService } from '../inventory/service';
import type { PriceListQueries, PricingService } from '../pricing/service';
import { and, bitsOf, buildFacetIndex, type FacetIndex, facetCounts } from './facet-index';
import type { CatalogRepository } from './repository';
import type { LocalizedText } from './tables';

export interface View {
  locale: LocaleCode;
  currency: CurrencyCode;
  viewer: Viewer;
}

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

/** The category tree is small and read on every page: kept for 2 s. */
const TREE_TTL_MS = 2_000;

export function catalogService({ repository, pricing, priceLists, inventory, settings }: Dependencies) {
  let treeCache: { value: Promise<Map<number, CategoryEntry>>; until: number } | undefined;

  function tree(): Promise<Map<number, CategoryEntry>> {
    const now = Date.now();
    if (!treeCache || treeCache.until <= now) {
      const value = repository.categories().then(({ rows, texts }) => {
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
      });
      treeCache = { value, until: now + TREE_TTL_MS };
      value.catch(() => {
        treeCache = undefined;
      });
    }
    return treeCache.value;
  }

  const textOf = (entry: CategoryEntry, locale: LocaleCode) =>
    entry.texts.get(locale) ?? entry.texts.get(defaultLocale) ?? { name: '', slug: String(entry.id), description: '' };

  type FacetData = { index: FacetIndex; texts: Map<number, OptionText> };
  let current: { version: number; data: FacetData } | undefined;
  let building: { version: number; done: Promise<void> } | undefined;

  /**
   * The facet index. Every write to products' attributes, categories or options bumps the
   * catalogue's version (one indexed row to read); a newer version starts one rebuild (about 1 s
   * at 100,000 products) while requests keep the previous index until it is ready. Only the very
   * first build is waited for.
   */
  async function facetIndex(): Promise<FacetData> {
    const version = await repository.catalogVersion();
    if (current && current.version >= version) return current.data;
    if (!building || building.version < version) {
      const done = repository.facetIndexRows().then(({ options, members, texts }) => {
        if (current && current.version >= version) return;
        current = {
          version,
          data: { index: buildFacetIndex(options, members), texts: new Map(texts.map((t) => [t.id, t])) },
        };
      });
      building = { version, done };
      const clear = () => {
        if (building?.done === done) building = undefined;
      };
      done.then(clear, clear);
    }
    if (current) return current.data;
    await building.done;
    return current!.data;
  }

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
    view: View,
    quantities?: Map<number, number>,
  ) {
    const { isPriceForGuestEnabled } = await settings();
    const visible = view.viewer.loggedIn || isPriceForGuestEnabled;
    // hidePrices hides the price only: availability is still shown ("price on request").
    const [priceMap, stockMap] = await Promise.all([
      pricing.pricesFor({
        productIds: visible ? ids.filter((id) => !hidden.has(id)) : [],
        currency: view.currency,
        country: view.viewer.country,
        customerNumber: view.viewer.customerNumber,
        startingPriceFor: masters,
        taxClassOf,
        quantities,
      }),
      inventory.stockFor(visible ? ids : []),
    ]);
    return { priceMap, stockMap };
  }

  async function cards(
    ids: number[],
    view: View,
    { lazyPrices = false, quantities }: { lazyPrices?: boolean; quantities?: Map<number, number> } = {},
  ): Promise<ProductCard[]> {
    const found = await repository.cards(ids, view.locale);
    const hidden = new Set(found.filter((c) => c.row.hidePrices).map((c) => c.row.id));
    const masters = new Set(found.filter((c) => c.variantCount > 0).map((c) => c.row.id));
    const { priceMap, stockMap } = lazyPrices
      ? { priceMap: new Map(), stockMap: new Map() }
      : await offers(
          found.map((c) => c.row.id),
          hidden,
          masters,
          new Map(found.map((c) => [c.row.id, c.row.taxClass])),
          view,
          quantities,
        );
    return found.map(({ row, text: t, variantCount }) => ({
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
    }));
  }

  return {
    /** Product cards for ids in that order, with the viewer's prices and stock unless lazy. */
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
      view: View,
      query: { catId: number; filters: Filter[]; sort: Sort; limit: number; offset: number; pricesLazyLoad: boolean },
    ) {
      const entries = await tree();
      // The spec: a missing root category or id -1 gives an empty result.
      if (query.catId === -1 || !entries.has(query.catId))
        return { data: [], count: 0, offset: query.offset, limit: query.limit };
      const { ids, count } = await repository.listProducts({
        categoryId: query.catId,
        filters: await repository.resolveFilters(query.filters),
        sort: query.sort,
        currency: view.currency,
        limit: query.limit,
        offset: query.offset,
      });
      return {
        data: await cards(ids, view, { lazyPrices: query.pricesLazyLoad }),
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

    async productPriceList(view: View, skus: string[]) {
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
    async lineProducts(ids: number[], view: View, quantities?: Map<number, number>) {
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

    async recommendations(view: View, query: { catId: number; limit: number; exclude?: number; popularOnly: boolean }) {
      const entries = await tree();
      if (query.catId === -1 || !entries.has(query.catId)) return [];
      const ids = await repository.popular(query.catId, query.limit, query.exclude, query.popularOnly);
      return cards(ids, view);
    },

    async product(id: number, view: View): Promise<ProductDetail> {
      const row = await repository.product(id);
      if (!row) throw notFound(`Product ${id} does not exist`);
      const [entries, texts, images, variantIds, included, additionalIds, categoryIds] = await Promise.all([
        tree(),
        repository.productTexts(id),
        repository.images(id),
        repository.variantIds(id),
        repository.included([id]),
        repository.additionalIds(id),
        repository.categoryIdsOf(row.masterId ?? id),
      ]);
      const t = texts.find((x) => x.locale === view.locale) ?? texts.find((x) => x.locale === defaultLocale);
      if (!t) throw notFound(`Product ${id} has no texts`);
      const [[card], variantCards, additional, values] = await Promise.all([
        cards([id], view),
        cards(variantIds, view),
        cards(additionalIds, view),
        repository.attributeValues([id, ...variantIds]),
      ]);

      const own = values.filter((v) => v.productId === id);
      const custom = own.map((v) => customAttribute(v, view.locale));
      // The variant axes: attributes whose value differs between the variants.
      const axes = [...new Set(values.filter((v) => v.productId !== id && v.optionValue).map((v) => v.code))].filter(
        (code) =>
          new Set(values.filter((v) => v.code === code && v.productId !== id).map((v) => v.optionValue)).size > 1,
      );
      const primary =
        (row.primaryCategoryId && entries.has(row.primaryCategoryId) ? row.primaryCategoryId : undefined) ??
        categoryIds
          .map((cid) => entries.get(cid))
          .sort((a, b) => ancestry(entries, b!.id).length - ancestry(entries, a!.id).length)[0]?.id;

      return {
        ...card!,
        title: t.title,
        // Descriptions come from catalogue imports: cleaned like content before they reach a page.
        description: sanitizeContentHtml(t.description),
        originalId: row.originalId,
        masterId: row.masterId,
        category: categoryIds
          .filter((cid) => entries.has(cid))
          .map((cid) => ({
            id: cid,
            name: textOf(entries.get(cid)!, view.locale).name,
            path: pathOf(entries, cid, view.locale),
          })),
        breadcrumbs: primary ? breadcrumbs(entries, primary, view.locale) : [],
        galery: images.map((image) => ({ image: image.url, alt: text(image.alt, view.locale) || t.name })),
        custom_attributes: custom,
        attributes: axes.map((code) => {
          const first = values.find((v) => v.code === code)!;
          const options = new Map<string, string>();
          for (const v of values)
            if (v.code === code && v.productId !== id && v.optionValue)
              options.set(v.optionValue, text(v.optionLabel, view.locale));
          return {
            attribute_code: code,
            label: text(first.label, view.locale),
            control: first.control,
            options: [...options].map(([value_index, label]) => ({ value_index, label })),
          };
        }),
        variants: variantCards.map((variant) => ({
          ...variant,
          options: Object.fromEntries(
            values
              .filter((v) => v.productId === variant.id && axes.includes(v.code) && v.optionValue)
              .map((v) => [v.code, v.optionValue!]),
          ),
        })),
        variantItemnus: variantCards.map((v) => v.itemnum),
        included: included.map((item) => ({
          itemnum: item.itemnum,
          name: text(item.name, view.locale),
          quantity: 1 as const,
        })),
        additionalProducts: additional,
      };
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
