import { slugify } from '../../lib/slug';

// The rules of a valid category tree that the catalogue import and the back office's editor share.

/**
 * What tells siblings apart: their default-language names in any case. An import finds a file's
 * category paths by it, so two siblings named alike would be one category to the next import.
 */
export const categoryKey = (name: string | undefined) => (name ?? '').trim().toLowerCase();

/** A slug made from a name, free among `taken` (a category's siblings' in one language): 'bohrer', 'bohrer-2', … */
export function freeSlug(name: string | undefined, taken: ReadonlySet<string | undefined>): string {
  const base = slugify(name ?? '') || 'category';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
