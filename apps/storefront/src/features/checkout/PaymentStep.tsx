'use client';

import type { Cart, LocaleCode, PaymentMethod } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/features/account/Field';
import { FormFailure } from '@/features/account/FormMessages';
import { useCart } from '@/features/cart/cart';
import { paymentPaths } from '@/features/payment/flow';
import { PaymentMethodChoice } from '@/features/payment/PaymentMethodChoice';
import { formatPrice } from '@/features/pricing/format';
import { Link, useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { AddressText } from './AddressText';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { useCheckoutSteps } from './step-store';
import { type CallFailure, useCheckoutCall } from './use-checkout-call';

interface PaymentStepProps {
  locale: LocaleCode;
  localeIso: string;
  cart: Cart;
  methods: PaymentMethod[];
  /** The shop asks for the buyer's own order reference (setting orderReference). */
  askReference: boolean;
  countryName: Record<string, string>;
}

/** Step 3: coupon, payment method, reference and comment, the full summary, terms, and placing the order. */
export function PaymentStep({
  locale,
  localeIso,
  cart: initial,
  methods,
  askReference,
  countryName,
}: PaymentStepProps) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const receive = useCart((s) => s.receive);
  const placed = useCart((s) => s.placed);
  const clearSteps = useCheckoutSteps((s) => s.clear);
  const [cart, setCart] = useState(initial);
  const [method, setMethod] = useState(methods[0]?.id);
  const coupon = useCheckoutCall();
  const order = useCheckoutCall();
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
    const done = await order.run(async () => {
      const placedOrder = await browserApi.createOrder({
        query,
        body: {
          cartId: cart.id,
          paymentMethodCode: method,
          cart: { version: cart.version, grandTotalIncTax: cart.grandTotalIncTax ?? undefined },
          orderReference: String(data.get('orderReference') ?? ''),
          comment: String(data.get('comment') ?? ''),
          termsAccepted: true,
        },
      });
      // Invoice needs no payment step: the order is confirmed at once.
      if (method === 'invoice') await browserApi.confirmOrder({ params: { id: placedOrder.id } });
      return placedOrder;
    });
    if (!done) return;
    placed();
    clearSteps();
    // Online methods: the payment starts on the processing page, which forwards to the provider.
    router.push(method === 'invoice' ? paymentPaths.thankYou(done.id) : paymentPaths.checkoutProcessing(done.id));
  }

  const totals =
    cart.subtotal !== null &&
    cart.coupon_amount !== null &&
    cart.shipping_amount !== null &&
    cart.taxes !== null &&
    cart.grandTotalIncTax !== null
      ? {
          currency: cart.currency,
          displayExcludingTaxes: cart.displayExcludingTaxes,
          subtotal: cart.subtotal,
          couponCode: cart.couponCode,
          coupon_amount: cart.coupon_amount,
          shipping_amount: cart.shipping_amount,
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
          <CommentField label={t('comment')} />
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
        <OrderLines lines={cart.cartItems.map((item) => ({ ...item, key: item.id }))} money={money} />
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

function CommentField({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea id={id} name="comment" maxLength={1000} rows={3} className="w-full rounded-md border border-line p-3" />
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
  const key =
    failure.code === 'COUPON_INVALID'
      ? 'couponNoLongerValid'
      : failure.code === 'PRODUCT_NOT_PURCHASABLE'
        ? 'notAvailable'
        : failure.code === 'SHIPPING_METHOD_UNAVAILABLE'
          ? 'shippingUnavailable'
          : 'orderFailed';
  return <FormFailure text={t(`errors.${key}`)} />;
}

/** One coupon per cart: apply a code, see why it does not apply, or remove it. */
function CouponForm(props: {
  code: string | null;
  problem: Cart['couponProblem'];
  minimum: number | null;
  failure?: CallFailure;
  busy: boolean;
  money(minor: number): string;
  onApply(code: string): Promise<void>;
}) {
  const t = useTranslations('Checkout');
  const [typed, setTyped] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // The control the shopper used goes away: focus moves to the one that replaced it.
  const applied = Boolean(props.code);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (applied ? removeButton.current : input.current)?.focus();
  }, [applied]);
  const messageId = `${id}-message`;
  const refused = props.failure?.code === 'COUPON_INVALID' ? props.failure.reason : undefined;
  const problem = refused ?? props.problem ?? undefined;
  const message = problem
    ? t(`coupon.${problem}` as 'coupon.unknown', {
        minimum: props.money(Number(refused ? props.failure?.details?.minimum : props.minimum) || 0),
      })
    : props.failure
      ? t('coupon.failed')
      : undefined;
  if (props.code && !refused)
    return (
      <div className="space-y-1 text-sm">
        <p className="flex items-center justify-between gap-2">
          <span role="status">{t('couponApplied', { code: props.code })}</span>
          <button
            ref={removeButton}
            type="button"
            className="text-brand underline"
            disabled={props.busy}
            onClick={() => void props.onApply('')}
            aria-label={t('removeCoupon', { code: props.code })}
          >
            {t('remove')}
          </button>
        </p>
        {message && <p className="text-danger">{message}</p>}
      </div>
    );
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('couponCode')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the coupon instead of placing the order.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (typed.trim()) void props.onApply(typed);
            }
          }}
          maxLength={40}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border border-line px-3 uppercase aria-[invalid=true]:border-danger"
        />
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={props.busy || !typed.trim()}
          onClick={() => void props.onApply(typed)}
        >
          {t('applyCoupon')}
        </button>
      </div>
      {message && (
        // A refusal just now is announced; a problem the cart had when the page opened is only shown.
        <p id={messageId} role={refused ? 'alert' : undefined} className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
