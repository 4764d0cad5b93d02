import type { Facet, Filter, LocaleCode } from '@shop/contracts';
import { versionedCache } from '../../lib/versioned-cache';
import type { CatalogIndex } from './catalog-index';
import { and, bitsOf, facetCounts, productCounts } from './facet-index';
import { text, withUnit } from './localized';
import type { CatalogRepository } from './repository';

/** Facet counts from the in-memory facet index (catalog-index.ts). */
export function catalogFacets(repository: CatalogRepository, catalog: CatalogIndex) {
  const attributes = versionedCache<Awaited<ReturnType<CatalogRepository['facetAttributes']>>>(1);

  /**
   * Facets with counts for the products of a scope: a category (and below), given product ids
   * (a search's matches), or both at once.
   */
  return async function facets(
    locale: LocaleCode,
    scope: { categoryId?: number; productIds?: ArrayLike<number> },
    filters: Filter[],
  ): Promise<Facet[]> {
    const version = await repository.catalogVersion();
    const [{ facets: index, texts }, facetAttributes, resolved] = await Promise.all([
      catalog.at(version),
      attributes.one(version, 'facets', () => repository.facetAttributes()),
      repository.resolveFilters(filters),
    ]);
    const none = new Uint32Array(0);
    const counted = () => {
      // A search's matches alone: counted from their list, no set built.
      if (scope.categoryId === undefined && scope.productIds && resolved.length === 0)
        return productCounts(index, scope.productIds);
      const parts = [
        scope.categoryId === undefined ? undefined : (index.categories.get(scope.categoryId) ?? none),
        scope.productIds && bitsOf(scope.productIds, index.size),
      ].filter((part) => part !== undefined);
      if (parts.length === 0 || parts.some((part) => part.length === 0)) return [];
      return facetCounts(index, and(parts[0]!, ...parts.slice(1)), resolved);
    };
    const counts = counted();
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
          .map((o) => ({
            value: o.value,
            label: withUnit(text(o.label, locale), attribute.unit),
            count: o.n,
            // A colour attribute's values are drawn as swatches; another type's colour, if any, is not.
            ...(attribute.type === 'colour' && o.colour ? { colour: o.colour } : {}),
          })),
      }))
      .filter((facet) => facet.options.length > 0);
  };
}
