'use client';

import type { ShopperCart } from '@shop/client';
import { type LocaleCode, type PaymentMethod, preselectedPaymentMethod } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { AddressText } from '@/features/account/AddressText';
import { cartItems } from '@/features/analytics/cart-events';
import { track } from '@/features/analytics/data-layer';
import { useCart } from '@/features/cart/cart';
import { type CallFailure, failureOf, useCall } from '@/features/forms/use-call';
import { OrderLines } from '@/features/order/OrderLines';
import { OrderTotals } from '@/features/order/OrderTotals';
import { paymentPaths } from '@/features/payment/flow';
import { PaymentMethodChoice } from '@/features/payment/PaymentMethodChoice';
import { formatPrice } from '@/features/pricing/format';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Field, TextAreaField } from '@/ui/Field';
import { FormFailure } from '@/ui/FormMessages';
import { CouponForm } from './CouponForm';
import { useCheckoutSteps } from './step-store';

interface PaymentStepProps {
  locale: LocaleCode;
  localeIso: string;
  cart: ShopperCart;
  methods: PaymentMethod[];
  /** The shop asks for the buyer's own order reference (setting orderReference). */
  askReference: boolean;
  /** The setting: the summary's item numbers. */
  displayItemnum: boolean;
  countryName: Record<string, string>;
}

