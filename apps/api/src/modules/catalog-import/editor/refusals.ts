import {
  defaultLocale,
  type ImportReason,
  importReasonOf,
  type ProductEdit,
  type RefusalValues,
  type RowError,
  type StaffRefusal,
} from '@shop/contracts';
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
function fieldOf(column: string, form: Pick<ProductEdit, 'prices'>): string {
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

type Said = (values: Record<string, string>, error: RowError) => [StaffRefusal, RefusalValues?];

const itemnumTaken: Said = (values, error) => [
  'productItemnumTaken',
  { itemnum: error.value ?? '', sku: values.sku ?? '' },
];
const eanTaken: Said = (values, error) => ['productEanTaken', { ean: error.value ?? '', sku: values.sku ?? '' }];
const defaultName: Said = () => ['defaultNameRequired', { locale: defaultLocale }];

/** The import's reasons (by name, as the contracts have them) that the editor says at a field. */
const refusals: Partial<Record<ImportReason, Said>> = {
  newProductItemnum: () => ['itemnumRequired'],
  itemnumRequired: () => ['itemnumRequired'],
  newProductName: defaultName,
  defaultNameRequired: defaultName,
  unknownTaxClass: (_, error) => ['unknownTaxClass', { taxClass: error.value ?? '' }],
  specialBelowRegular: () => ['specialBelowRegular'],
  tierBelowRegular: (values) => ['tierBelowRegular', { units: values.units ?? '' }],
  tierTwice: () => ['tierQuantityTwice'],
  tierQuantity: () => ['fromTwoUnits'],
  itemnumUsedOnLine: itemnumTaken,
  itemnumUsedByProduct: itemnumTaken,
  eanUsedOnLine: eanTaken,
  eanUsedByProduct: eanTaken,
  masterMissing: (_, error) => ['variantNeedsMaster', { sku: error.value ?? '' }],
  ownAccessory: () => ['ownAccessory'],
  noSuchSku: (_, error) => ['unknownProductSku', { sku: error.value ?? '' }],
  textTooLong: (values) => ['atMostCharacters', { maximum: values.maximum ?? '' }],
  slugPattern: () => ['slugCharacters'],
};

/** An import's refusal of the editor's row, at the form's fields by name. */
export function refusalAtFields(errors: RowError[], form: Pick<ProductEdit, 'prices'>, at = (path: string) => path) {
  const refused = errors.map((error): Refused => {
    const column = error.column ?? 'sku';
    const path = at(fieldOf(column, form));
    const reason = importReasonOf(error.reason);
    const said = reason && refusals[reason.name];
    if (said) {
      const [name, values] = said(reason.values, error);
      return { path, name, values };
    }
    if (column === 'ean') return { path, name: 'eanInvalid' };
    if (column === 'images') return { path, name: 'pictureNotStored' };
    // Any other reason goes as it is: the back office words it from the import's reasons.
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
