import { siteCurrencies, type VariantEdit, type VariantRow, variantEditSchema } from '@shop/contracts';
import type { NumberInput } from '../../i18n/amounts';
import type { Translate } from '../../i18n/i18n';
import { amountsResolver, amountText, readAmount } from '../../ui/amount-forms';
import { requiredNumber } from '../../ui/forms';

// A variant's row as its master's page edits it: its SKU, a value per option of the master, its
// regular price typed in the member's way (in the shop's first currency), its stock and picture.

/** The currency a variant's price on its master's page is in. */
export const variantCurrency = siteCurrencies[0];

export interface VariantFields {
  sku: string;
  /** A value per option, by attribute code. */
  options: Record<string, string>;
  regular: string;
  /** Empty: no stock data. */
  stock: string;
  /** A picture's address; empty: none. */
  image: string;
}

/** A variant's fields: a known one's as it is, a new one's empty (a value for each option). */
export function variantFields(row: VariantRow | undefined, options: string[], input: NumberInput): VariantFields {
  return {
    sku: row?.sku ?? '',
    options: Object.fromEntries(options.map((code) => [code, row?.options[code] ?? ''])),
    regular: amountText(input, row?.regular),
    stock: row ? (row.stock === null ? '' : String(row.stock)) : '0',
    image: row?.image ?? '',
  };
}

/** The row checked by the contract's schema, its price read in the member's way. */
export const variantResolver = (input: NumberInput, t: Translate) =>
  amountsResolver<VariantFields, VariantEdit>({
    schema: variantEditSchema,
    read: (values): VariantEdit => ({
      sku: values.sku,
      options: values.options,
      regular: readAmount(input, values.regular, true),
      stock: values.stock.trim() === '' ? null : requiredNumber(values.stock.trim()),
      image: values.image || null,
    }),
    amounts: () => ({ regular: input }),
    t,
  });

/** Where the API's refusals of a variant land: its fields. */
export const variantFieldNames = ['sku', 'options', 'regular', 'stock', 'image'] as const;
