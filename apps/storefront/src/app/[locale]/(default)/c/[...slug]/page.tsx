import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryTree } from '@/features/catalog/CategoryTree';
import { FilterPanel } from '@/features/catalog/FilterPanel';
import { ListingToolbar } from '@/features/catalog/ListingToolbar';
import { listingSearch, parseListingQuery, type SearchParams } from '@/features/catalog/listing-query';
import { loadCategory, loadFacets } from '@/features/catalog/loaders';
import { ProductGrid } from '@/features/catalog/ProductGrid';
import { priceDisplay } from '@/features/catalog/price-display';
import { getSettings } from '@/features/settings/settings';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { alternates } from '@/lib/seo';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Container } from '@/ui/Container';
import { Pagination } from '@/ui/Pagination';

type Params = LocaleParams & { slug: string[] };

const decode = (slugs: string[]) => slugs.map((s) => decodeURIComponent(s));

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, slug } = await params;
  const { current } = await loadCategory(locale as LocaleCode, decode(slug));
  if (!current) return {};
  return {
    title: current.name,
    description: current.description || undefined,
    alternates: alternates(locale, (l) => (current.paths[l] ? paths.category(current.paths[l]) : undefined)),
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
  const [{ categories, current }, settings, view, cookieStore, t] = await Promise.all([
    loadCategory(locale, slugs),
    getSettings(locale),
    shopperView(),
    cookies(),
    getTranslations({ locale, namespace: 'Catalog' }),
  ]);
  if (!current) notFound();

  const query = parseListingQuery(await searchParams);
  const lazyPrices = settings.isPricesLazyLoadEnabled && view.pricesVisible;
  const filters = query.filters.length > 0 ? JSON.stringify(query.filters) : undefined;
  const api = await shopperApi();
  const [list, { filters: facets }] = await Promise.all([
    api.productList({
      query: {
        locale,
        currency: view.currency,
        catId: current.id,
        filters,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
        sort: query.sort === 'relevance' ? 'latest' : query.sort,
        pricesLazyLoad: String(lazyPrices),
      },
    }),
    loadFacets(locale, current.id, filters),
  ]);

  const pathname = paths.category(current.path);
  const root = categories.find((c) => c.slug === current.path[0]);
  const stored = cookieStore.get('category-view')?.value;
  const listView = stored === 'grid' || stored === 'list' ? stored : settings.defaultProductListView;
  const cardOptions = {
    display: priceDisplay(view, settings),
    pricesVisible: view.pricesVisible,
    lazyPrices,
    displayItemnum: settings.displayItemnum,
    view: listView,
  };
  const pages = Math.ceil(list.count / query.itemsPerPage);

  return (
    <Container className="py-6">
      {settings.isCategoryBreadcrumbsEnabled && <Breadcrumbs items={current.breadcrumbs} />}
      <h1 className="mt-3 text-2xl font-bold md:text-3xl">{current.name}</h1>
      {current.description && <p className="mt-2 max-w-3xl text-ink-muted">{current.description}</p>}
      <div className="mt-6 grid gap-8 desktop:grid-cols-[16rem_1fr]">
        <aside className="space-y-6">
          {settings.isCategoryBarEnabled && root && (
            <div className="hidden desktop:block">
              <CategoryTree root={root} showRootName={settings.displayCategoryRootName} />
            </div>
          )}
          {settings.filterView === 'sidebar' && facets.length > 0 && (
            <FilterPanel facets={facets} query={query} pathname={pathname} view="sidebar" />
          )}
        </aside>
        <section aria-label={t('products')} className="min-w-0 space-y-4">
          {settings.filterView === 'top' && facets.length > 0 && (
            <FilterPanel facets={facets} query={query} pathname={pathname} view="top" />
          )}
          <ListingToolbar
            query={query}
            pathname={pathname}
            count={list.count}
            view={listView}
            viewCookie="category-view"
            sorting={settings.isSortingEnabled}
            perPageSelector={settings.isProductsPerPageSelectorEnabled}
          />
          {list.data.length === 0 ? (
            <p className="rounded-md bg-surface-muted p-6 text-center text-ink-muted">{t('noProducts')}</p>
          ) : (
            <ProductGrid products={list.data} options={cardOptions} currency={view.currency} />
          )}
          <Pagination
            page={query.page}
            pages={pages}
            href={(page) => `${pathname}${listingSearch({ ...query, page })}`}
          />
        </section>
      </div>
    </Container>
  );
}
