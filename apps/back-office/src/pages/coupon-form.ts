import {
  type Coupon,
  type CouponKind,
  type CouponSave,
  couponCodeSchema,
  couponWriteSchema,
  maxPercentValue,
  siteCurrencies,
} from '@shop/contracts';
import { z } from 'zod';
import { amountInputs, type NumberInput, percentInput } from '../i18n/amounts';
import type { Formatters, Locale, Translate } from '../i18n/i18n';
import { amountsResolver, amountText, readAmount } from '../ui/amount-forms';
import { instantOrNull, localDateTime } from '../ui/dates';

// The coupon dialog's form: a percentage typed as percent, amounts in the coupon's currency, both in
// the member's language, sent as the API's basis points and minor units.

/** The code is the address of the coupon (a path parameter); its rules are the body. */
const couponForm = z.object({ code: couponCodeSchema, coupon: couponWriteSchema });
export type CouponFormOutput = z.output<typeof couponForm>;

/** The form's values: the value and the minimum order as typed, in the member's language. */
export interface CouponFields {
  code: string;
  coupon: Omit<z.input<typeof couponWriteSchema>, 'value' | 'minimumOrder'> & { value: string; minimumOrder: string };
}

/**
 * How a coupon's amounts are typed in a language: its value as a percentage (12,5) or as an amount
 * in its currency, its minimum order in that currency (the shop's first while none is chosen).
 */
export function couponInputs(locale: Locale) {
  const percent = percentInput(locale);
  const money = amountInputs(locale);
  return (coupon: { kind?: CouponKind; currency?: string | null }): Record<'value' | 'minimumOrder', NumberInput> => {
    const amount = money(coupon.currency ?? siteCurrencies[0]);
    return { value: coupon.kind === 'fixed' ? amount : percent, minimumOrder: amount };
  };
}
export type CouponInputs = ReturnType<typeof couponInputs>;

/**
 * Amounts are typed in the member's language and sent as the API's integers (basis points, minor
 * units); validity is typed in the browser's time zone (datetime-local) and sent as an instant.
 */
export const couponResolver = (inputsOf: CouponInputs, t: Translate) =>
  amountsResolver<CouponFields, CouponFormOutput>({
    schema: couponForm,
    read: (values) => {
      const inputs = inputsOf(values.coupon);
      return {
        ...values,
        coupon: {
          ...values.coupon,
          value: readAmount(inputs.value, values.coupon.value),
          minimumOrder: readAmount(inputs.minimumOrder, values.coupon.minimumOrder, true),
          validFrom: instantOrNull(values.coupon.validFrom),
          validTo: instantOrNull(values.coupon.validTo),
        },
      };
    },
    amounts: (values) => {
      const inputs = inputsOf(values.coupon);
      return { 'coupon.value': inputs.value, 'coupon.minimumOrder': inputs.minimumOrder };
    },
    t,
    // The contract's one rule at the value: a percentage of at most 100.
    rules: { value: (input) => t('amounts.atMost', { amount: input.shown(maxPercentValue) }) },
  });

/** What a coupon takes off, as the merchant reads it. */
export function discountOf(
  coupon: Pick<Coupon, 'kind' | 'value' | 'currency'>,
  format: Formatters,
  percent: NumberInput,
) {
  return coupon.kind === 'percent'
    ? percent.shown(coupon.value)
    : format.money(coupon.value, coupon.currency ?? siteCurrencies[0]);
}

export const rulesOf = (coupon: Coupon): CouponSave => ({
  kind: coupon.kind,
  value: coupon.value,
  currency: coupon.currency as CouponSave['currency'],
  minimumOrder: coupon.minimumOrder,
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  usageLimit: coupon.usageLimit,
  perCustomerLimit: coupon.perCustomerLimit,
  active: coupon.active,
  version: coupon.version,
});

/** A coupon's fields as the form shows them: amounts in the member's language, validity in the browser's time zone. */
export function couponFields(coupon: Coupon | undefined, inputsOf: CouponInputs): CouponFields {
  if (!coupon)
    return { code: '', coupon: { kind: 'percent', value: '', currency: null, minimumOrder: '', active: true } };
  const inputs = inputsOf(coupon);
  return {
    code: coupon.code,
    coupon: {
      ...rulesOf(coupon),
      value: inputs.value.text(coupon.value),
      minimumOrder: amountText(inputs.minimumOrder, coupon.minimumOrder),
      validFrom: localDateTime(coupon.validFrom) || null,
      validTo: localDateTime(coupon.validTo) || null,
    },
  };
}
