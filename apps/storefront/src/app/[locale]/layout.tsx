import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { ChunkReload } from '@/features/chrome/ChunkReload';
import { ErrorReporter } from '@/features/chrome/ErrorReporter';
import { IdlePrefetch } from '@/features/chrome/IdlePrefetch';
import { Interactive } from '@/features/chrome/Interactive';
import { NavigationProgress } from '@/features/chrome/NavigationProgress';
import { CookieConsent } from '@/features/consent/CookieConsent';
import { consentDecidedScript } from '@/features/consent/consent';
import { SkipLink } from '@/features/layout/SkipLink';
import { OfflineNotice } from '@/features/pwa/OfflineNotice';
import { offlineMarkScript } from '@/features/pwa/offline';
import { ServiceWorker } from '@/features/pwa/ServiceWorker';
import { getBranding, getSettings } from '@/features/settings/settings';
import { ClientMessages } from '@/i18n/ClientMessages';
import { routing } from '@/i18n/routing';
import { mediaUrl } from '@/lib/media';
import type { LocaleParams } from '@/lib/page';
import { NONCE_HEADER } from '@/lib/security-headers';
import { shopTitle } from '@/lib/shop-title';
import { publicUrl } from '@/server-config';
import { inter } from '../fonts';
import '../globals.css';

// No generateStaticParams: every page reads content from the API, so none is rendered at build time
// (the API need not run during a build). Every page renders per request: its scripts carry the
// request's CSP nonce (lib/security-headers.ts).

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { locale } = await params;
  // A missing build file (/_next/static/…) reaches here as locale '_next': the layout answers 404.
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, branding] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), getBranding(locale)]);
  const title = shopTitle(branding);
  return {
    metadataBase: new URL(publicUrl),
    title: { default: title, template: `%s | ${title}` },
    description: branding.description ?? t('description'),
    applicationName: title,
    icons: { icon: mediaUrl(branding.favicon ?? '/favicon.svg'), apple: '/app-icon/apple-touch-icon.png' },
    // Installable in the page's language (features/pwa).
    manifest: `/manifests/${locale}.webmanifest`,
  };
}

export const viewport: Viewport = { themeColor: '#0f4c5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<LocaleParams>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [branding, settings, requestHeaders, t] = await Promise.all([
    getBranding(locale),
    getSettings(),
    headers(),
    getTranslations({ locale, namespace: 'Offline' }),
  ]);
  // The proxy's nonce: the Content-Security-Policy lets only scripts that carry it run.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  // Brand colours from the branding entry replace the design tokens' defaults.
  const colors = branding.colors ?? {};
  const brandStyle = {
    '--brand': colors.brand,
    '--brand-strong': colors.brandStrong,
    '--brand-soft': colors.brandSoft,
    '--accent': colors.accent,
  } as CSSProperties;
  return (
    // The consent script marks <html> before React hydrates it.
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no shopper input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: offlineMarkScript }} />
        {settings.cookieConsent && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no shopper input
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentDecidedScript }} />
        )}
        {branding.headers?.meta.map((meta) => (
          <meta
            key={`${meta.name ?? meta.property}`}
            name={meta.name}
            property={meta.property}
            content={meta.content}
          />
        ))}
        {branding.headers?.link.map((link) => (
          <link key={`${link.rel}${link.href}`} rel={link.rel} href={link.href} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col antialiased" style={brandStyle}>
        <ClientMessages>
          {/* First in the tab order: the skip link, then the banner that blocks the page until answered. */}
          <SkipLink />
          <OfflineNotice text={t('notice')} />
          {settings.cookieConsent && <CookieConsent gtmId={branding.gtmId ?? process.env.GTM_ID} />}
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          {children}
          <ChunkReload />
          <ErrorReporter />
          <IdlePrefetch />
          <ServiceWorker />
          <Interactive />
        </ClientMessages>
      </body>
    </html>
  );
}
