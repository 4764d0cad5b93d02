import type { Colour } from '@shop/api/media';
import type { LocaleCode } from '@shop/contracts';
import type { Accessory } from './accessories';
import type { Leaf } from './categories';
import { chooseKit } from './kits';
import type { ProductDraft } from './product-rows';
import type { Random } from './random';
import { packFactor, packLabel, variantValues } from './variants';
import { type Localized, localized, perLocale, words } from './words';

/** What a listed product's master and variants (or the stand-alone product) have in common. */
type SharedFields = Pick<
  ProductDraft,
  | 'leaf'
  | 'brand'
  | 'hidePrices'
  | 'createdAt'
  | 'material'
  | 'volts'
  | 'warranty'
  | 'country'
  | 'description'
  | 'includes'
>;

/** A listed product as drawn from its leaf: a stand-alone product, or a master with the values of its variants. */
export interface ListedProduct {
  /** A free sample: no price, no stock, no variants. */
  free: boolean;
  name: Localized;
  colour: Colour;
  /** The values its variants would take (fewer than two: it has none). */
  axisValues: string[];
  isMaster: boolean;
  pack: number | undefined;
  /** The net euro list price of the bare product, before rounding. */
  euros: number;
  shared: SharedFields;
}

interface DrawOptions {
  free: boolean;
  /** The chance that a leaf with a variant axis gives a master. */
  masterChance: number;
  now: Date;
}

const day = 86_400_000;

/** Draws a product of the leaf: its brand, model, specs, kit, variants, texts and price, in a fixed order. */
export function drawListedProduct(random: Random, leaf: Leaf, { free, masterChance, now }: DrawOptions): ListedProduct {
  const brand = random.pick(leaf.root.brands);
  const palette = leaf.colours ?? (brand.colour ? [brand.colour] : leaf.root.colours);
  const colour = random.pick(palette);
  const model = leaf.noModel
    ? undefined
    : `${brand.prefix}-${random.int(1, 9) * 100 + random.pick([0, 10, 20, 40, 50, 80])}`;
  const specIndex = leaf.specs ? random.int(0, leaf.specs.length - 1) : 0;
  const spec = leaf.specs?.[specIndex];
  const extra = leaf.extras && random.chance(0.75) ? random.pick(leaf.extras) : undefined;
  const volts = leaf.voltages ? random.pick(leaf.voltages) : undefined;
  const watts = volts === 230 && leaf.watts ? random.pick(leaf.watts) : undefined;
  const kit = leaf.kit && volts !== undefined && !free ? chooseKit(random, volts, leaf.kit) : undefined;
  const axisValues = free ? [] : variantValues(random, leaf, palette, colour);
  const isMaster = axisValues.length >= 2 && random.chance(masterChance);
  const pack = leaf.packs && !(isMaster && leaf.axis === 'pack') ? random.pick(leaf.packs) : undefined;
  const includes = kit ? kit.includes : chooseIncludes(random, leaf, volts);

  const name = perLocale((locale) => {
    const parts = [
      localized(leaf.noun)[locale],
      volts === undefined ? undefined : watts ? `${watts} W` : `${volts} V`,
      spec === undefined ? undefined : localized(spec)[locale],
      model,
      kit?.text?.[locale] ?? (extra && localized(extra)[locale]),
    ];
    const name = parts.filter(Boolean).join(' ');
    const packed = pack === undefined ? name : `${name}, ${packLabel(leaf, pack, locale)}`;
    return free ? `${words.sample(locale)}${packed}` : packed;
  });
  const claim = localized(random.pick(leaf.root.claims));
  const features = random.sample(leaf.child.features, 3).map((f) => localized(f));
  const description = perLocale(
    (locale) =>
      `<p>${[brand.name, model].filter(Boolean).join(' ')} – ${sentenceNoun(localized(leaf.noun)[locale], locale)} ${claim[locale]}.</p>` +
      `<ul>${features.map((f) => `<li>${f[locale]}</li>`).join('')}</ul>`,
  );
  const [minPrice, maxPrice] = leaf.price;
  const specFactor = leaf.specs && leaf.specs.length > 1 ? 1 + (0.3 * specIndex) / (leaf.specs.length - 1) : 1;
  const euros = free
    ? 0
    : Math.exp(Math.log(minPrice) + random.next() * Math.log(maxPrice / minPrice)) *
      specFactor *
      (kit?.factor ?? 1) *
      (pack === undefined ? 1 : packFactor(leaf, pack));
  const shared: SharedFields = {
    leaf,
    brand,
    hidePrices: !free && random.chance(0.02),
    createdAt: new Date(now.getTime() - random.int(0, 729) * day - random.int(0, 86_399) * 1000),
    material: leaf.materials ? random.pick(leaf.materials) : undefined,
    volts,
    warranty: pickOptional(random, leaf.warranty ?? leaf.child.warranty ?? leaf.root.warranty),
    country: random.pick(leaf.root.countries),
    description,
    includes,
  };
  return { free, name, colour, axisValues, isMaster, pack, euros, shared };
}

const pickOptional = <T>(random: Random, items: T[] | undefined) => (items ? random.pick(items) : undefined);

/** Nouns start a sentence's second half: lower-case except in German, and except acronyms (FFP2). */
function sentenceNoun(noun: string, locale: LocaleCode) {
  if (locale === 'de' || noun[1] !== noun[1]?.toLowerCase()) return noun;
  return noun[0]!.toLowerCase() + noun.slice(1);
}

function chooseIncludes(random: Random, leaf: Leaf, volts: number | undefined): Accessory[] {
  if (!leaf.includes || !random.chance(leaf.includeChance ?? 0.7)) return [];
  return typeof leaf.includes === 'function' ? leaf.includes(volts ?? 18) : leaf.includes;
}
