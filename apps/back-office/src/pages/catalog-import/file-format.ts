// The catalogue file's columns as the back office describes them (docs/catalog-import.md, "The
// format", is the full account), and a template to start a file from.
import { siteConfig } from '@shop/contracts';
import type { Messages } from '../../i18n/i18n';

/** When a column must be there: always, for a new product, or never (it may be left out). */
type Required = 'always' | 'newProducts' | 'optional';

type Meaning = keyof Messages['catalogFormat']['meanings'];

/**
 * Columns described together: their names (`<l>` a language, `<C>` a currency, `<code>` an
 * attribute's code), their meaning's key in the messages, and a value as a file has it.
 */
interface FormatColumn {
  names: readonly string[];
  meaning: Meaning;
  required: Required;
  example: string;
}

const column = (names: string, meaning: Meaning, example: string, required: Required = 'optional'): FormatColumn => ({
  names: names.split(', '),
  meaning,
  required,
  example,
});

export const formatColumns: readonly FormatColumn[] = [
  column('sku', 'sku', 'EX-DRILL-18', 'always'),
  column('item_number', 'itemNumber', 'EX-100018', 'newProducts'),
  column('ean', 'ean', '4000000100188'),
  column('parent_sku', 'parentSku', 'EX-GLOVE'),
  column('name.<l>', 'name', 'Akku-Bohrschrauber 18 V Profi', 'newProducts'),
  column('title.<l>, subtitle.<l>', 'title', 'Bohrschrauber 18 V | Werkhaus'),
  column('description.<l>', 'description', '<p>Kräftiger Bohrschrauber, 60 Nm.</p>'),
  column('slug.<l>', 'slug', 'akku-bohrschrauber-18-v-profi'),
  column('categories.<l>', 'categories', 'Werkzeug > Akkuwerkzeug|Neuheiten'),
  column('brand', 'brand', 'Werkhaus Pro'),
  column('attribute.<code>.<l>', 'attribute', 'Blau|Rot'),
  column('price.<C>, special_price.<C>', 'price', '129.00'),
  column('tier_prices.<C>', 'tierPrices', '5=104.00|10=99.00'),
  column('tax_class', 'taxClass', 'standard'),
  column('stock', 'stock', '25'),
  column('stock_on_hand, external_stock, in_stock', 'stockMore', '40'),
  column('images', 'images', 'https://example.com/drill.jpg|/media/drill-side.png'),
  column('image_alt.<l>', 'imageAlt', 'Bohrschrauber von vorn|Bohrschrauber von der Seite'),
  column('accessories', 'accessories', 'EX-BAT-18|EX-CHG-18'),
  column('included.<l>', 'included', 'EX-BAT-18=Akku 18 V|EX-CHG-18=Ladegerät 18 V'),
  column('listed', 'listed', 'true'),
  column('hide_prices', 'hidePrices', 'false'),
  column('original_id, popularity', 'originalId', 'BS-18-PRO, 120'),
];

/** The shop's languages and currencies, as the `<l>` and `<C>` of the column names. */
export const languageCodes = siteConfig.locales.map((l) => l.code);
export const currencyCodes = siteConfig.currencies.map((c) => c.name);
export const defaultLanguage = siteConfig.defaultLocale;

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A file to start from: the header of the columns most files have, and one product as an example. */
const template: ReadonlyArray<readonly [string, string]> = [
  ['sku', 'EX-DRILL-18'],
  ['item_number', 'EX-100018'],
  ['ean', '4000000100188'],
  [`name.${defaultLanguage}`, 'Akku-Bohrschrauber 18 V Profi'],
  ['name.en', 'Cordless drill driver 18 V Pro'],
  [`description.${defaultLanguage}`, '<p>Kräftiger Bohrschrauber mit bürstenlosem Motor, 60 Nm und zwei Gängen.</p>'],
  ['description.en', '<p>Powerful drill driver with a brushless motor, 60 Nm and two gears.</p>'],
  [`categories.${defaultLanguage}`, 'Werkzeug > Akkuwerkzeug'],
  ['brand', 'Werkhaus Pro'],
  ['price.EUR', '129.00'],
  ['special_price.EUR', '109.00'],
  ['tier_prices.EUR', '5=104.00|10=99.00'],
  ['tax_class', 'standard'],
  ['stock', '25'],
  ['external_stock', '40'],
  ['listed', 'true'],
];

export const templateCsv = `${[template.map(([name]) => name), template.map(([, value]) => value)]
  .map((row) => row.map(csvField).join(','))
  .join('\n')}\n`;
