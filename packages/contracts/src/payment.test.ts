import { describe, expect, it } from 'vitest';
import { type PaymentMethodCode, preselectedPaymentMethod } from './payment';

const offered = (...ids: PaymentMethodCode[]) => ids.map((id) => ({ id }));

describe('the payment method checkout starts with', () => {
  it.each([
    [offered('invoice', 'stripe', 'paypal'), 'paypal'],
    [offered('paypal'), 'paypal'],
    [offered('invoice', 'stripe'), 'invoice'],
    [offered('stripe-debit', 'invoice'), 'stripe-debit'],
    [offered(), undefined],
  ])('of %j is %s', (methods, expected) => {
    expect(preselectedPaymentMethod(methods)).toBe(expected);
  });
});
