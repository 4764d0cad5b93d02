import { defaultLocale, type LocaleCode, importReasonText as reason, supportedLocales } from '@shop/contracts';
import { optionValue } from '../../../lib/slug';
import { categoryKey, freeSlug } from '../../catalog';
import { complete, type Localized } from '../record';

/** A category of the tree, known or made by this import. */
export interface CategoryNode {
  /** Known categories' id; new ones get theirs when written. */
  id: number | undefined;
  parent: CategoryNode | undefined;
  names: Localized;
  slugs: Localized;
  children: Map<string, CategoryNode>;
  /** Which row gave which of its names: a later row may not name it otherwise. */
  namedAt: Map<LocaleCode, number>;
  /** A known category whose names this import changes. */
  changed?: boolean;
}

export interface OptionEntry {
  id: number | undefined;
  attributeCode: string;
  value: string;
  labels: Localized;
  namedAt: Map<LocaleCode, number>;
  changed?: boolean;
}

export interface AttributeEntry {
  control: string;
  isNew: boolean;
  /** Options by their default-locale label in lower case. */
  options: Map<string, OptionEntry>;
}

/** What a category or option is known by among its siblings: its default-locale name in any case. */
export const nameKey = (text: string | undefined) => (text ?? '').trim().toLowerCase();
const keyOf = nameKey;

/**
 * The names an import matches products' categories and attribute values by: a category by its
 * path of default-locale names, an option by its default-locale label (both in any case). What
 * a file names that the catalogue lacks is made; translations it gives for known ones replace
 * theirs, and two rows that translate one name differently are refused.
 */
export class CategoriesAndOptions {
  readonly root: CategoryNode = {
    id: undefined,
    parent: undefined,
    names: {},
    slugs: {},
    children: new Map(),
    namedAt: new Map(),
  };

  constructor(readonly attributes: Map<string, AttributeEntry>) {}

  addKnownCategory(id: number, parent: CategoryNode, names: Localized, slugs: Localized): CategoryNode {
    const node: CategoryNode = {
      id,
      parent,
      names: complete(names),
      slugs: complete(slugs),
      children: new Map(),
      namedAt: new Map(),
    };
    parent.children.set(categoryKey(names[defaultLocale]), node);
    return node;
  }

  /** A path's categories, made where missing; or why the names disagree with another row's. */
  category(path: Localized[], line: number): { nodes: CategoryNode[] } | { problem: string } {
    let parent = this.root;
    const nodes: CategoryNode[] = [];
    for (const segment of path) {
      const key = categoryKey(segment[defaultLocale]);
      let node = parent.children.get(key);
      if (!node) {
        const names = complete(segment);
        node = {
          id: undefined,
          parent,
          names,
          slugs: uniqueSlugs(parent, names),
          children: new Map(),
          namedAt: givenAt(segment, line),
        };
        parent.children.set(key, node);
      } else {
        const problem = translate(node, segment, line);
        if (problem) return { problem };
      }
      nodes.push(node);
      parent = node;
    }
    return { nodes };
  }

  /** An attribute's value with its translations: a known option's, a new one's, or a free text. */
  value(
    code: string,
    given: Localized,
    line: number,
  ): { labels: Localized; option?: OptionEntry } | { problem: string } {
    let attribute = this.attributes.get(code);
    if (!attribute) {
      attribute = { control: 'select', isNew: true, options: new Map() };
      this.attributes.set(code, attribute);
    }
    if (attribute.control !== 'select') return { labels: complete(given) };
    const key = keyOf(given[defaultLocale]);
    const known = attribute.options.get(key);
    if (known) {
      const problem = translate(known, given, line, code);
      return problem ? { problem } : { labels: known.labels, option: known };
    }
    const taken = new Set([...attribute.options.values()].map((option) => option.value));
    const value = optionValue(given[defaultLocale] ?? '', taken);
    const option: OptionEntry = {
      id: undefined,
      attributeCode: code,
      value,
      labels: complete(given),
      namedAt: givenAt(given, line),
    };
    attribute.options.set(key, option);
    return { labels: option.labels, option };
  }
}

/**
 * Gives a name the translations a row brings. The first row to give one sets it; a later row that
 * gives it otherwise is refused, naming the first.
 */
function translate(
  entry: { names?: Localized; labels?: Localized; namedAt: Map<LocaleCode, number>; changed?: boolean },
  given: Localized,
  line: number,
  /** The attribute whose value it is; none for a category. */
  code?: string,
): string | undefined {
  const names = (entry.names ?? entry.labels)!;
  const named = { name: names[defaultLocale]! };
  for (const locale of supportedLocales as readonly LocaleCode[]) {
    const text = given[locale];
    if (locale === defaultLocale || !text) continue;
    const first = entry.namedAt.get(locale);
    if (text === names[locale]) {
      if (first === undefined) entry.namedAt.set(locale, line);
      continue;
    }
    if (first !== undefined && first !== line)
      return code
        ? reason('valueNamedOtherwise', { code, ...named, first: names[locale]!, locale, line: first, given: text })
        : reason('categoryNamedOtherwise', { ...named, first: names[locale]!, locale, line: first, given: text });
    names[locale] = text;
    entry.namedAt.set(locale, line);
    entry.changed = true;
  }
  return undefined;
}

/** The locales a row gave texts in, each marked with the row's line. */
const givenAt = (given: Localized, line: number) =>
  new Map((Object.keys(given) as LocaleCode[]).filter((locale) => given[locale]).map((locale) => [locale, line]));

/** Slugs per locale from the names, unique among the category's siblings (the catalogue's rule). */
function uniqueSlugs(parent: CategoryNode, names: Localized): Localized {
  const slugs: Localized = {};
  for (const locale of supportedLocales as readonly LocaleCode[])
    slugs[locale] = freeSlug(
      names[locale],
      new Set([...parent.children.values()].map((sibling) => sibling.slugs[locale])),
    );
  return slugs;
}
