import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { webAppManifest } from '@/features/pwa/manifest';
import { getBranding } from '@/features/settings/settings';
import { routing } from '@/i18n/routing';

export const dynamic = 'force-dynamic';

/** A language's web app manifest, `/manifests/en.webmanifest`: the layout links its language's. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.replace(/\.webmanifest$/, '');
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  const [branding, t] = await Promise.all([getBranding(locale), getTranslations({ locale, namespace: 'Metadata' })]);
  return new Response(JSON.stringify(webAppManifest(locale, branding, t('description'))), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
