import type { AdminProduct } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../api';

import { useLanguage } from '../i18n/i18n';
import { productFilters, productKeys, productOptionsQuery, productsQuery } from '../queries/products';
import { listQuery } from '../search';
import { BulkBar, BulkReport, useSelection } from '../ui/Bulk';
import { ConfirmDialog, UndoNote } from '../ui/Confirm';
import { useConfirmedAction } from '../ui/confirmed-action';
import { QueryTable } from '../ui/DataTable';
import { languageOptions } from '../ui/Field';
import { FilterBar } from '../ui/FilterBar';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote } from '../ui/RouteStates';
import { CategoryDialog, categoryPath } from './products/CategoryChange';
import { PriceChangeDialog } from './products/PriceChange';
import { BulkStockDialog, type ProductBulkDone, useBulkListing } from './products/ProductBulk';
import { ProductDialog } from './products/ProductDialog';
import { listingKey, useProductColumns } from './products/product-columns';

const route = getRouteApi('/app/products');
const skuOf = (product: AdminProduct) => product.sku;

export function ProductsPage() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const query = listQuery(productFilters, search);
  const products = useQuery(productsQuery(query));
  const { locale } = useLanguage();
  const options = useQuery(productOptionsQuery(locale));
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  // The product as the list has it now (after a change saved in the dialog), else as it was opened.
  const edited = editing && (products.data?.data.find((p) => p.sku === editing.sku) ?? editing);
  const settle = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
  const setListed = (product: AdminProduct, active: boolean) =>
    api.setProductListed({ params: { sku: product.sku }, body: { active } });
  // Unlisting asks first and can be undone; listing is done at once.
  const unlist = useConfirmedAction({
    act: (product: AdminProduct) => setListed(product, false),
    undo: (product) => setListed(product, true),
    settle,
    mutationKey: listingKey,
  });
  const list = useMutation({
    mutationKey: listingKey,
    mutationFn: (product: AdminProduct) => setListed(product, true),
    onSuccess: unlist.forget,
    onSettled: settle,
  });
  const columns = useProductColumns({
    onEdit: setEditing,
    onUnlist: unlist.ask,
    list: list.mutate,
  });
  const selectLabel = useCallback((product: AdminProduct) => t('products.select', { sku: product.sku }), [t]);
  const selection = useSelection(skuOf, selectLabel);
  const [done, setDone] = useState<ProductBulkDone | null>(null);
  const [settingStock, setSettingStock] = useState(false);
  const [changingPrices, setChangingPrices] = useState(false);
  const [categoryChange, setCategoryChange] = useState<'add' | 'remove' | null>(null);
  const [unlistingSelected, setUnlistingSelected] = useState(false);
  const onDone = (report: ProductBulkDone) => {
    selection.keepOnly(new Set(report.rows.map((r) => r.key).filter((sku) => !report.settled.has(sku))));
    setDone(report);
  };
  const bulkListing = useBulkListing((report) => {
    setUnlistingSelected(false);
    onDone(report);
  });
  return (
    <>
      <PageHeader title={t('products.title')} lead={t('products.lead')}>
        <Link to="/products/new" className="button primary">
          {t('products.newProduct')}
        </Link>
      </PageHeader>
      <FilterBar
        label={t('products.filters')}
        clearable
        filters={[
          { name: 'q', label: t('products.search'), type: 'search', placeholder: t('products.searchHint'), wide: true },
          {
            name: 'active',
            label: t('products.inShop'),
            options: [
              { value: 'true', label: t('products.listed') },
              { value: 'false', label: t('products.unlisted') },
            ],
          },
          {
            name: 'category',
            label: t('products.category'),
            options: (options.data?.categories ?? []).map((c) => ({ value: c.id, label: categoryPath(c.path) })),
          },
          {
            name: 'brand',
            label: t('products.brand'),
            options: (options.data?.brands ?? []).map((b) => ({ value: b.value, label: b.name })),
          },
          {
            name: 'stock',
            label: t('products.stock'),
            options: [
              { value: 'in', label: t('products.inStock') },
              { value: 'out', label: t('products.outOfStock') },
              { value: 'low', label: t('products.lowOnStock') },
            ],
          },
          { name: 'missing', label: t('products.missingName'), options: languageOptions },
          {
            name: 'picture',
            label: t('products.picture'),
            options: [{ value: 'none', label: t('products.noPicture') }],
          },
        ]}
      />
      {done && (
        <BulkReport title={done.title} item={t('products.sku')} rows={done.rows} onClose={() => setDone(null)} />
      )}
      <BulkBar count={selection.rows.length} onClear={selection.clear}>
        <button
          type="button"
          className="button"
          disabled={bulkListing.isPending}
          onClick={() => bulkListing.mutate({ products: selection.rows, active: true })}
        >
          {t('products.listSelected')}
        </button>
        {/* Unlisting asks first, as a single product's does. */}
        <button type="button" className="button" onClick={() => setUnlistingSelected(true)}>
          {t('products.unlistSelected')}
        </button>
        <button type="button" className="button" onClick={() => setSettingStock(true)}>
          {t('products.setStock')}
        </button>
        <button type="button" className="button" onClick={() => setCategoryChange('add')}>
          {t('products.addToCategory')}
        </button>
        <button type="button" className="button" onClick={() => setCategoryChange('remove')}>
          {t('products.removeFromCategory')}
        </button>
        <button type="button" className="button" onClick={() => setChangingPrices(true)}>
          {t('products.changePrices')}
        </button>
      </BulkBar>
      <UndoNote
        done={unlist.done && t('products.unlistedNote', { name: unlist.done.name })}
        undone={unlist.undone && t('products.relistedNote', { name: unlist.undone.name })}
        pending={unlist.reverse.isPending}
        error={unlist.reverse.error}
        onUndo={unlist.undo}
      />
      <ErrorNote error={list.error} />
      <QueryTable
        query={products}
        caption={t('products.title')}
        columns={columns}
        rowId={skuOf}
        empty={t('products.none')}
        sort={query.sort}
        selection={selection.table}
      />
      <ProductDialog product={edited} onClose={() => setEditing(null)} />
      <BulkStockDialog
        products={selection.rows}
        open={settingStock}
        onClose={() => setSettingStock(false)}
        onDone={onDone}
      />
      <CategoryDialog
        products={selection.rows}
        change={categoryChange}
        onClose={() => setCategoryChange(null)}
        onDone={onDone}
      />
      <PriceChangeDialog
        products={selection.rows}
        open={changingPrices}
        onClose={() => setChangingPrices(false)}
        onDone={onDone}
      />
      <ConfirmDialog
        open={unlistingSelected}
        title={t('products.unlistSelectedTitle', { count: selection.rows.length })}
        description={t('products.unlistSelectedText')}
        confirm={t('products.unlist')}
        pending={bulkListing.isPending}
        error={bulkListing.error}
        onConfirm={() => bulkListing.mutate({ products: selection.rows, active: false })}
        onCancel={() => setUnlistingSelected(false)}
      />
      <ConfirmDialog
        open={unlist.asked !== null}
        title={t('products.unlistTitle', { name: unlist.asked?.name ?? '' })}
        description={t('products.unlistText')}
        confirm={t('products.unlist')}
        pending={unlist.action.isPending}
        error={unlist.action.error}
        onConfirm={unlist.confirm}
        onCancel={unlist.cancel}
      />
    </>
  );
}
