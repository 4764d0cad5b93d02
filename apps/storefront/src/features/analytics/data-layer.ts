import { onConsentDecided, readConsent } from '@/features/consent/consent';

/** An e-commerce item as GA4 names its fields; prices in major units, as the shopper saw them. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price?: number;
  quantity: number;
  item_category?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  discount?: number;
}

/** GA4's recommended events the shop reports, with their parameters. */
export interface AnalyticsEvents {
  view_item_list: { item_list_id: string; item_list_name: string; items: AnalyticsItem[] };
  select_item: { item_list_id: string; item_list_name: string; items: AnalyticsItem[] };
  view_item: { currency: string; value?: number; items: AnalyticsItem[] };
  add_to_cart: { currency: string; value?: number; items: AnalyticsItem[] };
  remove_from_cart: { currency: string; value?: number; items: AnalyticsItem[] };
  view_cart: { currency: string; value?: number; items: AnalyticsItem[] };
  add_to_wishlist: { currency?: string; value?: number; items: AnalyticsItem[] };
  begin_checkout: { currency: string; value?: number; coupon?: string; items: AnalyticsItem[] };
  add_shipping_info: { currency: string; value?: number; shipping_tier: string; items: AnalyticsItem[] };
  add_payment_info: { currency: string; value?: number; payment_type: string; items: AnalyticsItem[] };
  purchase: {
    transaction_id: string;
    currency: string;
    value: number;
    tax: number;
    shipping: number;
    coupon?: string;
    items: AnalyticsItem[];
  };
  search: { search_term: string };
  login: { method: string };
  sign_up: { method: string };
}
export type AnalyticsEventName = keyof AnalyticsEvents;

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Events of this visit while the shopper has not decided yet: sent if they consent, else dropped. */
const MAX_WAITING = 50;
let waiting: Array<{ entry: Record<string, unknown>; sent?: () => void }> = [];

function push(entry: Record<string, unknown>) {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // GA4's advice: clear the last event's ecommerce object, or its items merge into the next one's.
  if ('items' in entry) w.dataLayer.push({ ecommerce: null });
  const { event, ...parameters } = entry;
  w.dataLayer.push('items' in entry ? { event, ecommerce: parameters } : entry);
}

/**
 * Reports an event to the data layer the tag manager reads, only with the shopper's analytics
 * consent (nothing is pushed before it). Until they decide, the page's events wait in memory so a
 * shopper who consents on a product page still counts as having viewed it.
 */
export function track<Name extends AnalyticsEventName>(
  event: Name,
  parameters: AnalyticsEvents[Name],
  /** Called once the event is in the data layer (at once, or when the shopper consents). */
  sent?: () => void,
) {
  if (typeof window === 'undefined') return;
  const entry = { event, ...parameters };
  const consent = readConsent(localStorage);
  if (consent.analytics) {
    push(entry);
    sent?.();
  } else if (consent.state === 'unknown' && waiting.length < MAX_WAITING) {
    if (waiting.length === 0) onConsentDecided(consentDecided);
    waiting.push({ entry, sent });
  }
}

/** The shopper decided on cookies: with analytics, the waiting events go out; without, they are dropped. */
function consentDecided(analytics: boolean) {
  const events = waiting;
  waiting = [];
  if (!analytics) return;
  for (const { entry, sent } of events) {
    push(entry);
    sent?.();
  }
}
