import type { Facet, Filter, LocaleCode } from '@shop/contracts';
import { builtPerVersion } from '../../lib/built-per-version';
import { versionedCache } from '../../lib/versioned-cache';
import { and, bitsOf, buildFacetIndex, facetCounts } from './facet-index';
import { text } from './localized';
import type { CatalogRepository } from './repository';
import type { LocalizedText } from './tables';

interface OptionText {
  value: string;
  label: LocalizedText;
  position: number;
}

/** Facet counts from the in-memory facet index, rebuilt once per catalogue version. */
export function catalogFacets(repository: CatalogRepository) {
  // About 1 s to rebuild at 100,000 products; requests keep the previous index meanwhile.
  const facetData = builtPerVersion(() =>
    repository.facetIndexRows().then(({ options, members, texts }) => ({
      index: buildFacetIndex(options, members),
      texts: new Map<number, OptionText>(texts.map((t) => [t.id, t])),
    })),
  );

  const attributes = versionedCache<Awaited<ReturnType<CatalogRepository['facetAttributes']>>>(1);

  /**
   * Facets with counts for the products of a scope: a category (and below), given product ids
   * (a search's matches), or both at once.
   */
  return async function facets(
    locale: LocaleCode,
    scope: { categoryId?: number; productIds?: number[] },
    filters: Filter[],
  ): Promise<Facet[]> {
    const version = await repository.catalogVersion();
    const [{ index, texts }, facetAttributes, resolved] = await Promise.all([
      facetData.at(version),
      attributes.one(version, 'facets', () => repository.facetAttributes()),
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
  };
}
