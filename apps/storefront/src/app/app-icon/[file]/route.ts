import { siteConfig } from '@shop/contracts';
import { type AppIconFile, appIcons, drawAppIcon } from '@/features/pwa/app-icon';
import { getBranding } from '@/features/settings/settings';
import { shopTitle } from '@/lib/shop-title';

export const dynamic = 'force-dynamic';

/** The installed shop's icons (the web app manifest's and iOS's), drawn from the branding's logo. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!Object.hasOwn(appIcons, file)) return new Response('Not found', { status: 404 });
  const branding = await getBranding(siteConfig.defaultLocale);
  const png = await drawAppIcon(file as AppIconFile, branding, shopTitle(branding));
  return new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      // A new logo shows within a day; browsers fetch icons again when the manifest changes.
      'cache-control': 'public, max-age=86400',
    },
  });
}
