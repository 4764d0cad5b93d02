import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from './request';

type Namespace = keyof Messages;

/** What client components of every page translate: the shop chrome, catalogue, cart and wishlist. */
const shell = [
  'Layout',
  'ErrorPage',
  'Menu',
  'Chrome',
  'Consent',
  'Catalog',
  'Price',
  'Availability',
  'Product',
  'Account',
  'Reviews',
  'Search',
  'Wishlist',
  'Cart',
  'Pages',
] as const satisfies Namespace[];

/**
 * Hands client components the messages they translate, and no more: every message sent is part of
 * each page's HTML. The shop chrome's namespaces always; a layout adds those of its own pages
 * (checkout, payment, account pages), so a catalogue page does not carry them.
 */
export async function ClientMessages({ extra = [], children }: { extra?: Namespace[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const picked = Object.fromEntries([...shell, ...extra].map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
