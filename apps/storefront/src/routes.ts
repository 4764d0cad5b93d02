import { defaultLocale, type LocaleCode, localeCodes } from '@shop/contracts';

/** Paths of the spec's route table that the storefront links to, without the locale prefix. */
export const paths = {
  category: (slugs: string[]) => `/c/${slugs.map(encodeURIComponent).join('/')}`,
  product: (id: string | number, sku: string) => `/p/${id}/${encodeURIComponent(sku)}`,
  myAccount: (page?: AccountPage) => (page ? `/my-account/${accountPageSegments[page] ?? page}` : '/my-account'),
  /** Order status for guests: the form, or an order found with it. */
  orderStatus: (orderId?: number) => (orderId === undefined ? '/order-status' : `/order-status/${orderId}`),
  /** The order lists overview, or one list (?list=ID) in the account area. */
  orderLists: (listId?: number) =>
    listId === undefined ? paths.myAccount('OrderLists') : `${paths.myAccount('OrderLists')}?list=${listId}`,
} as const;

/** The B2B pages keep the paths their issue names; the spec's own pages keep the spec's names. */
const accountPageSegments: Partial<Record<AccountPage, string>> = {
  QuickOrder: 'quick-order',
  OrderLists: 'order-lists',
  Quotes: 'quotes',
  Approvals: 'approvals',
  MyItems: 'my-items',
};

/**
 * The spec's account sub-pages and the customer's price list, in the order the account navigation
 * lists them; /my-account alone shows the overview.
 */
export const accountPages = [
  'MyProfile',
  'Company',
  'Approvals',
  'AddressDetails',
  'ShippingDetails',
  'BillingDetails',
  'OrderHistory',
  'QuickOrder',
  'OrderLists',
  'Quotes',
  'PriceList',
  'MyItems',
  'MyReviews',
  'MyNewsletter',
  'LoyaltyCard',
] as const;
export type AccountPage = (typeof accountPages)[number];

/** The account sub-page a path segment names, in any letter case. */
export const accountPage = (segment: string): AccountPage | undefined =>
  // MyItems, myitems and my-items (the spec's header link) name the same page.
  accountPages.find((page) => page.toLowerCase() === segment.toLowerCase().replaceAll('-', ''));

const checkoutSteps = ['shipping', 'billing', 'payment', 'thank-you'];
const staticPages = [
  'search-details',
  'create-password',
  'reset-password',
  // The link of a newsletter subscription's confirmation e-mail (double opt-in).
  'newsletter-confirmation',
  'checkout-processing',
  'processing-order',
  // What the service worker shows without a connection (sw/sw.ts).
  'offline',
];
const orderId = /^\d{1,10}$/;
/** What the pay page says above its form: after a failed or a cancelled payment, or nothing yet. */
export const payPageStatuses = ['failure', 'cancel'] as const;
export type PayPageStatus = (typeof payPageStatuses)[number];
/**
 * What a provider may send to the pay page once a payment went through or is under way: the page
 * sends the shopper on to the processing page (it waits for the payment, then shows the thank-you page).
 */
export const payPageSettledStatuses = ['success', 'pending'] as const;
/** How the provider sends the shopper back: /order-payment/{order}/{status}. */
export const returnStatuses = ['success', 'failure', 'cancel'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
const payStatuses: readonly string[] = [...payPageStatuses, ...payPageSettledStatuses];

/** What a path (without locale) is, by the route table: a fixed page, an entity to look up, or nothing. */
export type RouteMatch =
  | { kind: 'page' }
  | { kind: 'content'; identifier: string }
  | { kind: 'category'; slugs: string[] }
  | { kind: 'product'; id: string; sku: string }
  | { kind: 'none' };

export function matchRoute(segments: string[]): RouteMatch {
  const [first, second, third] = segments;
  const n = segments.length;
  if (n === 0) return { kind: 'page' };
  if (first === 'c' && n >= 2 && n <= 6) return { kind: 'category', slugs: segments.slice(1) };
  if (first === 'p' && n === 3) return { kind: 'product', id: second!, sku: third! };
  if (first === 'i' && n === 2) return { kind: 'content', identifier: second! };
  if (first === 'my-account' && (n === 1 || (n === 2 && accountPage(second!)))) return { kind: 'page' };
  if (first === 'checkout') {
    if (n === 1 || (n === 2 && checkoutSteps.includes(second!)) || (n === 3 && second === 'thank-you'))
      return { kind: 'page' };
    return { kind: 'none' };
  }
  // An order's payment pages: /pay/{order}, /pay/{order}/{status}, /order-payment/{order}/success|failure|cancel.
  if (first === 'pay' && orderId.test(second ?? '') && (n === 2 || (n === 3 && payStatuses.includes(third!))))
    return { kind: 'page' };
  if (
    first === 'order-payment' &&
    n === 3 &&
    orderId.test(second!) &&
    (returnStatuses as readonly string[]).includes(third!)
  )
    return { kind: 'page' };
  // The difference of an order changed after it was paid: /pay-difference/{order}/{token}[/{status}].
  if (
    first === 'pay-difference' &&
    orderId.test(second ?? '') &&
    /^[A-Za-z0-9_-]{43}$/.test(third ?? '') &&
    (n === 3 || (n === 4 && (returnStatuses as readonly string[]).includes(segments[3]!)))
  )
    return { kind: 'page' };
  // Order status for guests: the form, and an order found with it.
  if (first === 'order-status' && (n === 1 || (n === 2 && orderId.test(second!)))) return { kind: 'page' };
  if (n === 1 && staticPages.includes(first!)) return { kind: 'page' };
  if (n === 1) return { kind: 'content', identifier: first! };
  return { kind: 'none' };
}

/** Splits /en/c/tools into the locale and the route segments; unprefixed paths are the default locale. */
export function splitLocale(pathname: string): { locale: LocaleCode; segments: string[] } {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const first = segments[0];
  if (first && (localeCodes as readonly string[]).includes(first))
    return { locale: first as LocaleCode, segments: segments.slice(1) };
  return { locale: defaultLocale, segments };
}

/** Older links used capitalised names for these pages; they redirect to the current path. */
const legacyPages: Record<string, string> = {
  createpassword: 'create-password',
  resetpassword: 'reset-password',
  processingorder: 'processing-order',
};

/** The current path for a legacy one (e.g. /en/ResetPassword → /en/reset-password), else undefined. */
export function legacyPathRedirect(pathname: string): string | undefined {
  const { locale, segments } = splitLocale(pathname);
  if (segments.length !== 1) return undefined;
  const page = segments[0]!;
  const canonical = legacyPages[page.toLowerCase().replaceAll(/[-_]/g, '')];
  if (!canonical || canonical === page) return undefined;
  return locale === defaultLocale ? `/${canonical}` : `/${locale}/${canonical}`;
}

/**
 * The category a campaign or outdated category path stands for, by the setting categoriesMapper
 * ({ "sale": "hand-tools/pliers" }: the whole slug path after /c/ to another one): the path to
 * redirect to, in the same language, else undefined.
 */
export function mappedCategoryPath(pathname: string, mapper: Record<string, string>): string | undefined {
  const { locale, segments } = splitLocale(pathname);
  const match = matchRoute(segments);
  if (match.kind !== 'category') return undefined;
  const target = mapper[match.slugs.join('/')]?.replace(/^\/+/, '').replace(/^c\//, '');
  if (!target || target === match.slugs.join('/')) return undefined;
  const path = `/c/${target.split('/').map(encodeURIComponent).join('/')}`;
  return locale === defaultLocale ? path : `/${locale}${path}`;
}
