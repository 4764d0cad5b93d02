import type { AdminProduct } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../api';

import { productFilters, productKeys, productsQuery } from '../queries/products';
import { listQuery } from '../search';
import { QueryTable } from '../ui/DataTable';
import { FilterBar } from '../ui/FilterBar';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote } from '../ui/RouteStates';
import { ProductDialog } from './products/ProductDialog';
import { useProductColumns } from './products/product-columns';

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
  const listing = useMutation({
    mutationFn: (product: AdminProduct) =>
      api.setProductListed({ params: { sku: product.sku }, body: { active: !product.active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
  const columns = useProductColumns({ onEdit: setEditing, listing });
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
      <ErrorNote error={listing.error} />
      <QueryTable
        query={products}
        caption={t('products.title')}
        columns={columns}
        rowId={(p) => p.sku}
        empty={t('products.none')}
        sort={query.sort}
      />
      <ProductDialog product={edited} onClose={() => setEditing(null)} />
    </>
  );
}
