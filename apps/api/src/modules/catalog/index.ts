// The catalog module's face: what other modules may use of it (tools/structure.test.ts).
export { beginImport, countProducts, finishImport } from './bulk';
export { categoryKey, freeSlug } from './category-rules';
export type { ResolvedFilter } from './filters';
export { filterConditions } from './filters';
export { productLabels } from './product-labels';
export { buyableProducts } from './repository';
export { sellable } from './sellable';
export type { CatalogService } from './service';
export { catalogVersionOf } from './version';
