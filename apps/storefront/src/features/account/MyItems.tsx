import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { parseListingQuery, type SearchParams } from '@/features/catalog/listing-query';
import { ProductListing } from '@/features/catalog/ProductListing';
import { lazyPricesFor } from '@/features/pricing/price-display';
import { getSettings } from '@/features/settings/settings';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';

/**
 * My items: the products the customer has bought and those of their price list, listed as a
 * category is (cards or rows with their prices, availability and add to cart, filters, sorting,
 * paging), the grid or list kept in the myitems-view cookie. The account page is rendered for the
 * customer alone (lib/shared-pages.ts never shares it), with the API's listing of their items.
 */
export async function MyItems({ locale, searchParams }: { locale: LocaleCode; searchParams: SearchParams }) {
  const query = parseListingQuery(searchParams);
  const [api, view, settings, t, tc] = await Promise.all([
    shopperApi(),
    shopperView(),
    getSettings(),
    getTranslations({ locale, namespace: 'AccountPages' }),
    getTranslations({ locale, namespace: 'Catalog' }),
  ]);
  const items = await api.getMyItems({
    query: {
      locale,
      currency: view.currency,
      filters: query.filters.length > 0 ? JSON.stringify(query.filters) : undefined,
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
      sort: query.sort === 'relevance' ? 'latest' : query.sort,
      pricesLazyLoad: String(lazyPricesFor(view, settings)),
      loadFilters: 'true',
    },
  });
  if (items.count === 0 && query.filters.length === 0)
    return <p className="rounded-md bg-surface-muted p-6 text-center text-ink-muted">{t('noMyItems')}</p>;
  return (
    <div>
      <p className="text-sm text-ink-muted">{t('myItemsIntro')}</p>
      <ProductListing
        query={query}
        pathname={paths.myAccount('MyItems')}
        facets={items.filters ?? []}
        products={items.data}
        count={items.count}
        settings={settings}
        view={view}
        list={{ id: 'my-items', name: 'My items' }}
        emptyText={tc('noProducts')}
        viewCookie="myitems-view"
        defaultView={settings.defaultMyItemsView}
        filterView="top"
      />
    </div>
  );
}
