import { type CurrencyCode, type PaymentMethodCode, paymentMethodFits, providerOf } from '@shop/contracts';
import type { PaymentProviders } from './providers';

/**
 * The payment methods the shop takes: those its owner offers whose provider is set up (invoice
 * needs none), where they fit the order's currency and country. Orders ask before any payment
 * exists, so this stands apart from the payment service.
 */
export function paymentMethods(providers: PaymentProviders, enabled: readonly PaymentMethodCode[]) {
  const setUp = (method: PaymentMethodCode) => {
    const provider = providerOf(method);
    return method === 'invoice' || Boolean(provider && providers[provider]);
  };
  const takes = (method: PaymentMethodCode, currency: CurrencyCode, country: string) =>
    enabled.includes(method) && setUp(method) && paymentMethodFits(method, currency, country);
  return {
    takes,
    /** The methods for an order in this currency billed to this country; all offered without both. */
    offered: (currency?: CurrencyCode, country?: string): PaymentMethodCode[] =>
      enabled.filter((method) => (currency && country ? takes(method, currency, country) : setUp(method))),
  };
}
export type PaymentMethods = ReturnType<typeof paymentMethods>;
