'use client';

import { ShopApiError } from '@shop/client';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { Field } from '@/ui/Field';
import { FormFailure } from '@/ui/FormMessages';

type Failure = 'notFound' | 'ofAccount' | 'tooManyAttempts' | 'generic';

const failureOf = (error: unknown): Failure => {
  if (!(error instanceof ShopApiError)) return 'generic';
  if (error.status === 404) return 'notFound';
  if (error.status === 409) return 'ofAccount';
  if (error.status === 429) return 'tooManyAttempts';
  return 'generic';
};

/**
 * Order status for guests: the order's number and e-mail address open its page in this browser.
 * The API says only that the pair is wrong, never which part.
 */
export function OrderLookupForm() {
  const t = useTranslations('OrderStatus');
  const router = useRouter();
  const [errors, setErrors] = useState<{ orderNumber?: string; email?: string }>({});
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const orderNumber = String(form.get('orderNumber') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const missing = { orderNumber: orderNumber ? undefined : t('required'), email: email ? undefined : t('required') };
    setErrors(missing);
    setFailure(undefined);
    if (missing.orderNumber || missing.email) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const order = await browserApi.lookupOrder({ body: { orderNumber, email } });
      router.push(paths.orderStatus(order.id));
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-sm space-y-4" aria-describedby="order-status-intro">
      <p id="order-status-intro" className="text-sm text-ink-muted">
        {t('intro')}
      </p>
      <FormFailure text={failure && t(`failures.${failure}`)} />
      <Field
        label={t('orderNumber')}
        name="orderNumber"
        autoComplete="off"
        placeholder="WH-0000123"
        error={errors.orderNumber}
      />
      <Field label={t('email')} name="email" type="email" autoComplete="email" error={errors.email} />
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {t('find')}
      </button>
    </form>
  );
}
