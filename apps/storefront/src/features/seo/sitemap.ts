import { type CategoryNode, localeCodes } from '@shop/contracts';
import { localizedPath } from '@/lib/seo';
import { publicApi } from '@/lib/shop-api';
import { paths } from '@/routes';
import { publicUrl } from '@/server-config';

/** Products per product sitemap: five language URLs each stays well under the 50,000 URL limit. */
const PRODUCTS_PER_SITEMAP = 5_000;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const absolute = (path: string) => new URL(path, publicUrl).toString();

interface Entry {
  /** The page's path in each locale (without prefix). */
  paths: Partial<Record<string, string>>;
}

/** One <url> per locale, each listing all its language versions (hreflang alternates). */
function urls(entries: Entry[]): string {
  return entries
    .flatMap((entry) => {
      const links = localeCodes
        .filter((l) => entry.paths[l])
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(absolute(localizedPath(l, entry.paths[l]!)))}"/>`,
        )
        .join('');
      return localeCodes
        .filter((l) => entry.paths[l])
        .map((l) => `<url><loc>${escapeXml(absolute(localizedPath(l, entry.paths[l]!)))}</loc>${links}</url>`);
    })
    .join('');
}

const urlset = (entries: Entry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls(entries)}</urlset>`;

export async function sitemapIndex(): Promise<string> {
  const { count } = await publicApi.productSitemap({ query: { offset: 0, limit: 1 } });
  const names = [
    'pages',
    ...Array.from({ length: Math.ceil(count / PRODUCTS_PER_SITEMAP) }, (_, i) => `products-${i + 1}`),
  ];
  const items = names
    .map((name) => `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${name}.xml`))}</loc></sitemap>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

/** Home and every category, each in every locale (category slugs differ per locale). */
export async function pagesSitemap(): Promise<string> {
  const trees = await Promise.all(localeCodes.map((locale) => publicApi.categoryList({ query: { locale } })));
  const byId = new Map<number, Entry>();
  trees.forEach(({ categories }, i) => {
    const walk = (nodes: CategoryNode[]) => {
      for (const node of nodes) {
        const entry = byId.get(node.id) ?? { paths: {} };
        entry.paths[localeCodes[i]!] = paths.category(node.path);
        byId.set(node.id, entry);
        walk(node.children);
      }
    };
    walk(categories);
  });
  const home: Entry = { paths: Object.fromEntries(localeCodes.map((l) => [l, '/'])) };
  return urlset([home, ...byId.values()]);
}

export async function productsSitemap(page: number): Promise<string | undefined> {
  const { data } = await publicApi.productSitemap({
    query: { offset: (page - 1) * PRODUCTS_PER_SITEMAP, limit: PRODUCTS_PER_SITEMAP },
  });
  if (data.length === 0) return undefined;
  const path = (p: { id: number; sku: string }) => paths.product(p.id, p.sku);
  return urlset(data.map((p) => ({ paths: Object.fromEntries(localeCodes.map((l) => [l, path(p)])) })));
}
