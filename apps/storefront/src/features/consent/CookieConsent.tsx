'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { type ButtonVariant, buttonClass } from '@/ui/button-styles';
import { useScrollLock } from '@/ui/scroll-lock';
import { announceConsent, type Consent, readConsent, writeConsent } from './consent';

/** The spec's timing: scrolling locks 1 s after the banner appears, and it leaves 1 s after a choice. */
const DELAY_MS = 1000;

function loadTagManager(gtmId: string) {
  if (document.getElementById('gtm')) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
}

interface CookieConsentProps {
  /** Google Tag Manager container; loaded only after the shopper consents to analytics. */
  gtmId?: string;
}

export function CookieConsent({ gtmId }: CookieConsentProps) {
  const t = useTranslations('Consent');
  // Rendered as undecided on the server and while hydrating: the head script hides the banner from
  // shoppers who decided (consentDecidedScript) until storage is read here.
  const [consent, setConsent] = useState<Consent>({ state: 'unknown', analytics: false });
  const [leaving, setLeaving] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => setConsent(readConsent(localStorage)), []);

  const asking = consent.state === 'unknown';
  const [blocking, setBlocking] = useState(false);
  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => setBlocking(true), DELAY_MS);
    return () => {
      clearTimeout(timer);
      setBlocking(false);
    };
  }, [asking]);
  useScrollLock(blocking);

  useEffect(() => {
    if (gtmId && consent.analytics) loadTagManager(gtmId);
  }, [gtmId, consent.analytics]);

  if (!asking) return null;

  const decide = (accepted: boolean, withAnalytics: boolean) => {
    writeConsent(localStorage, accepted, withAnalytics);
    setLeaving(true);
    if (gtmId && accepted && withAnalytics) loadTagManager(gtmId);
    announceConsent(accepted && withAnalytics);
    setTimeout(() => setConsent(readConsent(localStorage)), DELAY_MS);
  };

  // The banner's three decisions: accept all, only the necessary, or the choice made in the settings.
  const choice = (
    label: 'acceptAll' | 'decline' | 'save',
    variant: ButtonVariant,
    accepted: boolean,
    withAnalytics: boolean,
  ) => (
    <button
      type="button"
      className={buttonClass(variant)}
      disabled={leaving}
      onClick={() => decide(accepted, withAnalytics)}
    >
      {t(label)}
    </button>
  );

  return (
    <div
      role="dialog"
      data-consent-banner
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={`fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface p-4 shadow-overlay transition-opacity duration-1000 md:p-6 ${leaving ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="mx-auto max-w-page">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p id={textId} className="mt-2 max-w-3xl text-sm text-ink-muted">
          {t('text')}{' '}
          <Link href="/i/datenschutz" className="text-brand underline">
            {t('privacy')}
          </Link>
        </p>
        {customising && (
          <fieldset className="mt-4 space-y-3 text-sm">
            <legend className="sr-only">{t('choose')}</legend>
            <label className="flex items-start gap-3">
              <input type="checkbox" checked disabled className="mt-1 size-4" />
              <span>
                <span className="font-semibold">{t('required')}</span> – {t('requiredText')}
              </span>
            </label>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                checked={analytics}
                onChange={(e) => setAnalytics(e.target.checked)}
                className="mt-1 size-4"
              />
              <span>
                <span className="font-semibold">{t('analytics')}</span> – {t('analyticsText')}
              </span>
            </label>
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {choice('acceptAll', 'primary', true, true)}
          {choice('decline', 'secondary', false, false)}
          {customising ? (
            choice('save', 'ghost', true, analytics)
          ) : (
            <button type="button" className={buttonClass('ghost')} onClick={() => setCustomising(true)}>
              {t('customise')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
