import { type CurrencyCode, siteCurrencies } from '@shop/contracts';
import { useMemo } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { amountInputs } from '../../i18n/amounts';
import { useLanguage } from '../../i18n/i18n';
import { amountHint, currencyName, typedAmount } from '../../ui/amount-forms';
import { InputField, WithAmount } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import { type EditorFields, type EditorOutput, emptyPrice } from './form-model';

type Form = UseFormReturn<EditorFields, unknown, EditorOutput>;

/** A price's quantity prices: from so many units on, a unit costs so much. */
function Tiers({ form, at, currency }: { form: Form; at: number; currency: CurrencyCode }) {
  const t = useTranslations();
  const message = useFieldMessage();
  const tiers = useFieldArray({ control: form.control, name: `prices.${at}.tiers` });
  const refused = form.getFieldState(`prices.${at}.tiers`).error?.message;
  return (
    <fieldset className="span-all">
      <legend>{t('productEditor.tiersIn', { currency: currencyName(t, currency) })}</legend>
      {tiers.fields.map((tier, j) => (
        <div key={tier.id} className="form-grid">
          <InputField
            form={form}
            name={`prices.${at}.tiers.${j}.minQty`}
            label={t('productEditor.tierFrom', { tier: j + 1 })}
            inputMode="numeric"
          />
          <InputField
            form={form}
            name={`prices.${at}.tiers.${j}.price`}
            label={t('productEditor.tierPrice', { tier: j + 1 })}
            inputMode="decimal"
          />
          <button type="button" className="button small" onClick={() => tiers.remove(j)}>
            {t('productEditor.removeTier', { tier: j + 1 })}
          </button>
        </div>
      ))}
      {refused && <p className="field-error">{message(refused)}</p>}
      <button type="button" className="button small" onClick={() => tiers.append({ minQty: '', price: '' })}>
        {t('productEditor.addTier')}
      </button>
    </fieldset>
  );
}

/** Regular and special prices per currency, typed in the member's way, and their quantity prices. */
export function PricesFields({ form }: { form: Form }) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const inputOf = useMemo(() => amountInputs(locale), [locale]);
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const typed = form.watch('prices');
  const missing = siteCurrencies.filter((currency) => !typed.some((price) => price.currency === currency));
  return (
    <div className="span-all">
      {prices.fields.map((price, i) => {
        const input = inputOf(price.currency);
        return (
          <fieldset key={price.id} className="form-grid">
            <legend>{t('productEditor.priceIn', { currency: currencyName(t, price.currency) })}</legend>
            <InputField
              form={form}
              name={`prices.${i}.regular`}
              label={t('productEditor.regular', { currency: price.currency })}
              hint={
                <WithAmount amount={typedAmount(input, typed[i]?.regular)}>
                  {amountHint(t, input, price.currency)}
                </WithAmount>
              }
              inputMode="decimal"
              autoComplete="off"
            />
            <InputField
              form={form}
              name={`prices.${i}.special`}
              label={t('productEditor.special', { currency: price.currency })}
              hint={
                <WithAmount amount={typedAmount(input, typed[i]?.special)}>
                  {amountHint(t, input, price.currency, true)}
                </WithAmount>
              }
              inputMode="decimal"
              autoComplete="off"
            />
            <Tiers form={form} at={i} currency={price.currency} />
            <button type="button" className="button small" onClick={() => prices.remove(i)}>
              {t('productEditor.removePrice', { currency: price.currency })}
            </button>
          </fieldset>
        );
      })}
      {missing.map((currency) => (
        <button
          key={currency}
          type="button"
          className="button small"
          onClick={() => prices.append(emptyPrice(currency))}
        >
          {t('productEditor.addPrice', { currency })}
        </button>
      ))}
    </div>
  );
}