/** Step 3: coupon, payment method, reference and comment, the full summary, terms, and placing the order. */
export function PaymentStep({
  locale,
  localeIso,
  cart: initial,
  methods,
  askReference,
  displayItemnum,
  countryName,
}: PaymentStepProps) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const receive = useCart((s) => s.receive);
  const placed = useCart((s) => s.placed);
  const clearSteps = useCheckoutSteps((s) => s.clear);
  const [cart, setCart] = useState(initial);
  const [method, setMethod] = useState(preselectedPaymentMethod(methods));
  const coupon = useCall();
  const order = useCall();
  const termsError = useId();
  const [termsMissing, setTermsMissing] = useState(false);
  const query = { locale, currency: cart.currency };
  const money = (minor: number | null) => formatPrice(minor, { locale: localeIso, currency: cart.currency });

  const applyCoupon = async (code: string) => {
    const next = await coupon.run(() =>
      browserApi.updateCouponCode({ params: { cartId: cart.id }, query, body: { code } }),
    );
    if (next) {
      setCart(next);
      receive(next);
    }
  };

  async function placeOrder(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const accepted = data.get('terms') === 'on';
    setTermsMissing(!accepted);
    if (!accepted) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="terms"]')?.focus();
      return;
    }
    if (!method) return;
    // The method is chosen for good as the order is placed: the step has no other submit.
    track('add_payment_info', {
      ...cartItems(cart),
      payment_type: method,
      ...(cart.couponCode && { coupon: cart.couponCode }),
    });
    const body = {
      cartId: cart.id,
      paymentMethodCode: method,
      cart: { version: cart.version, grandTotalIncTax: cart.grandTotalIncTax ?? undefined },
      orderReference: String(data.get('orderReference') ?? ''),
      comment: String(data.get('comment') ?? ''),
      termsAccepted: true as const,
    };
    const done = await order.run(async () => {
      try {
        const placedOrder = await browserApi.createOrder({ query, body });
        // Invoice needs no payment step: the order is confirmed at once.
        if (method === 'invoice') await browserApi.confirmOrder({ params: { id: placedOrder.id } });
        return {
          href:
            method === 'invoice'
              ? paymentPaths.thankYou(placedOrder.id)
              : paymentPaths.checkoutProcessing(placedOrder.id),
        };
      } catch (error) {
        // An order the member may not place alone waits for an administrator's approval instead.
        if (failureOf(error).reason !== 'needsApproval') throw error;
        await browserApi.requestOrderApproval({ query, body });
        return { href: `${paths.myAccount('Approvals')}?requested=1` };
      }
    });
    if (!done) return;
    placed();
    clearSteps();
    // Online methods: the payment starts on the processing page, which forwards to the provider.
    router.push(done.href);
  }

  const totals =
    cart.subtotal !== null &&
    cart.couponAmount !== null &&
    cart.shippingAmount !== null &&
    cart.taxes !== null &&
    cart.grandTotalIncTax !== null
      ? {
          currency: cart.currency,
          displayExcludingTaxes: cart.displayExcludingTaxes,
          subtotal: cart.subtotal,
          couponCode: cart.couponCode,
          couponAmount: cart.couponAmount,
          shippingAmount: cart.shippingAmount,
          taxes: cart.taxes,
          grandTotalIncTax: cart.grandTotalIncTax,
        }
      : null;
  const shippingMethod = cart.shippingMethods.find((m) => m.code === cart.shippingMethod?.methodCode);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 desktop:grid-cols-[minmax(0,1fr)_24rem]">
      <form noValidate onSubmit={placeOrder} className="space-y-8" aria-labelledby="payment-heading">
        <section className="space-y-3">
          <h2 id="payment-heading" className="text-lg font-semibold">
            {t('paymentMethod')}
          </h2>
          <PaymentMethodChoice methods={methods} value={method} onChange={setMethod} legend="hidden" />
        </section>

        <section className="space-y-4">
          <h2 className="text-lg font-semibold">{t('yourNotes')}</h2>
          {askReference && (
            <Field label={t('orderReference')} name="orderReference" maxLength={50} hint={t('orderReferenceHint')} />
          )}
          <TextAreaField label={t('comment')} name="comment" maxLength={1000} rows={3} />
        </section>

        <section className="space-y-3">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="terms"
              className="mt-1 size-4"
              aria-invalid={termsMissing || undefined}
              aria-describedby={termsMissing ? termsError : undefined}
            />
            <span>
              {t.rich('acceptTerms', {
                terms: (chunks) => (
                  <Link href="/i/agb" className="text-brand underline" target="_blank">
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          {termsMissing && (
            <p id={termsError} role="alert" className="text-sm text-danger">
              {t('termsRequired')}
            </p>
          )}
          <OrderFailure failure={order.failure} onReload={() => router.refresh()} />
          <button type="submit" className={buttonClass('primary', 'w-full')} disabled={order.busy || !totals}>
            {t('placeOrder', { total: money(cart.grandTotalIncTax) })}
          </button>
        </section>
      </form>

      <aside aria-labelledby="summary-heading" className="space-y-5 rounded-lg border border-line p-5">
        <h2 id="summary-heading" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <OrderLines
          lines={cart.cartItems.map((item) => ({ ...item, key: item.id }))}
          money={money}
          displayItemnum={displayItemnum}
        />
        <CouponForm
          code={cart.couponCode}
          problem={cart.couponProblem}
          minimum={cart.couponMinimum}
          failure={coupon.failure}
          busy={coupon.busy}
          money={money}
          onApply={applyCoupon}
        />
        {totals && <OrderTotals totals={totals} localeIso={localeIso} />}
        <div className="grid gap-4 text-sm">
          {cart.shippingAddress && (
            <div>
              <h3 className="font-semibold">{t('shippingAddress')}</h3>
              <AddressText
                address={cart.shippingAddress}
                countryName={countryName[cart.shippingAddress.country] ?? ''}
              />
              {shippingMethod && <p className="mt-1 text-ink-muted">{shippingMethod.name}</p>}
            </div>
          )}
          {cart.billingAddress && (
            <div>
              <h3 className="font-semibold">{t('billingAddress')}</h3>
              <AddressText address={cart.billingAddress} countryName={countryName[cart.billingAddress.country] ?? ''} />
            </div>
          )}
          <p>
            <Link href="/checkout/shipping" className="text-brand underline">
              {t('changeAddresses')}
            </Link>
          </p>
        </div>
      </aside>
    </div>
  );
}

/** Why the order was not placed; an outdated cart offers to reload it (the spec's text). */
function OrderFailure({ failure, onReload }: { failure?: CallFailure; onReload(): void }) {
  const t = useTranslations('Checkout');
  if (!failure) return null;
  if (failure.code === 'CART_OUTDATED_ERROR')
    return (
      <div role="alert" className="space-y-2 rounded-md bg-danger/10 p-3 text-sm text-danger">
        <p>{t('errors.outdated')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={onReload}>
          {t('reload')}
        </button>
      </div>
    );
  // An accepted quote that expired, or was ordered or declined meanwhile (its number in the details).
  if (failure.reason?.startsWith('quote-') && failure.reason !== 'quote-quantity')
    return <FormFailure text={t('errors.quoteNoLongerValid', { number: String(failure.details?.number ?? '') })} />;
  const key =
    failure.code === 'COUPON_INVALID'
      ? 'couponNoLongerValid'
      : failure.code === 'PRODUCT_NOT_PURCHASABLE'
        ? 'notAvailable'
        : failure.code === 'SHIPPING_METHOD_UNAVAILABLE'
          ? 'shippingUnavailable'
          : failure.reason === 'needsApproval'
            ? 'needsApproval'
            : 'orderFailed';
  return <FormFailure text={t(`errors.${key}`)} />;
}
