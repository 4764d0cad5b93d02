import { productPriceSchema, shippingRatesWriteSchema } from '@shop/contracts';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { amountInputs, percentInput } from '../i18n/amounts';
import { type Locale, loadMessages, type Translate } from '../i18n/i18n';
import { amountHint, amountsResolver, percentHint, readAmount, typedAmount } from './amount-forms';

const translator = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as Translate;

const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** A product's price form as the products dialog has it: amounts typed in its currency. */
async function priceForm(locale: Locale) {
  const t = await translator(locale);
  const inputOf = amountInputs(locale);
  const resolver = amountsResolver<{ currency: 'EUR'; regular: string; special: string }, unknown>({
    schema: productPriceSchema,
    read: (values) => ({
      currency: values.currency,
      regular: readAmount(inputOf(values.currency), values.regular),
      special: readAmount(inputOf(values.currency), values.special, true),
    }),
    amounts: (values) => ({ regular: inputOf(values.currency), special: inputOf(values.currency) }),
    t,
    rules: { special: () => t('products.specialBelowRegular') },
  });
  return (regular: string, special = '') => resolver({ currency: 'EUR', regular, special }, undefined, options);
}

describe('forms whose amounts are typed in the staff member’s language', () => {
  it('sends what a German page reads as minor units', async () => {
    const price = await priceForm('de');
    expect(await price('1,49')).toEqual({ values: { currency: 'EUR', regular: 149, special: null }, errors: {} });
    expect((await price('24,90', '19,9')).values).toEqual({ currency: 'EUR', regular: 2490, special: 1990 });
  });

  it('says what is wrong with an amount in the page’s language, amounts as they are typed there', async () => {
    const de = await priceForm('de');
    expect((await de('1.49')).errors.regular?.message).toBe('Geben Sie einen Betrag wie 12,50 ein.');
    expect((await de('')).errors.regular?.message).toBe('Geben Sie einen Betrag wie 12,50 ein.');
    expect((await de('2000000')).errors.regular?.message).toMatch(/^Höchstens 1\.000\.000,00\s€\.$/);
    expect((await de('1,00', '2,00')).errors.special?.message).toBe('Unter dem regulären Preis, oder leer für keinen.');
    const en = await priceForm('en');
    expect((await en('1,49')).errors.regular?.message).toBe('Enter an amount like 12.50.');
    expect(JSON.stringify(await en('abc'))).not.toMatch(/expected|received|cents/);
  });

  it('puts an amount’s error in a list at its row, and keeps the schema’s word on other fields', async () => {
    const t = await translator('fr');
    const inputOf = amountInputs('fr');
    type Fields = { version: number; rates: { country: 'DE'; currency: 'EUR'; price: string; freeFrom: string }[] };
    const resolver = amountsResolver<Fields, unknown>({
      schema: shippingRatesWriteSchema,
      read: (values) => ({
        version: values.version,
        rates: values.rates.map((rate) => ({
          ...rate,
          price: readAmount(inputOf(rate.currency), rate.price),
          freeFrom: readAmount(inputOf(rate.currency), rate.freeFrom, true),
        })),
      }),
      amounts: (values) =>
        Object.fromEntries(values.rates.map((rate, i) => [`rates.${i}.price`, inputOf(rate.currency)])),
      t,
    });
    const rate = (price: string) => ({ country: 'DE', currency: 'EUR', price, freeFrom: '' }) as const;
    const ok = await resolver({ version: 3, rates: [rate('4,95')] }, undefined, options);
    expect(ok.values).toEqual({ version: 3, rates: [{ country: 'DE', currency: 'EUR', price: 495, freeFrom: null }] });
    type Rows = Array<Record<string, { message?: string }> & { message?: string }>;
    const unreadable = await resolver({ version: 3, rates: [rate('4,95'), rate('5.95')] }, undefined, options);
    const rows = unreadable.errors.rates as unknown as Rows;
    expect(rows[1]?.price?.message).toBe('Saisissez un montant comme 12,50.');
    expect(rows[0]).toBeUndefined();
    // A second rate to Germany in euros: the contract's rule, at the row, in its words.
    const twice = await resolver({ version: 3, rates: [rate('4,95'), rate('5,95')] }, undefined, options);
    expect((twice.errors.rates as unknown as Rows)[1]?.message).toBe(
      'A second rate to DE in EUR: one per country and currency',
    );
  });

  it('hints how an amount or a percentage is typed, and shows what was typed comes to', async () => {
    const de = await translator('de');
    const en = await translator('en');
    expect(amountHint(en, amountInputs('en')('EUR'), 'EUR')).toBe('In euros: 19.99');
    expect(amountHint(de, amountInputs('de')('EUR'), 'EUR', true)).toBe('In Euro: 19,99. Leer für keinen.');
    expect(amountHint(en, amountInputs('en')('CHF'), 'CHF')).toBe('In CHF: 19.99');
    expect(percentHint(de, percentInput('de'))).toBe('In Prozent: 12 oder 12,5');
    expect(typedAmount(amountInputs('de')('EUR'), '1,49')).toMatch(/^1,49\s€$/);
    expect(typedAmount(percentInput('en'), '12.5')).toBe('12.5%');
    expect(typedAmount(percentInput('de'), '12.5')).toBe(false);
    expect(typedAmount(percentInput('de'), '')).toBe(false);
  });
});
