import type { Colour } from '@shop/api/media';
import type { LocaleCode } from '@shop/contracts';
import { clothingSizes, shoeSizes } from './attributes';
import type { Leaf } from './categories';
import type { Random } from './random';
import { colourNames, localized, words } from './words';

/** What tells a master's variants apart: clothing or shoe size, colour, or pack size. */
export type Axis = NonNullable<Leaf['axis']>;

/** The attribute that holds each axis's values. */
export const axisAttribute: Record<Axis, string> = { size: 'size', shoe: 'size', colour: 'colour', pack: 'pack_size' };

/** The values a master's variants could take: a run of sizes, a few colours, or the leaf's pack sizes. */
export function variantValues(random: Random, leaf: Leaf, palette: Colour[], colour: Colour): string[] {
  const run = (sizes: string[]) => {
    const count = random.int(2, 5);
    const start = random.int(0, sizes.length - count);
    return sizes.slice(start, start + count);
  };
  switch (leaf.axis) {
    case 'size':
      return run(clothingSizes);
    case 'shoe':
      return run(shoeSizes);
    case 'colour': {
      const others = palette.filter((c) => c !== colour);
      return others.length === 0 ? [] : [colour, ...random.sample(others, random.int(1, Math.min(4, others.length)))];
    }
    case 'pack':
      return (leaf.packs ?? []).map(String);
    default:
      return [];
  }
}

/** What a variant's name adds to its master's: the colour, the pack size or the size. */
export function variantLabel(leaf: Leaf, axis: Axis, value: string, locale: LocaleCode) {
  if (axis === 'colour') return localized(colourNames[value as Colour])[locale];
  if (axis === 'pack') return packLabel(leaf, Number(value), locale);
  return `${words.size(locale)} ${value.toUpperCase()}`;
}

export const packLabel = (leaf: Leaf, count: number, locale: LocaleCode) =>
  leaf.sheets ? words.sheets(count, locale) : words.pieces(count, locale);

/** Bigger packs cost more, but less per piece. */
export const packFactor = (leaf: Leaf, pack: number) => (pack / Math.min(...(leaf.packs ?? [pack]))) ** 0.85;
