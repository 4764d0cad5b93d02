import type { Colour } from '@shop/api/media';
import { type LocaleCode, supportedLocales } from '@shop/contracts';

/** A text in every locale, in the order of `supportedLocales`: de, en, fr, es, it. */
export type Five = readonly [de: string, en: string, fr: string, es: string, it: string];
export type Localized = Record<LocaleCode, string>;

export const locales = supportedLocales;

export const localized = (text: Five | string): Localized =>
  Object.fromEntries(locales.map((locale, i) => [locale, typeof text === 'string' ? text : text[i]])) as Localized;

/** Builds a Five from each locale's words. */
export const five = (make: (locale: LocaleCode) => string) => locales.map(make) as unknown as Five;

/** Builds a text per locale from the locale's words. */
export const perLocale = (make: (locale: LocaleCode) => string): Localized =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Localized;

/** Every locale but English writes a decimal comma. */
export const decimal = (value: number, digits: number, locale: LocaleCode) => {
  const text = value.toFixed(digits);
  return locale === 'en' ? text : text.replace('.', ',');
};

const pick = (five: Five, locale: LocaleCode) => five[locales.indexOf(locale)]!;

export const words = {
  itemNumber: (locale: LocaleCode) => pick(['Art.-Nr.', 'Item no.', 'Réf.', 'Ref.', 'Cod. art.'], locale),
  size: (locale: LocaleCode) => pick(['Größe', 'size', 'taille', 'talla', 'taglia'], locale),
  view: (locale: LocaleCode) => pick(['Ansicht', 'view', 'vue', 'vista', 'vista'], locale),
  /** Prefixes a free sample's name; French sets a space before the colon. */
  sample: (locale: LocaleCode) => pick(['Muster: ', 'Sample: ', 'Échantillon : ', 'Muestra: ', 'Campione: '], locale),
  pieces: (count: number, locale: LocaleCode) =>
    `${count} ${pick(['Stück', 'pcs', count === 1 ? 'pièce' : 'pièces', count === 1 ? 'unidad' : 'unidades', count === 1 ? 'pezzo' : 'pezzi'], locale)}`,
  sheets: (count: number, locale: LocaleCode) =>
    `${count} ${pick(['Blatt', 'sheets', 'feuilles', 'hojas', 'fogli'], locale)}`,
  years: (count: number, locale: LocaleCode) =>
    `${count} ${pick([count === 1 ? 'Jahr' : 'Jahre', count === 1 ? 'year' : 'years', 'ans', 'años', 'anni'], locale)}`,
  weight: (grams: number, locale: LocaleCode) =>
    grams < 1000
      ? `${grams} g`
      : `${decimal(grams / 1000, grams % 1000 === 0 ? 0 : grams % 100 === 0 ? 1 : 2, locale)} kg`,
  ampereHours: (value: number, locale: LocaleCode) => `${decimal(value, 1, locale)} Ah`,
};

export const colourNames: Record<Colour, Five> = {
  black: ['Schwarz', 'Black', 'Noir', 'Negro', 'Nero'],
  anthracite: ['Anthrazit', 'Anthracite', 'Anthracite', 'Antracita', 'Antracite'],
  grey: ['Grau', 'Grey', 'Gris', 'Gris', 'Grigio'],
  silver: ['Silber', 'Silver', 'Argent', 'Plata', 'Argento'],
  white: ['Weiß', 'White', 'Blanc', 'Blanco', 'Bianco'],
  beige: ['Khaki', 'Khaki', 'Kaki', 'Caqui', 'Kaki'],
  red: ['Rot', 'Red', 'Rouge', 'Rojo', 'Rosso'],
  orange: ['Orange', 'Orange', 'Orange', 'Naranja', 'Arancione'],
  yellow: ['Gelb', 'Yellow', 'Jaune', 'Amarillo', 'Giallo'],
  green: ['Grün', 'Green', 'Vert', 'Verde', 'Verde'],
  teal: ['Petrol', 'Teal', 'Bleu pétrole', 'Azul petróleo', 'Ottanio'],
  blue: ['Blau', 'Blue', 'Bleu', 'Azul', 'Blu'],
  navy: ['Marineblau', 'Navy', 'Bleu marine', 'Azul marino', 'Blu navy'],
};

export const materialNames = {
  steel: ['Stahl', 'Steel', 'Acier', 'Acero', 'Acciaio'],
  'chrome-vanadium': [
    'Chrom-Vanadium-Stahl',
    'Chrome vanadium steel',
    'Acier chrome-vanadium',
    'Acero al cromo-vanadio',
    'Acciaio al cromo-vanadio',
  ],
  'stainless-steel': ['Edelstahl', 'Stainless steel', 'Acier inoxydable', 'Acero inoxidable', 'Acciaio inox'],
  'zinc-plated-steel': ['Stahl, verzinkt', 'Zinc-plated steel', 'Acier zingué', 'Acero galvanizado', 'Acciaio zincato'],
  aluminium: ['Aluminium', 'Aluminium', 'Aluminium', 'Aluminio', 'Alluminio'],
  fibreglass: ['Glasfaser', 'Fibreglass', 'Fibre de verre', 'Fibra de vidrio', 'Fibra di vetro'],
  wood: ['Holz', 'Wood', 'Bois', 'Madera', 'Legno'],
  plastic: ['Kunststoff', 'Plastic', 'Plastique', 'Plástico', 'Plastica'],
  nylon: ['Polyamid', 'Nylon', 'Polyamide', 'Nailon', 'Nylon'],
  polycarbonate: ['Polycarbonat', 'Polycarbonate', 'Polycarbonate', 'Policarbonato', 'Policarbonato'],
  polyethylene: ['Polyethylen', 'Polyethylene', 'Polyéthylène', 'Polietileno', 'Polietilene'],
  'pu-foam': ['PU-Schaum', 'PU foam', 'Mousse PU', 'Espuma de PU', 'Schiuma PU'],
  cotton: ['Baumwolle', 'Cotton', 'Coton', 'Algodón', 'Cotone'],
  polycotton: ['Baumwoll-Mischgewebe', 'Polycotton', 'Polycoton', 'Policotón', 'Misto cotone'],
  polyester: ['Polyester', 'Polyester', 'Polyester', 'Poliéster', 'Poliestere'],
  leather: ['Leder', 'Leather', 'Cuir', 'Piel', 'Pelle'],
  nitrile: ['Nitril', 'Nitrile', 'Nitrile', 'Nitrilo', 'Nitrile'],
  paper: ['Papier', 'Paper', 'Papier', 'Papel', 'Carta'],
  cardboard: ['Karton', 'Cardboard', 'Carton', 'Cartón', 'Cartone'],
} satisfies Record<string, Five>;
export type Material = keyof typeof materialNames;

export const countryNames = {
  de: ['Deutschland', 'Germany', 'Allemagne', 'Alemania', 'Germania'],
  it: ['Italien', 'Italy', 'Italie', 'Italia', 'Italia'],
  pl: ['Polen', 'Poland', 'Pologne', 'Polonia', 'Polonia'],
  cz: ['Tschechien', 'Czechia', 'Tchéquie', 'Chequia', 'Cechia'],
  pt: ['Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portogallo'],
  tr: ['Türkei', 'Turkey', 'Turquie', 'Turquía', 'Turchia'],
  tw: ['Taiwan', 'Taiwan', 'Taïwan', 'Taiwán', 'Taiwan'],
  cn: ['China', 'China', 'Chine', 'China', 'Cina'],
} satisfies Record<string, Five>;
export type Country = keyof typeof countryNames;
