import { type Colour, mediaPath } from '@shop/api/media';
import type {
  includedItems,
  productAttributes,
  productCategories,
  productImages,
  products,
  productTranslations,
} from '@shop/api/schema';
import { slugify } from '@shop/api/slug';
import type { LocaleCode } from '@shop/contracts';
import { type Accessory, accessories, battery } from './accessories';
import { type AttributeSet, clothingSizes, shoeSizes } from './attributes';
import type { Leaf } from './categories';
import { type PricedProduct, type PriceRow, pricesFor } from './prices';
import { createRandom, type Random, seedFor } from './random';
import { masterStock, type StockRow, stockFor } from './stock';
import type { Brand } from './tree';
import { colourNames, decimal, type Five, type Localized, locales, localized, perLocale, words } from './words';

/** The rows of a run of products, ready to insert table by table. */
export interface ProductBatch {
  products: Array<typeof products.$inferInsert>;
  translations: Array<typeof productTranslations.$inferInsert>;
  categories: Array<typeof productCategories.$inferInsert>;
  images: Array<typeof productImages.$inferInsert>;
  attributes: Array<typeof productAttributes.$inferInsert>;
  included: Array<typeof includedItems.$inferInsert>;
  stock: StockRow[];
  prices: PriceRow[];
}

/** What later steps (additional products, price lists) need from all products. */
export interface CatalogueIndex {
  variants: number;
  /** Stand-alone listed products per leaf id: what additional products are drawn from. */
  byLeaf: Map<number, number[]>;
  /** Listed products that offer additional products. */
  offeringAdditional: Array<{ id: number; leaf: Leaf }>;
  /** Purchasable products with a visible list price of at least 10 euros. */
  priced: PricedProduct[];
}

type Axis = NonNullable<Leaf['axis']>;

interface Kit {
  text?: Localized;
  includes: Accessory[];
  /** Price relative to the bare tool. */
  factor: number;
}

const day = 86_400_000;
const masterShare = 0.15;

