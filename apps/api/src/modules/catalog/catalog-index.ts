import { builtPerVersion } from '../../lib/built-per-version';
import { buildFacetIndex } from './facet-index';
import { buildListingKeys, listingIndex } from './listing-index';
import type { CatalogRepository } from './repository';
import type { LocalizedText } from './tables';

export interface OptionText {
  value: string;
  label: LocalizedText;
  position: number;
  colour: string | null;
}

/**
 * The catalogue held in memory per catalogue version: the facet index (facets.ts) and the
 * listings' orders (listing-index.ts). About 1–2 s to rebuild at 100,000 products; requests keep
 * the previous version's meanwhile, and their answers are not kept (lib/built-per-version.ts).
 */
export function catalogIndex(repository: CatalogRepository) {
  return builtPerVersion(async () => {
    const [{ options, members, texts }, keys] = await Promise.all([
      repository.facetIndexRows(),
      repository.listingKeyRows(),
    ]);
    const facets = buildFacetIndex(options, members);
    return {
      facets,
      texts: new Map<number, OptionText>(texts.map((t) => [t.id, t])),
      listings: listingIndex(facets, buildListingKeys(facets.size, keys)),
    };
  });
}
export type CatalogIndex = ReturnType<typeof catalogIndex>;
