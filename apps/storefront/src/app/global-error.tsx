'use client';

import { defaultLocale, localeCodes } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { reportClientError } from '@/features/chrome/report-error';
import type { Messages } from '@/i18n/request';

type Texts = Pick<Messages['ErrorPage'], 'fatalTitle' | 'goHome'>;

function pageLocale(): string {
  const first = window.location.pathname.split('/')[1] ?? '';
  return (localeCodes as readonly string[]).includes(first) ? first : defaultLocale;
}

/**
 * Shown when even the error page failed (the root layout threw). It cannot rely on the app's
 * providers, so it loads its two texts itself, in the language of the URL.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale, setLocale] = useState<string>(defaultLocale);
  const [texts, setTexts] = useState<Texts>();

  useEffect(() => {
    reportClientError(error);
    const code = pageLocale();
    setLocale(code);
    import(`../i18n/messages/${code}.json`)
      .then((m: { default: Messages }) => setTexts(m.default.ErrorPage))
      .catch(() => import('../i18n/messages/de.json').then((m) => setTexts(m.default.ErrorPage)));
  }, [error]);

  const home = locale === defaultLocale ? '/' : `/${locale}`;
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, color: '#1b2428' }}>
        <main style={{ maxWidth: 640, margin: '15vh auto', padding: '0 1rem', textAlign: 'center' }}>
          {texts && (
            <>
              <h1 style={{ fontSize: '1.5rem' }}>{texts.fatalTitle}</h1>
              <p>
                <a href={home} style={{ color: '#0f4c5c', fontWeight: 600 }}>
                  {texts.goHome}
                </a>
              </p>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
