import { zodResolver } from '@hookform/resolvers/zod';
import { type PriceListEntryInput, priceListEntryInputSchema } from '@shop/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AmountInput } from '../../i18n/amounts';
import type { Translate } from '../../i18n/i18n';
import { instantOrNull, localDateTime } from '../../ui/forms';

interface Validity {
  validFrom?: string | null;
  validTo?: string | null;
}

/** A list's validity as typed (datetime-local, the browser's time zone), as the instants the API takes. */
export const withInstants = <T extends Validity>(values: T): T => ({
  ...values,
  validFrom: instantOrNull(values.validFrom),
  validTo: instantOrNull(values.validTo),
});

/** A list's validity as its fields show it. */
export const validityFields = (list: { validFrom: string | null; validTo: string | null }) => ({
  validFrom: localDateTime(list.validFrom) || null,
  validTo: localDateTime(list.validTo) || null,
});

/** A product's prices as typed: amounts in the list's currency, in the member's language. */
export interface EntryFields {
  sku: string;
  price: string;
  tiers: { minQty: string; price: string }[];
}

/**
 * Checks typed prices with the contract's schema once they are read as minor units. An amount that
 * cannot be read for sure ("1,49" on an English page) is refused at its field with an example of
 * how to type it, not with the schema's words about cents.
 */
export function entryResolver(amount: AmountInput, t: Translate): Resolver<EntryFields, unknown, PriceListEntryInput> {
  return async (values, context, options) => {
    const cents = (text: string) => (text.trim() === '' ? Number.NaN : (amount.parse(text) ?? Number.NaN));
    const entry = {
      sku: values.sku,
      price: cents(values.price),
      tiers: values.tiers.map((tier) => ({
        minQty: tier.minQty.trim() === '' ? Number.NaN : Number(tier.minQty),
        price: cents(tier.price),
      })),
    };
    // The schema checks the amounts read; its issues are at the typed fields' paths.
    const check = zodResolver(priceListEntryInputSchema) as unknown as Resolver<
      EntryFields,
      unknown,
      PriceListEntryInput
    >;
    const result = await check(entry as unknown as EntryFields, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: FieldErrors<EntryFields> = result.errors;
    const unreadable = { type: 'amount', message: t('priceList.amountHint', { example: amount.example }) };
    if (Number.isNaN(entry.price)) errors.price = unreadable;
    const tiers: Record<number, object | undefined> = { ...(errors.tiers as object[] | undefined) };
    entry.tiers.forEach((tier, i) => {
      if (Number.isNaN(tier.price)) tiers[i] = { ...tiers[i], price: unreadable };
    });
    if (Object.keys(tiers).length > 0) errors.tiers = Object.assign([], tiers) as FieldErrors<EntryFields>['tiers'];
    return { values: {}, errors };
  };
}

/** A list's entry as its fields show it, amounts in the member's language. */
export const entryFields = (
  entry: { sku: string; price: number; tiers: { minQty: number; price: number }[] },
  amount: AmountInput,
): EntryFields => ({
  sku: entry.sku,
  price: amount.text(entry.price),
  tiers: entry.tiers.map((tier) => ({ minQty: String(tier.minQty), price: amount.text(tier.price) })),
});
