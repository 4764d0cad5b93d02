import { defaultLocale, type ProductEdit, type RefusalValues, type RowError, type StaffRefusal } from '@shop/contracts';
import { staffFieldRefusals } from '../../../lib/domain-errors';

// The catalogue's reasons for refusing a row, as the import reports them by column, said at the
// editor's fields by name: the member reads them in their language, at the field they typed in.

interface Refused {
  path: string;
  name: StaffRefusal;
  values?: RefusalValues;
}

/** One of the stock's two numbers. */
const stockField = (number: 'warehouse' | 'external') => `stock.${number}`;

/** The form's field a column of the catalogue file is. */
function fieldOf(column: string, form: ProductEdit): string {
  const [head = '', second = ''] = column.split('.');
  const price = () => form.prices.findIndex((p) => p.currency === second);
  switch (head) {
    case 'name':
    case 'title':
    case 'subtitle':
    case 'description':
    case 'slug':
      return `texts.${head}.${second}`;
    case 'item_number':
      return 'itemnum';
    case 'parent_sku':
      return 'parentSku';
    case 'tax_class':
      return 'taxClass';
    case 'price':
      return `prices.${price()}.regular`;
    case 'special_price':
      return `prices.${price()}.special`;
    case 'tier_prices':
      return `prices.${price()}.tiers`;
    case 'stock':
    case 'stock_on_hand':
    case 'in_stock':
      return stockField('warehouse');
    case 'external_stock':
      return stockField('external');
    case 'image_alt':
      return 'images';
    case 'attribute':
      return second === 'brand' ? 'brand' : `attributes.${second}`;
    default:
      return head; // sku, ean, brand, images, accessories, included, categories
  }
}

/** Each reason the import gives, as the refusal it is (the first that matches). */
const reasons: Array<[RegExp, (found: RegExpExecArray, error: RowError) => [StaffRefusal, RefusalValues?]]> = [
  [/^a new product needs an item number$|^an item number is required$/, () => ['itemnumRequired']],
  [/name in the default locale/, () => ['defaultNameRequired', { locale: defaultLocale }]],
  [/^unknown tax class/, (_, e) => ['unknownTaxClass', { taxClass: e.value ?? '' }]],
  [/^a special price must be below the regular price$/, () => ['specialBelowRegular']],
  [/^the price from (\d+) units must be below the regular price$/, (f) => ['tierBelowRegular', { units: f[1]! }]],
  [/^tier quantity .* is given twice$/, () => ['tierQuantityTwice']],
  [/^tier quantity .* must be a whole number of 2 or more$/, () => ['fromTwoUnits']],
  [
    /^item number already used by (?:product (.+) in the catalogue|line \d+)$/,
    (f, e) => ['productItemnumTaken', { itemnum: e.value ?? '', sku: f[1] ?? '' }],
  ],
  [
    /^EAN already used by (?:product (.+) in the catalogue|line \d+)$/,
    (f, e) => ['productEanTaken', { ean: e.value ?? '', sku: f[1] ?? '' }],
  ],
  [/^a variant needs its master/, (_, e) => ['variantNeedsMaster', { sku: e.value ?? '' }]],
  [/^a product cannot be its own accessory$/, () => ['ownAccessory']],
  [/^no product has this SKU$/, (_, e) => ['unknownProductSku', { sku: e.value ?? '' }]],
  [/^has \d+ characters; at most (\d+)$/, (f) => ['atMostCharacters', { maximum: f[1]! }]],
  [/^a slug is lower-case letters, digits and single hyphens$/, () => ['slugCharacters']],
];

/** An import's refusal of the editor's row, at the form's fields by name. */
export function refusalAtFields(errors: RowError[], form: ProductEdit) {
  const refused = errors.map((error): Refused => {
    const column = error.column ?? 'sku';
    const path = fieldOf(column, form);
    for (const [pattern, name] of reasons) {
      const found = pattern.exec(error.reason);
      if (found) {
        const [refusal, values] = name(found, error);
        return { path, name: refusal, values };
      }
    }
    if (column === 'ean') return { path, name: 'eanInvalid' };
    if (column === 'images') return { path, name: 'pictureNotStored' };
    return { path, name: 'catalogueRowRefused', values: { column, reason: error.reason } };
  });
  return fieldRefusals(refused);
}

/** Refusals at fields, as the API answers them (400, each named at its field). */
export function fieldRefusals(refused: Refused[]) {
  const [first, ...rest] = refused;
  if (!first) throw new Error('a refusal names at least one field');
  return staffFieldRefusals([first, ...rest]);
}
