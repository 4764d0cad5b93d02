import type { AdminProduct } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../api';

import { productFilters, productKeys, productsQuery } from '../queries/products';
import { listQuery } from '../search';
import { ConfirmDialog, UndoNote } from '../ui/Confirm';
import { useConfirmedAction } from '../ui/confirmed-action';
import { QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote } from '../ui/RouteStates';
import { ProductDialog } from './products/ProductDialog';
import { listingKey, useProductColumns } from './products/product-columns';

const route = getRouteApi('/app/products');

export function ProductsPage() {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const query = listQuery(productFilters, search);
  const products = useQuery(productsQuery(query));
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
  return (
    <>
      <PageHeader title={t('products.title')} lead={t('products.lead')} />
      <FilterBar
        label={t('products.filters')}
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
        ]}
      />
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
        rowId={(p) => p.sku}
        empty={t('products.none')}
        sort={query.sort}
      />
      <ProductDialog product={edited} onClose={() => setEditing(null)} />
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
