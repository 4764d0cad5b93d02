import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryTree } from '@/features/catalog/CategoryTree';
import { parseListingQuery, type SearchParams } from '@/features/catalog/listing-query';
import { loadCategory, loadFacets } from '@/features/catalog/loaders';
import { ProductListing } from '@/features/catalog/ProductListing';
import { lazyPricesFor } from '@/features/pricing/price-display';
import { getBranding, getSettings } from '@/features/settings/settings';
import { mediaUrl } from '@/lib/media';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { alternates } from '@/lib/seo';
import { shopTitle } from '@/lib/shop-title';
import { catalogView, shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Container } from '@/ui/Container';

type Params = LocaleParams & { slug: string[] };

const decode = (slugs: string[]) => slugs.map((s) => decodeURIComponent(s));

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const { locale, slug } = await params;
  // A later page is its own canonical page, so search engines follow the paging to every product;
  // sorts and filters are the first page's.
  const { page } = parseListingQuery(await searchParams);
  const paging = page > 1 ? `?page=${page}` : '';
  const [{ current }, branding, t] = await Promise.all([
    loadCategory(locale as LocaleCode, decode(slug)),
    getBranding(locale as LocaleCode),
    getTranslations({ locale, namespace: 'Catalog' }),
  ]);
  if (!current) return {};
  return {
    // The texts the owner wrote for search engines, where they did.
    title: current.seoTitle || current.name,
    // Search engines show a description; a category without its own gets one saying what it offers.
    description:
      current.seoDescription ||
      current.description ||
      t('metaDescription', { category: current.name, shop: shopTitle(branding) }),
    alternates: alternates(locale, (l) => (current.paths[l] ? paths.category(current.paths[l]) + paging : undefined)),
  };
}

/** Category listing: /c/{slug_1}/…/{slug_5}, with the category bar, filters, sorting and paging. */
export default async function CategoryPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}) {
  const locale = await pageLocale(params);
  const slugs = decode((await params).slug);
  if (slugs.length > 5) notFound();
  const [{ categories, current }, settings, asking, t] = await Promise.all([
    loadCategory(locale, slugs),
    getSettings(),
    catalogView(),
    getTranslations({ locale, namespace: 'Catalog' }),
  ]);
  if (!current) notFound();

  const query = parseListingQuery(await searchParams);
  const filters = query.filters.length > 0 ? JSON.stringify(query.filters) : undefined;
  const api = await shopperApi();
  const [list, { filters: facets }, view] = await Promise.all([
    api.productList({
      query: {
        locale,
        currency: asking.currency,
        catId: current.id,
        filters,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
        sort: query.sort === 'relevance' ? 'latest' : query.sort,
        pricesLazyLoad: String(lazyPricesFor(asking, settings)),
      },
    }),
    loadFacets(locale, current.id, filters),
    shopperView(),
  ]);

  const root = categories.find((c) => c.slug === current.path[0]);

  return (
    <Container className="py-6">
      {settings.isCategoryBreadcrumbsEnabled && <Breadcrumbs items={current.breadcrumbs} />}
      <div className="mt-3 flex items-center gap-4">
        {current.image && (
          // The category's picture, as the home page's category grid shows it: decoration, the heading names it.
          // biome-ignore lint/performance/noImgElement: pictures from the media service, scaled by it
          <img
            src={mediaUrl(`${current.image}?w=150&h=150`)}
            alt=""
            width={64}
            height={64}
            fetchPriority="low"
            className="size-16 shrink-0 rounded-md object-cover"
          />
        )}
        <h1 className="text-2xl font-bold md:text-3xl">{current.name}</h1>
      </div>
      {current.description && <p className="mt-2 max-w-3xl text-ink-muted">{current.description}</p>}
      <ProductListing
        query={query}
        pathname={paths.category(current.path)}
        facets={facets}
        products={list.data}
        count={list.count}
        settings={settings}
        view={view}
        list={{ id: `category-${current.id}`, name: current.name, category: current.name }}
        emptyText={t('noProducts')}
        aside={
          settings.isCategoryBarEnabled &&
          root && (
            <div className="hidden desktop:block">
              <CategoryTree root={root} showRootName={settings.displayCategoryRootName} />
            </div>
          )
        }
      />
    </Container>
  );
}
