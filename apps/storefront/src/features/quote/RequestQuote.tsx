'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useCart } from '@/features/cart/cart';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { paths } from '@/routes';
import { buttonClass } from '@/ui/button-styles';
import { TextAreaField } from '@/ui/Field';

/**
 * Asks for a quote on the cart's lines (an accepted quote's lines stay out) with a comment: for
 * quantities, a project price. The cart is emptied: its lines wait in the quote, and come back at
 * the quoted prices when it is accepted.
 */
export function RequestQuote() {
  const t = useTranslations('Quotes');
  const router = useRouter();
  const cart = useCart((state) => state.cart);
  const context = useCart((state) => state.context);
  const receive = useCart((state) => state.receive);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const lines = (cart?.cartItems ?? []).filter((line) => !line.quote);
  if (!cart || !context) return <p role="status">{t('loadingCart')}</p>;
  if (lines.length === 0) return <p>{t('emptyCart')}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const query = { locale: context.locale, currency: context.currency };
    try {
      const quote = await browserApi.requestQuote({
        query,
        body: { items: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })), comment, cartId: cart.id },
      });
      receive(await browserApi.getCart({ params: { cartId: cart.id }, query }));
      router.replace(`${paths.myAccount('Quotes')}?quote=${quote.id}`);
      router.refresh();
    } catch {
      setError(t('requestFailed'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm">{t('requestLead', { count: lines.length })}</p>
      <ul className="list-disc ps-5 text-sm">
        {lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name} ({line.sku})
          </li>
        ))}
      </ul>
      <TextAreaField
        label={t('comment')}
        value={comment}
        rows={4}
        maxLength={2000}
        error={error}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <button type="submit" className={buttonClass('primary')} aria-disabled={busy || undefined}>
        {t('request')}
      </button>
    </form>
  );
}