export function productGenerator(leaves: Leaf[], attributeSet: AttributeSet, now: Date) {
  const totalShare = leaves.reduce((sum, leaf) => sum + leaf.share, 0);
  const axisShare = leaves.filter((leaf) => leaf.axis).reduce((sum, leaf) => sum + leaf.share, 0) / totalShare;
  // Only leaves with an axis have masters; they get more so that about 15 % of all products are masters.
  const masterChance = Math.min(0.5, masterShare / axisShare);
  const sampleLeaves = leaves.filter((leaf) => leaf.samples);
  const index: CatalogueIndex = { variants: 0, byLeaf: new Map(), offeringAdditional: [], priced: [] };
  let nextId = 1;

  const pickLeaf = (random: Random) => {
    let roll = random.next() * totalShare;
    for (const leaf of leaves) {
      roll -= leaf.share;
      if (roll < 0) return leaf;
    }
    return leaves.at(-1)!;
  };

  /** Listed products `first` to `first + count - 1` (1-based) and their variants. */
  function batch(first: number, count: number): ProductBatch {
    const rows: ProductBatch = {
      products: [],
      translations: [],
      categories: [],
      images: [],
      attributes: [],
      included: [],
      stock: [],
      prices: [],
    };
    for (let n = first; n < first + count; n++) listed(n, rows);
    return rows;
  }

  function listed(n: number, rows: ProductBatch) {
    // Each product has its own random stream: product n is the same whatever the total count.
    const random = createRandom(seedFor('product', n));
    const free = n % 500 === 250;
    const leaf = free ? random.pick(sampleLeaves) : pickLeaf(random);
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

    const baseName = perLocale((locale) => {
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
    const common = {
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

    const id = nextId++;
    const sku = `WH-${String(n).padStart(6, '0')}`;
    const popularity = Math.round(random.next() ** 3 * 10_000);
    rows.categories.push(...leaf.path.map((categoryId) => ({ categoryId, productId: id })));
    if (!free && random.chance(0.1)) index.offeringAdditional.push({ id, leaf });

    const packOption = pack === undefined ? [] : [['pack_size', pack] as const];
    if (!isMaster) {
      const stock = free
        ? { productId: id, qty: 0, effectiveStock: 0, externalStock: 0, markedInStock: true }
        : stockFor(random, id);
      const prices = pricesFor(id, euros, special(random));
      addProduct(rows, random, {
        ...common,
        id,
        sku,
        masterId: null,
        name: baseName,
        colour,
        options: packOption,
        images: random.int(1, 4),
        popularity,
        stock,
        prices,
      });
      if (!free) {
        const ids = index.byLeaf.get(leaf.id) ?? [];
        ids.push(id);
        index.byLeaf.set(leaf.id, ids);
      }
      remember(id, prices, common.hidePrices);
      return;
    }

    const axis = leaf.axis as Axis;
    const variants = axisValues.map((value) => {
      const variantId = nextId++;
      const factor = axis === 'pack' ? packFactor(leaf, Number(value)) : axis === 'size' && /xl/.test(value) ? 1.06 : 1;
      return {
        id: variantId,
        value,
        prices: pricesFor(variantId, euros * factor, special(random)),
        stock: stockFor(random, variantId),
      };
    });
    index.variants += variants.length;
    const cheapest = variants.reduce((best, v) => (v.prices[0]!.regular < best.prices[0]!.regular ? v : best));
    // The master goes first: a variant's row names it, and may land in the next insert statement.
    addProduct(rows, random, {
      ...common,
      id,
      sku,
      masterId: null,
      name: baseName,
      colour,
      options: [...packOption, ...axisValues.map((value) => [axisAttribute[axis], value] as const)],
      images: random.int(1, 4),
      popularity,
      // A master shows its variants together: their stock summed, the cheapest one's price.
      stock: masterStock(
        id,
        variants.map((v) => v.stock),
      ),
      prices: cheapest.prices.map((price) => ({ ...price, productId: id })),
    });
    for (const variant of variants) {
      addProduct(rows, random, {
        ...common,
        id: variant.id,
        sku: `${sku}-${variant.value.toUpperCase()}`,
        masterId: id,
        name: perLocale((locale) => `${baseName[locale]}, ${variantLabel(leaf, axis, variant.value, locale)}`),
        colour: axis === 'colour' ? (variant.value as Colour) : colour,
        options: [...packOption, [axisAttribute[axis], variant.value]],
        images: random.int(1, 2),
        popularity: Math.round(popularity * random.next()),
        stock: variant.stock,
        prices: variant.prices,
      });
      remember(variant.id, variant.prices, common.hidePrices);
    }
  }

  interface ProductDraft {
    id: number;
    sku: string;
    masterId: number | null;
    leaf: Leaf;
    brand: Brand;
    name: Localized;
    description: Localized;
    colour: Colour;
    /** Pack size and the values that tell variants apart: one for a variant, all for its master. */
    options: ReadonlyArray<readonly [string, string | number]>;
    material: string | undefined;
    volts: number | undefined;
    warranty: number | undefined;
    country: string;
    includes: Accessory[];
    images: number;
    hidePrices: boolean;
    popularity: number;
    createdAt: Date;
    stock: StockRow | undefined;
    prices: PriceRow[];
  }

  function addProduct(rows: ProductBatch, random: Random, p: ProductDraft) {
    const itemnum = String(100_000 + p.id);
    // Every fifth product has no EAN, as goods sold loose or made to order have none.
    const images = Array.from({ length: p.images }, (_, i) => mediaPath(p.leaf.kind, p.colour, i + 1));
    rows.products.push({
      id: p.id,
      sku: p.sku,
      itemnum,
      ean: p.id % 5 === 0 ? null : ean13(`20${String(p.id).padStart(10, '0')}`),
      originalId: random.chance(0.3) ? String(random.int(10_000_000, 99_999_999)) : null,
      masterId: p.masterId,
      primaryCategoryId: p.leaf.id,
      hidePrices: p.hidePrices,
      taxClass: p.leaf.taxClass ?? 'standard',
      popularity: p.popularity,
      coverImage: images[0]!,
      createdAt: p.createdAt,
    });
    for (const locale of locales) {
      const name = p.name[locale];
      rows.translations.push({
        productId: p.id,
        locale,
        name,
        title: `${p.brand.name} ${name}`,
        subtitle: `${words.itemNumber(locale)} ${itemnum}`,
        description: p.description[locale],
        slug: slugify(name),
      });
    }
    images.forEach((url, position) => {
      rows.images.push({
        productId: p.id,
        position,
        url,
        alt: perLocale((locale) =>
          position === 0 ? p.name[locale] : `${p.name[locale]} – ${words.view(locale)} ${position + 1}`,
        ),
      });
    });

    const option = (code: string, value: string | number) => ({
      productId: p.id,
      attributeCode: code,
      optionId: attributeSet.optionId(code, value),
      text: null,
    });
    const text = (code: string, value: Localized) => ({
      productId: p.id,
      attributeCode: code,
      optionId: null,
      text: value,
    });
    const { leaf } = p;
    rows.attributes.push(option('brand', p.brand.value));
    if (leaf.colourFacet !== false && !p.options.some(([code]) => code === 'colour')) {
      rows.attributes.push(option('colour', p.colour));
    }
    for (const [code, value] of p.options) rows.attributes.push(option(code, value));
    if (p.material) rows.attributes.push(option('material', p.material));
    if (p.volts !== undefined) rows.attributes.push(option('voltage', p.volts));
    if (p.warranty !== undefined) rows.attributes.push(option('warranty', p.warranty));
    rows.attributes.push(option('country_of_origin', p.country));
    const grams = roundTo(random.int(...leaf.weight), leaf.weight[1] < 1000 ? 5 : 10);
    rows.attributes.push(
      text(
        'weight',
        perLocale((locale) => words.weight(grams, locale)),
      ),
    );
    if (leaf.dimensions) {
      const size = leaf.dimensions.map((mm) => Math.max(1, roundTo(mm * (0.9 + random.next() * 0.2), mm < 20 ? 1 : 5)));
      rows.attributes.push(text('dimensions', localized(`${size.join(' × ')} mm`)));
    }

    p.includes.forEach((item, position) => {
      rows.included.push({ productId: p.id, position, itemnum: item.itemnum, name: localized(item.name) });
    });
    if (p.stock) rows.stock.push(p.stock);
    rows.prices.push(...p.prices);
  }

  function remember(id: number, prices: PriceRow[], hidden: boolean) {
    const eur = prices.find((price) => price.currency === 'EUR')!.regular;
    if (!hidden && eur >= 1000) index.priced.push({ id, eur });
  }

  return { batch, index };
}

const axisAttribute: Record<Axis, string> = { size: 'size', shoe: 'size', colour: 'colour', pack: 'pack_size' };

function variantValues(random: Random, leaf: Leaf, palette: Colour[], colour: Colour): string[] {
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

function variantLabel(leaf: Leaf, axis: Axis, value: string, locale: LocaleCode) {
  if (axis === 'colour') return localized(colourNames[value as Colour])[locale];
  if (axis === 'pack') return packLabel(leaf, Number(value), locale);
  return `${words.size(locale)} ${value.toUpperCase()}`;
}

const packLabel = (leaf: Leaf, count: number, locale: LocaleCode) =>
  leaf.sheets ? words.sheets(count, locale) : words.pieces(count, locale);

/** Bigger packs cost more, but less per piece. */
const packFactor = (leaf: Leaf, pack: number) => (pack / Math.min(...(leaf.packs ?? [pack]))) ** 0.85;

const special = (random: Random) => (random.chance(0.12) ? 0.7 + random.next() * 0.2 : undefined);

const pickOptional = <T>(random: Random, items: T[] | undefined) => (items ? random.pick(items) : undefined);

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Nouns start a sentence's second half: lower-case except in German, and except acronyms (FFP2). */
function sentenceNoun(noun: string, locale: LocaleCode) {
  if (locale === 'de' || noun[1] !== noun[1]?.toLowerCase()) return noun;
  return noun[0]!.toLowerCase() + noun.slice(1);
}

const kitTexts: Record<'solo' | 'one' | 'two' | 'case', Five> = {
  solo: ['solo, ohne Akku', 'bare tool, without battery', 'sans batterie', 'sin batería', 'senza batteria'],
  one: [
    'mit Akku {2} und Ladegerät',
    'with {2} battery and charger',
    'avec batterie {2} et chargeur',
    'con batería de {2} y cargador',
    'con batteria {2} e caricabatterie',
  ],
  two: [
    'mit 2 Akkus {4}, Ladegerät und Koffer',
    'with 2 × {4} batteries, charger and case',
    'avec 2 batteries {4}, chargeur et coffret',
    'con 2 baterías de {4}, cargador y maletín',
    'con 2 batterie {4}, caricabatterie e valigetta',
  ],
  case: ['im Koffer', 'in a carrying case', 'en coffret', 'en maletín', 'in valigetta'],
};

const kitText = (key: keyof typeof kitTexts) =>
  perLocale((locale) =>
    localized(kitTexts[key])[locale].replace(/\{(\d)\}/, (_, ah: string) => `${decimal(Number(ah), 1, locale)} Ah`),
  );

/** Cordless tools come solo or with one or two batteries; corded ones with or without a case. */
function chooseKit(random: Random, volts: number, extras: Accessory[]): Kit {
  if (volts === 230) {
    return random.chance(0.5)
      ? { text: kitText('case'), includes: [accessories.case, ...extras], factor: 1.15 }
      : { includes: [], factor: 1 };
  }
  const roll = random.next();
  if (roll < 0.35) return { text: kitText('solo'), includes: [], factor: 1 };
  if (roll < 0.65)
    return { text: kitText('one'), includes: [battery(volts, 2), accessories.charger, ...extras], factor: 1.4 };
  return {
    text: kitText('two'),
    includes: [battery(volts, 4), battery(volts, 4), accessories.charger, accessories.case, ...extras],
    factor: 1.9,
  };
}

function chooseIncludes(random: Random, leaf: Leaf, volts: number | undefined): Accessory[] {
  if (!leaf.includes || !random.chance(leaf.includeChance ?? 0.7)) return [];
  return typeof leaf.includes === 'function' ? leaf.includes(volts ?? 18) : leaf.includes;
}

/** A GTIN-13 from its first 12 digits (prefix 20–29: numbers for use inside one company). */
function ean13(digits: string): string {
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
