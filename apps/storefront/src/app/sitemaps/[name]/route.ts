import { pagesSitemap, productsSitemap } from '@/features/seo/sitemap';

export const dynamic = 'force-dynamic';

const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

/** /sitemaps/pages.xml and /sitemaps/products-{n}.xml, listed by /sitemap.xml. */
export async function GET(_: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (name === 'pages.xml') return xml(await pagesSitemap());
  const page = /^products-(\d{1,5})\.xml$/.exec(name)?.[1];
  const body = page ? await productsSitemap(Number(page)) : undefined;
  return body ? xml(body) : new Response('Not found', { status: 404 });
}
