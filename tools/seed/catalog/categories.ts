import { type Colour, mediaPath } from '@shop/api/media';
import { slugify } from '@shop/api/slug';
import type { categories, categoryTranslations } from '@shop/api/tables/catalog';
import { createRandom } from './random';
import { type ChildSpec, type LeafSpec, type RootSpec, tree } from './tree';
import { locales, localized } from './words';

/** A leaf category with what products need to know about where they sit. */
export interface Leaf extends LeafSpec {
  id: number;
  root: RootSpec;
  child: ChildSpec;
  /** Root, child and leaf ids: the product_category rows of a product in this leaf. */
  path: number[];
  /** How many products the leaf gets relative to others. */
  share: number;
}

export interface CategoryTree {
  rows: Array<typeof categories.$inferInsert>;
  translations: Array<typeof categoryTranslations.$inferInsert>;
  leaves: Leaf[];
}

export function buildCategories(): CategoryTree {
  const rows: CategoryTree['rows'] = [];
  const translations: CategoryTree['translations'] = [];
  const leaves: Leaf[] = [];
  // Some categories are busier than others, the same ones every time.
  const random = createRandom(7);
  let nextId = 1;

  const add = (
    name: LeafSpec['name'],
    parentPath: number[],
    position: number,
    image: string,
    siblings: Set<string>[],
  ) => {
    const id = nextId++;
    const path = [...parentPath, id];
    rows.push({
      id,
      parentId: parentPath.at(-1) ?? null,
      path: path.join('/'),
      depth: parentPath.length,
      position,
      image,
    });
    const names = localized(name);
    locales.forEach((locale, i) => {
      translations.push({ categoryId: id, locale, name: names[locale], slug: uniqueSlug(names[locale], siblings[i]!) });
    });
    return path;
  };
  const image = (leaf: LeafSpec, root: RootSpec) => {
    const colour: Colour = leaf.colours?.[0] ?? root.brands[0]?.colour ?? root.colours[0] ?? 'grey';
    return mediaPath(leaf.kind, colour, 1);
  };
  const siblingSlugs = () => locales.map(() => new Set<string>());

  const rootSlugs = siblingSlugs();
  tree.forEach((root, r) => {
    const rootPath = add(root.name, [], r, image(root.children[0]!.leaves[0]!, root), rootSlugs);
    const childSlugs = siblingSlugs();
    root.children.forEach((child, c) => {
      const childPath = add(child.name, rootPath, c, image(child.leaves[0]!, root), childSlugs);
      const leafSlugs = siblingSlugs();
      child.leaves.forEach((leaf, l) => {
        const path = add(leaf.name, childPath, l, image(leaf, root), leafSlugs);
        leaves.push({ ...leaf, id: path.at(-1)!, root, child, path, share: 0.5 + random.next() * 1.5 });
      });
    });
  });
  return { rows, translations, leaves };
}

/** Slugs are unique among siblings; a clash (two names that spell alike) gets a number. */
function uniqueSlug(name: string, taken: Set<string>) {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
