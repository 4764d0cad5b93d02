import type { Coupon } from '@shop/contracts';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { type Locale, loadMessages, type Translate } from '../i18n/i18n';
import { type CouponFields, couponFields, couponInputs, couponResolver } from './coupon-form';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function couponForm(locale: Locale) {
  const t = createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as Translate;
  const inputsOf = couponInputs(locale);
  const resolver = couponResolver(inputsOf, t);
  const blank = couponFields(undefined, inputsOf);
  return {
    inputsOf,
    check: (coupon: Partial<CouponFields['coupon']>) =>
      resolver({ code: 'SOMMER12', coupon: { ...blank.coupon, ...coupon } }, undefined, options),
  };
}

describe('the coupon dialog’s amounts', () => {
  it('sends a percentage as basis points and a minimum order as cents, typed in German', async () => {
    const { check } = await couponForm('de');
    const { values } = await check({ kind: 'percent', value: '12,5', minimumOrder: '40' });
    expect(values).toMatchObject({ code: 'SOMMER12', coupon: { kind: 'percent', value: 1250, minimumOrder: 4000 } });
    const fixed = await check({ kind: 'fixed', value: '5', currency: 'EUR', minimumOrder: '' });
    expect(fixed.values).toMatchObject({ coupon: { kind: 'fixed', value: 500, currency: 'EUR', minimumOrder: null } });
  });

  it('refuses in the page’s language, never in basis points or cents', async () => {
    const de = await couponForm('de');
    const errors = async (coupon: Partial<CouponFields['coupon']>) => {
      const { errors } = await de.check(coupon);
      return { value: errors.coupon?.value?.message, minimumOrder: errors.coupon?.minimumOrder?.message };
    };
    expect(await errors({ value: '150' })).toEqual({ value: expect.stringMatching(/^Höchstens 100\s%\.$/) });
    expect((await errors({ value: '12.5' })).value).toBe('Geben Sie einen Prozentsatz wie 12,5 ein.');
    expect((await errors({ value: '0' })).value).toMatch(/^Mindestens 0,01\s%\.$/);
    expect((await errors({ value: '10', minimumOrder: '1.49' })).minimumOrder).toBe(
      'Geben Sie einen Betrag wie 12,50 ein.',
    );
    const en = await couponForm('en');
    expect((await en.check({ kind: 'fixed', value: '0', currency: 'EUR' })).errors.coupon?.value?.message).toBe(
      'At least €0.01.',
    );
  });

  it('shows a saved coupon’s amounts as they are typed', async () => {
    const { inputsOf } = await couponForm('de');
    const coupon = { code: 'PROFI20', kind: 'percent', value: 1250, currency: 'EUR', minimumOrder: 4000 } as Coupon;
    const fields = couponFields({ ...coupon, validFrom: null, validTo: null } as Coupon, inputsOf);
    expect(fields.coupon).toMatchObject({ value: '12,5', minimumOrder: '40,00' });
    expect(couponFields({ ...coupon, kind: 'fixed', value: 500 }, inputsOf).coupon.value).toBe('5,00');
  });
});
