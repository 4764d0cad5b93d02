// One file for the catalogue's operations: the cases share one seeded catalogue per database kind.
import type {
  CategoryNode,
  CurrencyCode,
  Facet,
  Filter,
  LocaleCode,
  PriceInfo,
  ProductCard,
  ProductDetail,
  Stock,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../../tools/seed/catalog';
import type { Database } from '../../db/connection';
import { setBranding, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { stock } from '../inventory/tables';
import { prices, priceTiers, taxRates } from '../pricing/tables';
import {
  attributeOptions,
  attributes,
  categories,
  categoryTranslations,
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from './tables';

const locales: LocaleCode[] = ['de', 'en', 'fr', 'es', 'it'];
const seedDay = new Date('2026-06-01T00:00:00Z');

interface Page {
  data: ProductCard[];
  count: number;
  offset: number;
  limit: number;
}
interface CategoryAnswer {
  categories: CategoryNode[];
  current: {
    id: number;
    name: string;
    description: string;
    path: string[];
    breadcrumbs: Array<{ text: string; link: string; primary: boolean }>;
    paths: Record<string, string[]>;
  } | null;
}

/**
 * The seeded catalogue read straight from the tables, so the expectations below are computed
 * independently of the API's queries.
 */
async function readCatalogue(db: Database) {
  const [
    categoryRows,
    categoryTexts,
    productRows,
    productTexts,
    links,
    priceRows,
    stockRows,
    attributeRows,
    optionRows,
    valueRows,
    imageRows,
    includedRows,
    rateRows,
  ] = await Promise.all([
    db.select().from(categories),
    db.select().from(categoryTranslations),
    db.select().from(products),
    db.select().from(productTranslations),
    db.select().from(productCategories),
    db.select().from(prices),
    db.select().from(stock),
    db.select().from(attributes),
    db.select().from(attributeOptions),
    db.select().from(productAttributes),
    db.select().from(productImages),
    db.select().from(includedItems),
    db.select().from(taxRates),
  ]);

  const category = new Map(categoryRows.map((c) => [c.id, c]));
  const categoryText = (id: number, locale: LocaleCode) =>
    categoryTexts.find((t) => t.categoryId === id && t.locale === locale)!;
  const chain = (id: number): number[] => {
    const parent = category.get(id)!.parentId;
    return parent === null ? [id] : [...chain(parent), id];
  };
  const childrenOf = (parentId: number | null) =>
    categoryRows
      .filter((c) => c.parentId === parentId)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((c) => c.id);

  const product = new Map(productRows.map((p) => [p.id, p]));
  const productText = (id: number, locale: LocaleCode) =>
    productTexts.find((t) => t.productId === id && t.locale === locale)!;
  const variantsOf = (id: number) =>
    productRows
      .filter((p) => p.masterId === id)
      .map((p) => p.id)
      .sort((a, b) => a - b);
  /** Masters and stand-alone products linked to the category (product_category holds every ancestor). */
  const listedIn = (categoryId: number) =>
    links
      .filter((l) => l.categoryId === categoryId && product.get(l.productId)!.masterId === null)
      .map((l) => l.productId);

  const priceOf = (id: number, currency: CurrencyCode) =>
    priceRows.find((p) => p.productId === id && p.currency === currency);
  const effective = (id: number, currency: CurrencyCode) => {
    const row = priceOf(id, currency)!;
    return row.special ?? row.regular;
  };
  const stockOf = (id: number): Stock | null => {
    const row = stockRows.find((s) => s.productId === id);
    return row
      ? {
          qty: row.qty,
          effectivestock: row.effectiveStock,
          externalstock: row.externalStock,
          markedInStock: row.markedInStock,
        }
      : null;
  };
  const taxRate = (id: number, country: string) =>
    rateRows.find((r) => r.taxClass === product.get(id)!.taxClass && r.country === country)!.rate;

  const attribute = new Map(attributeRows.map((a) => [a.code, a]));
  const option = new Map(optionRows.map((o) => [o.id, o]));
  /** Select values of a product: attribute code and option value. */
  const optionsOf = (id: number) =>
    valueRows
      .filter((v) => v.productId === id && v.optionId !== null)
      .map((v) => ({ code: v.attributeCode, value: option.get(v.optionId!)!.value }));
  const has = (id: number, code: string, value: string) =>
    optionsOf(id).some((o) => o.code === code && o.value === value);
  const matches = (id: number, filters: Filter[]) =>
    filters.every((f) => f.values.some((value) => has(id, f.name, value)));
  const facetAttributes = attributeRows.filter((a) => a.isFacet).sort((a, b) => a.position - b.position);
  const optionsOfAttribute = (code: string) =>
    optionRows
      .filter((o) => o.attributeCode === code)
      .sort((a, b) => a.position - b.position || a.value.localeCompare(b.value));

  return {
    categoryRows,
    category,
    categoryText,
    chain,
    childrenOf,
    productRows,
    product,
    productText,
    variantsOf,
    listedIn,
    links,
    priceOf,
    effective,
    stockOf,
    taxRate,
    attribute,
    option,
    valueRows,
    optionsOf,
    has,
    matches,
    facetAttributes,
    optionsOfAttribute,
    imageRows,
    includedRows,
  };
}
type Catalogue = Awaited<ReturnType<typeof readCatalogue>>;

/** Disjunctive faceting: each attribute's options are counted under the filters of the other attributes. */
function expectedFacets(cat: Catalogue, catId: number, filters: Filter[], locale: LocaleCode): Facet[] {
  const listed = cat.listedIn(catId);
  return cat.facetAttributes
    .map((a) => {
      const pool = listed.filter((id) =>
        cat.matches(
          id,
          filters.filter((f) => f.name !== a.code),
        ),
      );
      return {
        id: a.code,
        label: a.label[locale]!,
        type: a.control,
        options: cat
          .optionsOfAttribute(a.code)
          .map((o) => ({
            value: o.value,
            label: o.label[locale]!,
            count: pool.filter((id) => cat.has(id, a.code, o.value)).length,
          }))
          .filter((o) => o.count > 0),
      };
    })
    .filter((f) => f.options.length > 0);
}

const withoutTaxRate = (info: PriceInfo | null) => {
  if (!info) return info;
  const { taxRate: _, ...rest } = info;
  return rest;
};

const filtersParam = (filters: unknown) => encodeURIComponent(JSON.stringify(filters));

describe.each(databaseKinds)('catalogue API on %s', (kind) => {
  const ctx = useTestApi(kind, async ({ db }) => {
    await seedCatalog(db, { products: 300, now: seedDay });
  });
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await readCatalogue(ctx.database.db);
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.api.inject({ url, headers });
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const categoryList = async (query: string) => {
    const res = await get(`/categories?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CategoryAnswer;
  };
  const product = async (id: number, query = '') => {
    const res = await get(`/products/${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductDetail;
  };
  /** Every listed product of a category in the API's order, fetched in pages of 100. */
  const all = async (query: string) => {
    const found: ProductCard[] = [];
    for (let offset = 0; ; offset += 100) {
      const answer = await page(`/products?${query}&limit=100&offset=${offset}`);
      found.push(...answer.data);
      if (found.length >= answer.count || answer.data.length === 0) return { data: found, count: answer.count };
    }
  };
  const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
  const roots = () => cat.childrenOf(null);
  /** The most used values of a facet attribute among a category's listed products, most used first. */
  const commonValues = (catId: number, code: string, among = cat.listedIn(catId)) => {
    const counts = new Map<string, number>();
    for (const id of among)
      for (const o of cat.optionsOf(id)) if (o.code === code) counts.set(o.value, (counts.get(o.value) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
  };

  describe('categoryList', () => {
    it('answers the tree: roots with their children in order, each counting its listed products', async () => {
      const { categories: tree, current } = await categoryList('locale=de');
      expect(current).toBeNull();
      expect(tree.map((c) => c.id)).toEqual(roots());
      expect(tree.length).toBeGreaterThan(1);
      const nodes = flatten(tree);
      expect(nodes).toHaveLength(cat.categoryRows.length);
      for (const node of nodes) {
        expect(node.children.map((c) => c.id)).toEqual(cat.childrenOf(node.id));
        expect(node.productCount, `category ${node.id}`).toBe(cat.listedIn(node.id).length);
        expect(node.path).toEqual(cat.chain(node.id).map((id) => cat.categoryText(id, 'de').slug));
        expect(node.isCurrent).toBe(false);
      }
      for (const root of tree) expect(root.children.length).toBeGreaterThan(0);
      // Every listed product sits under exactly one root.
      const listed = cat.productRows.filter((p) => p.masterId === null).length;
      expect(tree.reduce((sum, root) => sum + root.productCount, 0)).toBe(listed);
    });

    it('names the categories and builds slugs in the requested locale', async () => {
      const [de, en] = await Promise.all([categoryList('locale=de'), categoryList('locale=en')]);
      const deNodes = flatten(de.categories);
      const enNodes = flatten(en.categories);
      expect(enNodes.map((n) => n.id)).toEqual(deNodes.map((n) => n.id));
      for (const [nodes, locale] of [
        [deNodes, 'de'],
        [enNodes, 'en'],
      ] as const) {
        for (const node of nodes) {
          const t = cat.categoryText(node.id, locale);
          expect({ name: node.name, slug: node.slug }).toEqual({ name: t.name, slug: t.slug });
          expect(node.path.at(-1)).toBe(t.slug);
        }
      }
      const firstRoot = roots()[0]!;
      expect(enNodes.find((n) => n.id === firstRoot)!.name).not.toBe(deNodes.find((n) => n.id === firstRoot)!.name);
      expect(enNodes.find((n) => n.id === firstRoot)!.slug).not.toBe(deNodes.find((n) => n.id === firstRoot)!.slug);
    });

    it('narrows the tree to the root named by slug', async () => {
      const rootId = roots()[1]!;
      for (const locale of ['de', 'en'] as const) {
        const slug = cat.categoryText(rootId, locale).slug;
        const { categories: tree } = await categoryList(`locale=${locale}&slug=${slug}`);
        expect(tree.map((c) => c.id)).toEqual([rootId]);
        expect(tree[0]!.children.map((c) => c.id)).toEqual(cat.childrenOf(rootId));
      }
      expect((await categoryList('locale=de&slug=gibt-es-nicht')).categories).toEqual([]);
    });

    it('marks the category at path as current, with breadcrumbs and its path in every locale', async () => {
      const leaf = cat.childrenOf(cat.childrenOf(roots()[1]!)[1]!)[0]!;
      const ids = cat.chain(leaf);
      expect(ids).toHaveLength(3);
      for (const locale of ['de', 'en'] as const) {
        const slugs = ids.map((id) => cat.categoryText(id, locale).slug);
        const { categories: tree, current } = await categoryList(`locale=${locale}&path=${slugs.join('/')}`);
        const marked = flatten(tree).filter((n) => n.isCurrent);
        expect(marked.map((n) => n.id)).toEqual([leaf]);
        expect(current).toEqual({
          id: leaf,
          name: cat.categoryText(leaf, locale).name,
          description: cat.categoryText(leaf, locale).description,
          // No texts for search engines of its own: the page uses the name and description.
          seoTitle: '',
          seoDescription: '',
          image: cat.category.get(leaf)!.image,
          path: slugs,
          breadcrumbs: ids.map((id, i) => ({
            text: cat.categoryText(id, locale).name,
            link: `/c/${slugs.slice(0, i + 1).join('/')}`,
            primary: i === ids.length - 1,
          })),
          paths: Object.fromEntries(locales.map((l) => [l, ids.map((id) => cat.categoryText(id, l).slug)])),
        });
      }
    });

    it('marks a root when the path names only the root', async () => {
      const rootId = roots()[2]!;
      const { categories: tree, current } = await categoryList(`locale=en&path=${cat.categoryText(rootId, 'en').slug}`);
      expect(
        flatten(tree)
          .filter((n) => n.isCurrent)
          .map((n) => n.id),
      ).toEqual([rootId]);
      expect(current?.breadcrumbs).toEqual([
        {
          text: cat.categoryText(rootId, 'en').name,
          link: `/c/${cat.categoryText(rootId, 'en').slug}`,
          primary: true,
        },
      ]);
    });

    it('answers current null for a path that names no category', async () => {
      const rootSlug = cat.categoryText(roots()[0]!, 'de').slug;
      for (const path of ['gibt-es-nicht', `${rootSlug}/gibt-es-nicht`]) {
        const { categories: tree, current } = await categoryList(`locale=de&path=${path}`);
        expect(current).toBeNull();
        expect(flatten(tree).some((n) => n.isCurrent)).toBe(false);
      }
      // Slugs belong to a locale: the English path is unknown in German when the slugs differ.
      const enPath = cat
        .chain(cat.childrenOf(roots()[0]!)[0]!)
        .map((id) => cat.categoryText(id, 'en').slug)
        .join('/');
      expect((await categoryList(`locale=de&path=${enPath}`)).current).toBeNull();
    });
  });

  describe('productList', () => {
    it('lists the newest products first by default, ten to a page', async () => {
      const catId = roots()[0]!;
      const expected = cat
        .listedIn(catId)
        .sort((a, b) => cat.product.get(b)!.createdAt.getTime() - cat.product.get(a)!.createdAt.getTime() || b - a);
      const first = await page(`/products?catId=${catId}`);
      expect(first).toMatchObject({ count: expected.length, offset: 0, limit: 10 });
      expect(first.data.map((p) => p.id)).toEqual(expected.slice(0, 10));
      const whole = await all(`catId=${catId}&sort=latest`);
      expect(whole.data.map((p) => p.id)).toEqual(expected);
    });

    it('lists a category with its subcategories, names in the requested locale', async () => {
      const leaf = cat.childrenOf(cat.childrenOf(roots()[0]!)[0]!)[0]!;
      const expected = cat.listedIn(leaf);
      expect(expected.length).toBeGreaterThan(0);
      const { data, count } = await all(`catId=${leaf}&locale=en`);
      expect(count).toBe(expected.length);
      expect(new Set(data.map((p) => p.id))).toEqual(new Set(expected));
      for (const card of data) {
        const row = cat.product.get(card.id)!;
        const t = cat.productText(card.id, 'en');
        expect(card).toMatchObject({
          sku: row.sku,
          itemnum: row.itemnum,
          name: t.name,
          subtitle: t.subtitle,
          slug: t.slug,
          hidePrices: row.hidePrices,
          variantCount: cat.variantsOf(card.id).length,
        });
      }
    });

    it('lists only masters and stand-alone products, never variants', async () => {
      const listed = cat.productRows.filter((p) => p.masterId === null).map((p) => p.id);
      const seen: number[] = [];
      for (const root of roots()) seen.push(...(await all(`catId=${root}`)).data.map((p) => p.id));
      expect(seen.sort((a, b) => a - b)).toEqual(listed.sort((a, b) => a - b));
      const variants = new Set(cat.productRows.filter((p) => p.masterId !== null).map((p) => p.id));
      expect(variants.size).toBeGreaterThan(0);
      expect(seen.filter((id) => variants.has(id))).toEqual([]);
      expect(seen.some((id) => cat.variantsOf(id).length > 0)).toBe(true);
    });

    it.each([
      ['price-up', 'EUR'],
      ['price-down', 'EUR'],
      ['price-up', 'GBP'],
      ['price-down', 'USD'],
    ] as const)('sorts %s by the effective price in %s', async (sort, currency) => {
      const catId = roots()[5]!;
      const direction = sort === 'price-up' ? 1 : -1;
      const expectedPrices = cat
        .listedIn(catId)
        .map((id) => cat.effective(id, currency))
        .sort((a, b) => direction * (a - b));
      const { data, count } = await all(`catId=${catId}&sort=${sort}&currency=${currency}`);
      expect(count).toBe(expectedPrices.length);
      expect(data.map((p) => cat.effective(p.id, currency))).toEqual(expectedPrices);
      expect(new Set(data.map((p) => p.id))).toEqual(new Set(cat.listedIn(catId)));
      // The data tells the rules apart: a special price counts when there is one, and exchange
      // rounding orders some products differently in each currency.
      const byRegular = cat
        .listedIn(catId)
        .sort((a, b) => direction * (cat.priceOf(a, currency)!.regular - cat.priceOf(b, currency)!.regular))
        .map((id) => cat.effective(id, currency));
      expect(byRegular).not.toEqual(expectedPrices);
      if (currency !== 'EUR') {
        const byEuro = cat
          .listedIn(catId)
          .sort((a, b) => direction * (cat.effective(a, 'EUR') - cat.effective(b, 'EUR')) || a - b)
          .map((id) => cat.effective(id, currency));
        expect(byEuro).not.toEqual(expectedPrices);
      }
    });

    it('pages with limit and offset, the count staying the same on every page', async () => {
      const catId = roots()[3]!;
      const total = cat.listedIn(catId).length;
      for (const sort of ['latest', 'price-up'] as const) {
        const whole = (await all(`catId=${catId}&sort=${sort}`)).data.map((p) => p.id);
        const paged: number[] = [];
        for (let offset = 0; offset < total; offset += 7) {
          const answer = await page(`/products?catId=${catId}&sort=${sort}&limit=7&offset=${offset}`);
          expect(answer).toMatchObject({ count: total, offset, limit: 7 });
          expect(answer.data).toHaveLength(Math.min(7, total - offset));
          paged.push(...answer.data.map((p) => p.id));
        }
        expect(paged).toEqual(whole);
      }
    });

    it('answers no products but the right count for an offset at or beyond the total', async () => {
      const catId = roots()[3]!;
      const total = cat.listedIn(catId).length;
      for (const offset of [total, total + 1, total + 500]) {
        expect(await page(`/products?catId=${catId}&limit=10&offset=${offset}`)).toEqual({
          data: [],
          count: total,
          offset,
          limit: 10,
        });
      }
    });

    it('answers an empty result for category -1 and a category that does not exist', async () => {
      const missing = Math.max(...cat.categoryRows.map((c) => c.id)) + 1000;
      for (const catId of [-1, missing]) {
        expect(await page(`/products?catId=${catId}&limit=5`)).toEqual({ data: [], count: 0, offset: 0, limit: 5 });
      }
    });

    describe('filters', () => {
      const catId = () => roots()[2]!;
      const expectFiltered = async (filters: Filter[], expectedIds: number[]) => {
        const { data, count } = await all(`catId=${catId()}&filters=${filtersParam(filters)}`);
        expect(count).toBe(expectedIds.length);
        expect(data.map((p) => p.id).sort((a, b) => a - b)).toEqual([...expectedIds].sort((a, b) => a - b));
      };

      it('keeps the products having the one chosen value', async () => {
        const [brand] = commonValues(catId(), 'brand');
        const expected = cat.listedIn(catId()).filter((id) => cat.has(id, 'brand', brand!));
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(cat.listedIn(catId()).length);
        await expectFiltered([{ name: 'brand', values: [brand!] }], expected);
      });

      it('keeps products having either of two values of one attribute', async () => {
        const [first, second] = commonValues(catId(), 'brand');
        const expected = cat
          .listedIn(catId())
          .filter((id) => cat.has(id, 'brand', first!) || cat.has(id, 'brand', second!));
        expect(expected.length).toBeGreaterThan(
          cat.listedIn(catId()).filter((id) => cat.has(id, 'brand', first!)).length,
        );
        await expectFiltered([{ name: 'brand', values: [first!, second!] }], expected);
      });

      it('keeps products matching both of two attributes', async () => {
        const [brand] = commonValues(catId(), 'brand');
        const ofBrand = cat.listedIn(catId()).filter((id) => cat.has(id, 'brand', brand!));
        const [colour] = commonValues(catId(), 'colour', ofBrand);
        const expected = ofBrand.filter((id) => cat.has(id, 'colour', colour!));
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(
          cat.listedIn(catId()).filter((id) => cat.has(id, 'colour', colour!)).length,
        );
        await expectFiltered(
          [
            { name: 'brand', values: [brand!] },
            { name: 'colour', values: [colour!] },
          ],
          expected,
        );
      });

      it('drops a filter with an empty list of values', async () => {
        const unfiltered = await page(`/products?catId=${catId()}&limit=100`);
        const empty = await page(
          `/products?catId=${catId()}&limit=100&filters=${filtersParam([{ name: 'brand', values: [] }])}`,
        );
        expect(empty).toEqual(unfiltered);
        const [brand] = commonValues(catId(), 'brand');
        const one = await page(
          `/products?catId=${catId()}&limit=100&filters=${filtersParam([{ name: 'brand', values: [brand] }])}`,
        );
        const withEmpty = await page(
          `/products?catId=${catId()}&limit=100&filters=${filtersParam([
            { name: 'brand', values: [brand] },
            { name: 'colour', values: [] },
          ])}`,
        );
        expect(withEmpty).toEqual(one);
      });

      it('refuses filters that are not JSON, naming query.filters', async () => {
        const res = await get(`/products?catId=${catId()}&filters=${encodeURIComponent('brand=brakon')}`);
        expect(res.statusCode).toBe(400);
        const { error } = res.json();
        expect(error.code).toBe('VALIDATION_ERROR');
        expect(error.details.issues.map((i: { path: string }) => i.path)).toContain('query.filters');
      });
    });

    it('refuses a limit above 100', async () => {
      const res = await get(`/products?catId=${roots()[0]}&limit=101`);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details.issues.map((i: { path: string }) => i.path)).toContain('query.limit');
    });
  });

  describe('productFilterList', () => {
    const facets = async (catId: number, filters: Filter[] | undefined, locale: LocaleCode) => {
      const query = `catId=${catId}&locale=${locale}${filters ? `&filters=${filtersParam(filters)}` : ''}`;
      const res = await get(`/products/filters?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { filters: Facet[] }).filters;
    };

    it('answers the facets of a category with labels per locale and the products each option has', async () => {
      const catId = roots()[2]!;
      const [de, en] = await Promise.all([facets(catId, undefined, 'de'), facets(catId, undefined, 'en')]);
      expect(de).toEqual(expectedFacets(cat, catId, [], 'de'));
      expect(en).toEqual(expectedFacets(cat, catId, [], 'en'));
      expect(de.map((f) => f.id)).toEqual(en.map((f) => f.id));
      expect(de.find((f) => f.id === 'colour')!.label).not.toBe(en.find((f) => f.id === 'colour')!.label);
      expect(de.map((f) => f.id)).toContain('brand');
    });

    it('keeps every option of the chosen attribute with its unfiltered count and narrows the others', async () => {
      const catId = roots()[2]!;
      const [brand] = commonValues(catId, 'brand');
      const filters = [{ name: 'brand', values: [brand!] }];
      const unfiltered = await facets(catId, undefined, 'de');
      const answer = await facets(catId, filters, 'de');
      expect(answer).toEqual(expectedFacets(cat, catId, filters, 'de'));
      expect(answer.find((f) => f.id === 'brand')).toEqual(unfiltered.find((f) => f.id === 'brand'));
      const colours = answer.find((f) => f.id === 'colour')!;
      const ofBrand = cat.listedIn(catId).filter((id) => cat.has(id, 'brand', brand!));
      for (const o of colours.options)
        expect(o.count, o.value).toBe(ofBrand.filter((id) => cat.has(id, 'colour', o.value)).length);
      expect(colours).not.toEqual(unfiltered.find((f) => f.id === 'colour'));
    });

    it('counts each chosen attribute under the filters of the other attributes', async () => {
      const catId = roots()[2]!;
      const [first, second] = commonValues(catId, 'brand');
      const [colour] = commonValues(catId, 'colour');
      const filters = [
        { name: 'brand', values: [first!, second!] },
        { name: 'colour', values: [colour!] },
      ];
      const answer = await facets(catId, filters, 'en');
      expect(answer).toEqual(expectedFacets(cat, catId, filters, 'en'));
      const brands = answer.find((f) => f.id === 'brand')!;
      const ofColour = cat.listedIn(catId).filter((id) => cat.has(id, 'colour', colour!));
      for (const o of brands.options)
        expect(o.count, o.value).toBe(ofColour.filter((id) => cat.has(id, 'brand', o.value)).length);
    });

    it('drops a filter without values', async () => {
      const catId = roots()[4]!;
      expect(await facets(catId, [{ name: 'brand', values: [] }], 'de')).toEqual(await facets(catId, undefined, 'de'));
    });

    it('ignores query keys that are not facet attributes (tracking parameters)', async () => {
      const catId = roots()[4]!;
      const tracking = [{ name: 'utm_source', values: ['newsletter'] }];
      expect(await facets(catId, tracking, 'de')).toEqual(await facets(catId, undefined, 'de'));
      const listed = await get(`/products?catId=${catId}&limit=5&filters=${filtersParam(tracking)}`);
      const plain = await get(`/products?catId=${catId}&limit=5`);
      expect(listed.json()).toEqual(plain.json());
    });

    it('answers no facets for category -1 and a category that does not exist', async () => {
      for (const catId of [-1, 99_999]) expect(await facets(catId, undefined, 'de')).toEqual([]);
    });
  });

  describe('getProduct', () => {
    const firstMaster = () =>
      cat.productRows.filter((p) => cat.variantsOf(p.id).length >= 2).sort((a, b) => a.id - b.id)[0]!;

    it('answers a product with the breadcrumbs of its deepest category, gallery and attributes', async () => {
      for (const locale of ['de', 'en'] as const) {
        const row = cat.productRows.find((p) => p.masterId === null && cat.variantsOf(p.id).length === 0)!;
        const detail = await product(row.id, `?locale=${locale}`);
        const t = cat.productText(row.id, locale);
        expect(detail).toMatchObject({
          id: row.id,
          sku: row.sku,
          itemnum: row.itemnum,
          name: t.name,
          title: t.title,
          description: t.description,
          originalId: row.originalId,
          masterId: null,
          variants: [],
          variantItemnus: [],
          attributes: [],
        });
        // The deepest category of the product: the one whose ancestors are all its categories too.
        const own = cat.links.filter((l) => l.productId === row.id).map((l) => l.categoryId);
        const deepest = own.sort((a, b) => cat.chain(b).length - cat.chain(a).length)[0]!;
        const ids = cat.chain(deepest);
        expect(ids).toHaveLength(3);
        expect(detail.breadcrumbs).toEqual(
          ids.map((id, i) => ({
            text: cat.categoryText(id, locale).name,
            link: `/c/${ids
              .slice(0, i + 1)
              .map((c) => cat.categoryText(c, locale).slug)
              .join('/')}`,
            primary: i === ids.length - 1,
          })),
        );
        expect(detail.category.map((c) => c.id).sort((a, b) => a - b)).toEqual([...own].sort((a, b) => a - b));
        const images = cat.imageRows.filter((i) => i.productId === row.id).sort((a, b) => a.position - b.position);
        expect(images.length).toBeGreaterThan(0);
        expect(detail.galery).toEqual(images.map((i) => ({ image: i.url, alt: i.alt[locale] })));
        expect(detail.image).toBe(images[0]!.url);

        const values = cat.valueRows.filter((v) => v.productId === row.id);
        const key = (a: { attribute_code: string; label: string; value: string }) =>
          `${a.attribute_code}|${a.label}|${a.value}`;
        expect(detail.custom_attributes.map(key).sort()).toEqual(
          values
            .map((v) => {
              const attribute = cat.attribute.get(v.attributeCode)!;
              return key({
                attribute_code: v.attributeCode,
                label: attribute.label[locale]!,
                value: v.optionId === null ? v.text![locale]! : cat.option.get(v.optionId)!.label[locale]!,
              });
            })
            .sort(),
        );
        for (const a of detail.custom_attributes) {
          const attribute = cat.attribute.get(a.attribute_code)!;
          expect(a).toMatchObject({ location: attribute.location, image: attribute.image });
        }
      }
    });

    it("answers a master with its variants, their option values and the variant axes' options", async () => {
      const master = firstMaster();
      const variantIds = cat.variantsOf(master.id);
      const detail = await product(master.id, '?locale=en');
      expect(detail.masterId).toBeNull();
      expect(detail.variantCount).toBe(variantIds.length);
      expect(detail.variants.map((v) => v.id).sort((a, b) => a - b)).toEqual(variantIds);
      expect([...detail.variantItemnus].sort()).toEqual(variantIds.map((id) => cat.product.get(id)!.itemnum).sort());

      // The axes: select attributes whose value differs between the variants.
      const codes = new Set(variantIds.flatMap((id) => cat.optionsOf(id).map((o) => o.code)));
      const axes = [...codes].filter(
        (code) => new Set(variantIds.map((id) => cat.optionsOf(id).find((o) => o.code === code)?.value)).size > 1,
      );
      expect(axes).toHaveLength(1);
      const axis = axes[0]!;
      for (const variant of detail.variants) {
        const value = cat.optionsOf(variant.id).find((o) => o.code === axis)!.value;
        expect(variant.options).toEqual({ [axis]: value });
        expect(variant.name).toBe(cat.productText(variant.id, 'en').name);
      }
      expect(detail.attributes).toHaveLength(1);
      const [attribute] = detail.attributes;
      expect(attribute).toMatchObject({
        attribute_code: axis,
        label: cat.attribute.get(axis)!.label.en,
        control: cat.attribute.get(axis)!.control,
      });
      const expectedOptions = variantIds.map((id) => {
        const value = cat.optionsOf(id).find((o) => o.code === axis)!.value;
        const option = [...cat.option.values()].find((o) => o.attributeCode === axis && o.value === value)!;
        return { value_index: value, label: option.label.en! };
      });
      expect([...attribute!.options].sort((a, b) => a.value_index.localeCompare(b.value_index))).toEqual(
        expectedOptions.sort((a, b) => a.value_index.localeCompare(b.value_index)),
      );
    });

    it("answers a variant with its master and the master's breadcrumbs", async () => {
      const master = firstMaster();
      const variantId = cat.variantsOf(master.id)[0]!;
      const [variant, ofMaster] = await Promise.all([product(variantId), product(master.id)]);
      expect(variant).toMatchObject({ id: variantId, masterId: master.id, variants: [], variantCount: 0 });
      expect(variant.breadcrumbs).toEqual(ofMaster.breadcrumbs);
      expect(variant.breadcrumbs.length).toBeGreaterThan(0);
    });

    it('answers the included items in order, one of each', async () => {
      const withIncluded = [...new Set(cat.includedRows.map((i) => i.productId))].sort((a, b) => a - b);
      expect(withIncluded.length).toBeGreaterThan(0);
      const id = withIncluded.find((pid) => cat.includedRows.filter((i) => i.productId === pid).length >= 2)!;
      for (const locale of ['de', 'fr'] as const) {
        const detail = await product(id, `?locale=${locale}`);
        expect(detail.included).toEqual(
          cat.includedRows
            .filter((i) => i.productId === id)
            .sort((a, b) => a.position - b.position)
            .map((i) => ({ itemnum: i.itemnum, name: i.name[locale], quantity: 1 })),
        );
      }
    });

    it('answers 404 in the error shape for an unknown id', async () => {
      const unknown = Math.max(...cat.productRows.map((p) => p.id)) + 1000;
      const res = await get(`/products/${unknown}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining(String(unknown)) } });
    });

    it('refuses an id that is not a number', async () => {
      const res = await get('/products/abc');
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details.issues.map((i: { path: string }) => i.path)).toContain('params.id');
    });
  });

  describe('productRecommendations', () => {
    const recommendations = async (query: string) => {
      const res = await get(`/products/recommendations?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: ProductCard[] }).data;
    };
    const byPopularity = (catId: number) =>
      cat.listedIn(catId).sort((a, b) => cat.product.get(b)!.popularity - cat.product.get(a)!.popularity);
    const popularity = (ids: number[]) => ids.map((id) => cat.product.get(id)!.popularity);

    it('answers at most ten products of the category by default, most popular first', async () => {
      const catId = roots()[0]!;
      const expected = byPopularity(catId).slice(0, 10);
      const data = await recommendations(`catId=${catId}`);
      expect(data).toHaveLength(10);
      expect(popularity(data.map((p) => p.id))).toEqual(popularity(expected));
      const inCategory = new Set(cat.listedIn(catId));
      expect(data.every((p) => inCategory.has(p.id))).toBe(true);
    });

    it('answers at most limit products, all of them for a small category', async () => {
      const catId = roots()[1]!;
      const data = await recommendations(`catId=${catId}&limit=3`);
      expect(popularity(data.map((p) => p.id))).toEqual(popularity(byPopularity(catId).slice(0, 3)));
      const small = cat.categoryRows.find((c) => {
        const n = cat.listedIn(c.id).length;
        return n > 0 && n < 10;
      })!;
      const few = await recommendations(`catId=${small.id}`);
      expect(few.map((p) => p.id).sort((a, b) => a - b)).toEqual(cat.listedIn(small.id).sort((a, b) => a - b));
    });

    it('leaves out the excluded product', async () => {
      const catId = roots()[0]!;
      const [top, ...rest] = byPopularity(catId);
      const data = await recommendations(`catId=${catId}&exclude=${top}`);
      expect(data.map((p) => p.id)).not.toContain(top);
      expect(data).toHaveLength(10);
      expect(popularity(data.map((p) => p.id))).toEqual(popularity(rest.slice(0, 10)));
    });

    it('answers nothing for category -1 and an unknown category', async () => {
      expect(await recommendations('catId=-1')).toEqual([]);
      expect(await recommendations('catId=99999')).toEqual([]);
    });
  });

  describe('prices for guests by default', () => {
    it('shows guests no prices and no stock in listings, product pages and the price list', async () => {
      const catId = roots()[1]!;
      const { data } = await all(`catId=${catId}`);
      expect(data.length).toBeGreaterThan(0);
      for (const card of data)
        expect({ priceInfo: card.priceInfo, stock: card.stock }).toEqual({ priceInfo: null, stock: null });
      const master = cat.productRows.find((p) => cat.variantsOf(p.id).length > 0)!;
      const detail = await product(master.id);
      expect(detail).toMatchObject({ priceInfo: null, stock: null });
      for (const v of detail.variants)
        expect({ priceInfo: v.priceInfo, stock: v.stock }).toEqual({ priceInfo: null, stock: null });
      const res = await get(`/prices?skus=${master.sku}`);
      expect(res.json()).toEqual({ items: [{ sku: master.sku, priceInfo: null, stock: null, priceTiers: [] }] });
    });
  });

  describe('with isPriceForGuestEnabled', () => {
    beforeAll(() => setBranding(ctx.api, { isPriceForGuestEnabled: true }));
    afterAll(() => setBranding(ctx.api, {}));

    const expectOffer = (card: ProductCard, currency: CurrencyCode) => {
      const row = cat.product.get(card.id)!;
      if (row.hidePrices) {
        expect(card.priceInfo, `${row.sku} hides its price`).toBeNull();
        return;
      }
      const price = cat.priceOf(card.id, currency)!;
      // The demo shop shows net prices (displayTaxMessageForPrice): shown as they are.
      expect(withoutTaxRate(card.priceInfo), row.sku).toEqual({
        currency,
        regular: price.regular,
        special: price.special,
        displayRegular: price.regular,
        displaySpecial: price.special,
        startingPrice: cat.variantsOf(card.id).length > 0,
      });
      const info = card.priceInfo!;
      expect(Number.isInteger(info.regular)).toBe(true);
      if (info.special !== null) {
        expect(Number.isInteger(info.special)).toBe(true);
        expect(info.special).toBeLessThan(info.regular!);
      }
      expect(card.stock, row.sku).toEqual(cat.stockOf(card.id));
    };

    it.each(['EUR', 'GBP', 'USD'] as const)(
      'shows guests prices in %s in minor units, and stock, in listings',
      async (currency) => {
        const catId = roots()[1]!;
        const { data } = await all(`catId=${catId}&currency=${currency}`);
        for (const card of data) expectOffer(card, currency);
        expect(data.some((c) => c.priceInfo?.special !== null && c.priceInfo !== null)).toBe(true);
        expect(data.some((c) => c.stock !== null)).toBe(true);
      },
    );

    it('lists the cheapest product first on price-up and shows its price', async () => {
      for (const catId of [roots()[0]!, roots()[4]!]) {
        const cheapest = Math.min(...cat.listedIn(catId).map((id) => cat.effective(id, 'EUR')));
        const [first] = (await page(`/products?catId=${catId}&sort=price-up&limit=5&currency=EUR`)).data;
        expect(cat.effective(first!.id, 'EUR')).toBe(cheapest);
        if (!first!.hidePrices) expect(first!.priceInfo!.special ?? first!.priceInfo!.regular).toBe(cheapest);
        const { data } = await all(`catId=${catId}&sort=price-down&currency=GBP`);
        const shown = data.filter((c) => c.priceInfo).map((c) => c.priceInfo!.special ?? c.priceInfo!.regular!);
        expect(shown).toEqual([...shown].sort((a, b) => b - a));
      }
    });

    it('never shows prices of products that hide them', async () => {
      const hidden = cat.productRows.filter((p) => p.hidePrices && p.masterId === null);
      expect(hidden.length).toBeGreaterThan(0);
      for (const row of hidden) {
        const detail = await product(row.id);
        expect(detail.hidePrices).toBe(true);
        expect(detail.priceInfo, row.sku).toBeNull();
        const listing = await all(`catId=${row.primaryCategoryId}`);
        expect(listing.data.find((c) => c.id === row.id)!.priceInfo).toBeNull();
      }
      const res = await get(`/prices?skus=${hidden.map((r) => r.sku).join(',')}`);
      expect(res.json().items.map((i: { priceInfo: unknown }) => i.priceInfo)).toEqual(hidden.map(() => null));
    });

    it("marks a master's price as a starting price, and not its variants'", async () => {
      const master = cat.productRows.find((p) => !p.hidePrices && cat.variantsOf(p.id).length > 0)!;
      const detail = await product(master.id, '?currency=GBP');
      expectOffer(detail, 'GBP');
      expect(detail.priceInfo!.startingPrice).toBe(true);
      for (const variant of detail.variants) {
        expectOffer(variant, 'GBP');
        expect(variant.priceInfo!.startingPrice).toBe(false);
      }
    });

    it("gives the tax rate of the product's tax class in the shopper's country", async () => {
      const reduced = cat.productRows.find((p) => p.taxClass === 'reduced' && !p.hidePrices)!;
      const standard = cat.productRows.find((p) => p.taxClass === 'standard' && !p.hidePrices)!;
      expect(reduced).toBeDefined();
      for (const [country, cookie] of [
        ['DE', undefined],
        ['AT', 'vsf-country=AT'],
      ] as const) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        for (const row of [standard, reduced]) {
          const res = await get(`/products/${row.id}`, headers);
          expect(res.json().priceInfo.taxRate, `${row.sku} (${row.taxClass}) in ${country}`).toBe(
            cat.taxRate(row.id, country),
          );
        }
      }
    });

    it('answers no prices when they are loaded lazily', async () => {
      const { data } = await page(`/products?catId=${roots()[0]}&pricesLazyLoad=true`);
      expect(data.map((c) => c.priceInfo)).toEqual(data.map(() => null));
    });

    it('answers each SKU of the price list once, unknown ones without a price', async () => {
      const master = cat.productRows.find((p) => !p.hidePrices && cat.variantsOf(p.id).length > 0)!;
      const variant = cat.product.get(cat.variantsOf(master.id)[0]!)!;
      const res = await get(
        `/prices?currency=USD&skus=${[master.sku, variant.sku, master.sku, 'WH-NOPE', variant.sku].join(',')}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json() as {
        items: Array<{ sku: string; priceInfo: PriceInfo | null; stock: Stock | null }>;
      };
      expect(items.map((i) => i.sku)).toEqual([master.sku, variant.sku, 'WH-NOPE']);
      for (const [item, row] of [
        [items[0]!, master],
        [items[1]!, variant],
      ] as const) {
        const price = cat.priceOf(row.id, 'USD')!;
        expect(withoutTaxRate(item.priceInfo)).toEqual({
          currency: 'USD',
          regular: price.regular,
          special: price.special,
          displayRegular: price.regular,
          displaySpecial: price.special,
          startingPrice: row.id === master.id,
        });
        expect(item.stock).toEqual(cat.stockOf(row.id));
      }
      expect(items[2]).toEqual({ sku: 'WH-NOPE', priceInfo: null, stock: null, priceTiers: [] });
    });

    it('answers the quantity prices with the price, as the product page shows them', async () => {
      const simple = cat.productRows.find(
        (p) => !p.hidePrices && cat.variantsOf(p.id).length === 0 && cat.priceOf(p.id, 'EUR'),
      )!;
      await ctx.database.db
        .insert(priceTiers)
        .values({ productId: simple.id, currency: 'EUR', minQty: 10, price: 1000 });
      try {
        const res = await get(`/prices?currency=EUR&skus=${simple.sku}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().items[0].priceTiers).toEqual([{ minQty: 10, price: 1000, displayPrice: 1000 }]);
        const detail = await get(`/products/${simple.id}?locale=en&currency=EUR`);
        expect(detail.json().priceTiers).toEqual(res.json().items[0].priceTiers);
        // Shown with tax, the API adds it: the storefront only formats.
        await setBranding(ctx.api, { isPriceForGuestEnabled: true, displayTaxMessageForPrice: false });
        const rate = cat.taxRate(simple.id, 'DE');
        const gross = (net: number) => net + Math.round((net * rate) / 10_000);
        const shown = (await get(`/prices?currency=EUR&skus=${simple.sku}`)).json().items[0];
        expect(shown.priceTiers).toEqual([{ minQty: 10, price: 1000, displayPrice: gross(1000) }]);
        expect(shown.priceInfo.displayRegular).toBe(gross(shown.priceInfo.regular));
        expect((await get(`/products/${simple.id}?locale=en&currency=EUR`)).json().priceTiers).toEqual(
          shown.priceTiers,
        );
      } finally {
        await setBranding(ctx.api, { isPriceForGuestEnabled: true });
        await ctx.database.db.delete(priceTiers).where(eq(priceTiers.productId, simple.id));
      }
    });

    it.each(['skus=', 'skus=,%20,', ''])('refuses a price list request without SKUs (%s)', async (query) => {
      const res = await get(`/prices?${query}`);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details.issues.map((i: { path: string }) => i.path)).toContain('query.skus');
    });
  });
});
