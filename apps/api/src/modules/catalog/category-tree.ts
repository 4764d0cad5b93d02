import { type Breadcrumb, type CategoryNode, defaultLocale, type LocaleCode } from '@shop/contracts';
import { versionedCache } from '../../lib/versioned-cache';
import type { CatalogRepository } from './repository';

export interface CategoryEntry {
  id: number;
  parentId: number | null;
  productCount: number;
  image: string | null;
  texts: Map<string, CategoryTexts>;
}

interface CategoryTexts {
  name: string;
  slug: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

export type CategoryEntries = Map<number, CategoryEntry>;

export const textOf = (entry: CategoryEntry, locale: LocaleCode) =>
  entry.texts.get(locale) ??
  entry.texts.get(defaultLocale) ?? {
    name: '',
    slug: String(entry.id),
    description: '',
    seoTitle: '',
    seoDescription: '',
  };

/** The category and its parents, from the root down. */
export function ancestry(entries: CategoryEntries, id: number): CategoryEntry[] {
  const chain: CategoryEntry[] = [];
  for (let entry = entries.get(id); entry; entry = entry.parentId ? entries.get(entry.parentId) : undefined)
    chain.unshift(entry);
  return chain;
}

export const pathOf = (entries: CategoryEntries, id: number, locale: LocaleCode) =>
  ancestry(entries, id).map((e) => textOf(e, locale).slug);

/** Resolves /c/{slug_1}/…/{slug_n} in a locale to a category. */
function findByPath(entries: CategoryEntries, slugs: string[], locale: LocaleCode) {
  let parentId: number | null = null;
  let found: CategoryEntry | undefined;
  for (const slug of slugs) {
    found = [...entries.values()].find((e) => e.parentId === parentId && textOf(e, locale).slug === slug);
    if (!found) return undefined;
    parentId = found.id;
  }
  return found;
}

export function breadcrumbs(entries: CategoryEntries, id: number, locale: LocaleCode): Breadcrumb[] {
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

/**
 * The category tree as shoppers see it (hidden categories and those below them left out), read
 * once per catalogue version, and the operations answered from it.
 */
export function categoryTree(repository: CatalogRepository) {
  const trees = versionedCache<CategoryEntries>(1);

  /** The tree as of `version` (read now when not given). */
  async function tree(version?: number): Promise<CategoryEntries> {
    return trees.one(version ?? (await repository.catalogVersion()), 'tree', () =>
      repository.categories().then(({ rows, texts }) => {
        // Shoppers see no hidden category, nor any below one (rows come parents first).
        const entries: CategoryEntries = new Map();
        for (const row of rows) {
          if (row.hidden || (row.parentId !== null && !entries.has(row.parentId))) continue;
          entries.set(row.id, {
            id: row.id,
            parentId: row.parentId,
            productCount: row.productCount,
            image: row.image,
            texts: new Map(),
          });
        }
        for (const t of texts) entries.get(t.categoryId)?.texts.set(t.locale, t);
        return entries;
      }),
    );
  }

  /** The whole tree per locale, drawn once per tree read: every search matches its keyword against it. */
  const wholeTrees = new WeakMap<CategoryEntries, Map<LocaleCode, CategoryNode[]>>();
  function nodesOf(entries: CategoryEntries, locale: LocaleCode, currentId: number | undefined): CategoryNode[] {
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
          isCurrent: e.id === currentId,
          children: build(e.id),
        }));
    if (currentId !== undefined) return build(null);
    const drawn = wholeTrees.get(entries) ?? new Map<LocaleCode, CategoryNode[]>();
    wholeTrees.set(entries, drawn);
    let nodes = drawn.get(locale);
    if (!nodes) {
      nodes = build(null);
      drawn.set(locale, nodes);
    }
    return nodes;
  }

  return {
    tree,

    /**
     * Whether /c/{slug_1}/…/{slug_n} names a category in the locale; when it names one only in
     * another language (a language switch keeps the path), that category's path in this locale.
     */
    async categoryPathIn(locale: LocaleCode, path: string): Promise<{ exists: boolean; path?: string }> {
      const entries = await tree();
      const slugs = path.split('/').filter(Boolean);
      if (findByPath(entries, slugs, locale)) return { exists: true };
      const locales = new Set([...entries.values()].flatMap((entry) => [...entry.texts.keys()]));
      for (const other of locales) {
        const found = findByPath(entries, slugs, other as LocaleCode);
        if (found) return { exists: false, path: pathOf(entries, found.id, locale).join('/') };
      }
      return { exists: false };
    },

    /** Whether a category exists (-1 and unknown ids do not). */
    async hasCategory(catId: number) {
      return catId !== -1 && (await tree()).has(catId);
    },

    async categoryList(locale: LocaleCode, options: { slug?: string; path?: string }) {
      const entries = await tree();
      const current = options.path ? findByPath(entries, options.path.split('/').filter(Boolean), locale) : undefined;
      let categories = nodesOf(entries, locale, current?.id);
      if (options.slug) categories = categories.filter((c) => c.slug === options.slug);
      return {
        categories,
        current: current
          ? {
              id: current.id,
              name: textOf(current, locale).name,
              description: textOf(current, locale).description,
              seoTitle: textOf(current, locale).seoTitle,
              seoDescription: textOf(current, locale).seoDescription,
              image: current.image,
              path: pathOf(entries, current.id, locale),
              breadcrumbs: breadcrumbs(entries, current.id, locale),
              paths: Object.fromEntries(
                [...current.texts.keys()].map((l) => [l, pathOf(entries, current.id, l as LocaleCode)]),
              ) as Record<LocaleCode, string[]>,
            }
          : null,
      };
    },
  };
}
export type CategoryTree = ReturnType<typeof categoryTree>;
