'use client';

import type { ShopperCart } from '@shop/client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { CallFailure } from '@/features/forms/use-call';
import { buttonClass } from '@/ui/button-styles';
import { FieldShell } from '@/ui/Field';

/** One coupon per cart: apply a code, see why it does not apply, or remove it. */
export function CouponForm(props: {
  code: string | null;
  problem: ShopperCart['couponProblem'];
  minimum: number | null;
  failure?: CallFailure;
  busy: boolean;
  money(minor: number): string;
  onApply(code: string): Promise<void>;
}) {
  const t = useTranslations('Checkout');
  const [typed, setTyped] = useState('');
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
    // A refusal just now is announced; a problem the cart had when the page opened is only shown.
    <FieldShell label={t('couponCode')} error={message} alert={Boolean(refused)}>
      {(control) => (
        <div className="flex gap-2">
          <input
            ref={input}
            {...control}
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
      )}
    </FieldShell>
  );
}
