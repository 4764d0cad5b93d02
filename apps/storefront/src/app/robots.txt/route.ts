import { publicUrl } from '@/server-config';

export const dynamic = 'force-dynamic';

/** Crawlers may index the shop, but not the shopper's own pages, checkout or the API. */
export function GET() {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/my-account', '/checkout', '/pay/', '/pay-difference/', '/order-payment/', '/search-details'].flatMap(
      (path) => [`Disallow: ${path}`, `Disallow: /*${path}`],
    ),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl)}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
