import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Reported } from '@/features/analytics/Reported';
import { parseListingQuery, type SearchParams } from '@/features/catalog/listing-query';
import { loadCategory } from '@/features/catalog/loaders';
import { ProductListing } from '@/features/catalog/ProductListing';
import { lazyPricesFor } from '@/features/pricing/price-display';
import { getSettings } from '@/features/settings/settings';
import { Link } from '@/i18n/navigation';
import { logProblem } from '@/lib/log';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { catalogView, shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { Container } from '@/ui/Container';

const pathname = '/search-details';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { term } = parseListingQuery(await searchParams, 'search');
  const t = await getTranslations({ locale, namespace: term ? 'Search' : 'Pages' });
  // Result pages are for shoppers, not for search engines.
  return { title: term ? t('pageTitle', { term }) : t('search'), robots: { index: false, follow: true } };
}

/** The search page, opened with Enter in the search bar: /search-details?term=…, filtered, sorted and paged. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = parseListingQuery(await searchParams, 'search');
  const [settings, asking, t, tPages] = await Promise.all([
    getSettings(),
    catalogView(),
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Pages' }),
  ]);

  if (!query.term)
    return (
      <Container className="py-6">
        <h1 className="mt-3 text-2xl font-bold md:text-3xl">{tPages('search')}</h1>
        <p className="mt-4 text-ink-muted">{t('pageNoTerm')}</p>
      </Container>
    );

  const api = await shopperApi();
  // The spec: a failed search shows as no results.
  const search = api
    .makeSearch({
      query: {
        keyword: query.term,
        locale,
        currency: asking.currency,
        filters: query.filters.length > 0 ? JSON.stringify(query.filters) : undefined,
        sort: query.sort,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
        pricesLazyLoad: String(lazyPricesFor(asking, settings)),
        loadFilters: 'true',
      },
    })
    .catch(async (error: unknown) => {
      logProblem('error', 'search failed', error, (await headers()).get('x-request-id'));
      return { data: [], count: 0, categories: [], filters: [] };
    });
  const [result, view] = await Promise.all([search, shopperView()]);
  const nothing = result.count === 0 && query.filters.length === 0;

  return (
    <Container className="py-6">
      <h1 className="mt-3 text-2xl font-bold md:text-3xl">{t('pageTitle', { term: query.term })}</h1>
      {result.categories.length > 0 && (
        <nav aria-label={t('matchingCategories')} className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-ink-muted">{t('matchingCategories')}:</span>
          {result.categories.map((category) => (
            <Link
              key={category.id}
              href={paths.category(category.path)}
              className="rounded-full border border-line px-3 py-1 text-sm hover:border-brand hover:text-brand"
            >
              {category.name}
            </Link>
          ))}
        </nav>
      )}
      {nothing ? (
        <NoResults term={query.term} locale={locale} />
      ) : (
        <ProductListing
          query={query}
          pathname={pathname}
          facets={result.filters ?? []}
          products={result.data}
          count={result.count}
          settings={settings}
          view={view}
          list={{ id: 'search', name: 'Search results' }}
          emptyText={t('pageFilteredEmpty')}
        />
      )}
      <Reported event="search" parameters={{ search_term: query.term }} />
    </Container>
  );
}

/** No product matched: what to try instead, and the shop's main categories to browse. */
async function NoResults({ term, locale }: { term: string; locale: Parameters<typeof loadCategory>[0] }) {
  const [t, { categories }] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    loadCategory(locale, []),
  ]);
  return (
    <div className="mt-6 rounded-lg bg-surface-muted p-6">
      <p className="text-lg font-semibold">{t('pageNoResults', { term })}</p>
      <p className="mt-2 text-ink-muted">{t('pageNoResultsHint')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={paths.category(category.path)}
              className="inline-block rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-brand hover:text-brand"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
