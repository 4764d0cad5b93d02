import { type Facet, maxListOffset, maxSearchOffset, type ProductCard, type Settings } from '@shop/contracts';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ItemList } from '@/features/analytics/ItemList';
import { cardItem } from '@/features/analytics/items';
import { lazyPricesFor, priceDisplay } from '@/features/pricing/price-display';
import type { ShopperView } from '@/lib/shopper';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { Section } from '@/ui/Section';
import { FilterPanel } from './FilterPanel';
import { ListingToolbar } from './ListingToolbar';
import { type ListingQuery, listingSearch } from './listing-query';
import { ProductGrid } from './ProductGrid';

interface ProductListingProps {
  query: ListingQuery;
  /** The listing's path without locale, e.g. /c/werkzeug or /search-details. */
  pathname: string;
  facets: Facet[];
  products: ProductCard[];
  count: number;
  settings: Settings;
  view: ShopperView;
  /** Which list analytics report the products as (view_item_list, select_item); its name in the page's language. */
  list: { id: string; name: string; category?: string };
  /** Shown instead of products when the filters leave none. */
  emptyText: string;
  /** More for the sidebar, above the filters (the category tree). */
  aside?: ReactNode;
  /** The cookie that keeps the chosen view, and the view until one is chosen (My items has its own). */
  viewCookie?: 'category-view' | 'myitems-view';
  defaultView?: 'grid' | 'list';
  /** Where the filters go; the filterView setting's place unless said (My items, beside the account's menu, above). */
  filterView?: Settings['filterView'];
}

/**
 * A page of products with its filters (sidebar or top, as filterView says), toolbar, grid or list
 * (kept in the category-view cookie) and pagination: the category page, the search page and My items.
 */
export async function ProductListing({
  query,
  pathname,
  facets,
  products,
  count,
  settings,
  view,
  list,
  emptyText,
  aside,
  viewCookie = 'category-view',
  defaultView = settings.defaultProductListView,
  filterView = settings.filterView,
}: ProductListingProps) {
  const [t, cookieStore] = await Promise.all([getTranslations('Catalog'), cookies()]);
  const stored = cookieStore.get(viewCookie)?.value;
  const listView = stored === 'grid' || stored === 'list' ? stored : defaultView;
  const filters = (position: 'sidebar' | 'top') =>
    filterView === position &&
    facets.length > 0 && <FilterPanel facets={facets} query={query} pathname={pathname} view={position} />;
  const sidebar = Boolean(aside) || filterView === 'sidebar';
  const lazyPrices = lazyPricesFor(view, settings);
  return (
    <div className={cx('mt-6 grid gap-4', sidebar && 'desktop:grid-cols-[16rem_1fr] desktop:gap-8')}>
      {sidebar && (
        <aside className="space-y-6">
          {aside}
          {filters('sidebar')}
        </aside>
      )}
      {/* Between the page's h1 and the cards' h3: headings go down one level at a time. */}
      <Section id="listing-heading" title={t('products')} size="hidden" className="min-w-0 space-y-4">
        {filters('top')}
        <ListingToolbar
          query={query}
          pathname={pathname}
          countText={t('productsCount', { count })}
          view={listView}
          viewCookie={viewCookie}
          sorting={settings.isSortingEnabled}
          perPageSelector={settings.isProductsPerPageSelectorEnabled}
        />
        {products.length === 0 ? (
          <p className="rounded-md bg-surface-muted p-6 text-center text-ink-muted">{emptyText}</p>
        ) : (
          <ItemList
            list={list}
            items={products.map((product, index) =>
              cardItem(lazyPrices ? { ...product, priceInfo: null } : product, {
                index: (query.page - 1) * query.itemsPerPage + index,
                item_list_id: list.id,
                item_list_name: list.name,
                ...(list.category && { item_category: list.category }),
              }),
            )}
          >
            <ProductGrid
              products={products}
              currency={view.currency}
              options={{
                display: priceDisplay(view, settings),
                pricesVisible: view.pricesVisible,
                lazyPrices,
                displayItemnum: settings.displayItemnum,
                orderLists: view.loggedIn,
                view: listView,
              }}
            />
          </ItemList>
        )}
        <Pagination
          page={query.page}
          pages={Math.min(
            Math.ceil(count / query.itemsPerPage),
            // Pages past the API's deepest offset cannot be asked for: they are not offered.
            Math.floor((query.listing === 'search' ? maxSearchOffset : maxListOffset) / query.itemsPerPage) + 1,
          )}
          href={(page) => `${pathname}${listingSearch({ ...query, page })}`}
        />
      </Section>
    </div>
  );
}
