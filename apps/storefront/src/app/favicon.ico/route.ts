import { defaultLocale } from '@shop/contracts';
import { getBranding } from '@/features/settings/settings';
import { mediaUrl } from '@/lib/media';

export const dynamic = 'force-dynamic';

/**
 * Browsers and crawlers ask for /favicon.ico whatever the page's icon link says. Without this it
 * reached the [locale] pages as a language called "favicon.ico" (a 404 after several refused API
 * calls); now it is sent to the shop's icon: the branding's, else the bundled SVG (a temporary
 * redirect, so a new icon in the branding is not hidden behind a cached one).
 */
export async function GET() {
  const branding = await getBranding(defaultLocale);
  const location = mediaUrl(branding.favicon ?? '/favicon.svg');
  return new Response(null, { status: 302, headers: { location } });
}
