/**
 * Cookie consent as the spec keeps it: local storage under a versioned key, 'true' (accepted) or
 * 'false' (declined); the analytics choice as 'ga'. Required cookies need no consent and are kept;
 * an analytics consent lapses after two years.
 */
export const CONSENT_KEY = 'cookie-consent-v2';
export const ANALYTICS_KEY = 'cookie-consent-v2-analytics';
export const CONSENT_DATE_KEY = 'cookie-consent-v2-date';
const ANALYTICS_VALUE = 'ga';
const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;

type ConsentState = 'unknown' | 'accepted' | 'declined';

export interface Consent {
  state: ConsentState;
  analytics: boolean;
}

export function readConsent(storage: Storage, now = Date.now()): Consent {
  const value = storage.getItem(CONSENT_KEY);
  const state: ConsentState = value === 'true' ? 'accepted' : value === 'false' ? 'declined' : 'unknown';
  const date = Date.parse(storage.getItem(CONSENT_DATE_KEY) ?? '');
  const fresh = Number.isFinite(date) && now - date < TWO_YEARS_MS;
  const analytics = state === 'accepted' && storage.getItem(ANALYTICS_KEY) === ANALYTICS_VALUE;
  // An analytics consent older than two years counts as no decision: the shopper is asked again.
  if (analytics && !fresh) return { state: 'unknown', analytics: false };
  return { state, analytics };
}

type ConsentListener = (analytics: boolean) => void;
const listeners = new Set<ConsentListener>();

/** Called once the shopper decides in the banner, with whether they allowed analytics. */
export function onConsentDecided(listener: ConsentListener) {
  listeners.add(listener);
}

/** The banner's decision, told to whoever waits for it (analytics events held until then). */
export function announceConsent(analytics: boolean) {
  for (const listener of listeners) listener(analytics);
}

export function writeConsent(storage: Storage, accepted: boolean, analytics: boolean, now = Date.now()) {
  storage.setItem(CONSENT_KEY, String(accepted));
  storage.setItem(CONSENT_DATE_KEY, new Date(now).toISOString());
  if (accepted && analytics) storage.setItem(ANALYTICS_KEY, ANALYTICS_VALUE);
  else storage.removeItem(ANALYTICS_KEY);
}

/**
 * Run in the document's head before the first paint: marks `<html data-consent>` when the shopper
 * has decided, exactly as readConsent reads it. The server's HTML carries the banner for everyone
 * (it paints with the page instead of after the scripts); CSS hides it where the mark is set.
 */
export const consentDecidedScript = `try{var s=localStorage,v=s.getItem(${JSON.stringify(CONSENT_KEY)}),d=Date.parse(s.getItem(${JSON.stringify(CONSENT_DATE_KEY)})||''),ga=s.getItem(${JSON.stringify(ANALYTICS_KEY)})===${JSON.stringify(ANALYTICS_VALUE)};if(v==='false'||(v==='true'&&!(ga&&!(Date.now()-d<${TWO_YEARS_MS}))))document.documentElement.dataset.consent=''}catch(e){}`;
