'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotifications } from '@/features/notifications/notifications';
import { useCart } from './cart';
import { refusal } from './refusal';

/**
 * Adding to the cart from a button: pending while the call runs; a refusal becomes a danger
 * notification with the server's reason translated, and the sidebar stays closed (the spec).
 */
export function useAddToCart() {
  const t = useTranslations('Cart');
  const add = useCart((state) => state.add);
  const notify = useNotifications((state) => state.notify);
  const [pending, setPending] = useState(false);
  const addToCart = async (input: { sku: string; quantity: number; additionalProducts?: string[] }) => {
    setPending(true);
    try {
      await add(input);
    } catch (error) {
      const { key, values } = refusal(error, 'addFailed');
      notify({ kind: 'danger', message: t(`errors.${key}`, values) });
    } finally {
      setPending(false);
    }
  };
  return { addToCart, pending };
}
