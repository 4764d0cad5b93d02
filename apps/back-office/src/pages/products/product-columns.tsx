import { type AdminProduct, siteCurrencies } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { columnsOf } from '../../ui/DataTable';
import { Hidden } from '../../ui/Field';
import { OnOffBadge } from '../../ui/Labels';
import { RowAction } from '../../ui/RowAction';

/** The key of a product's listing or unlisting while it is sent. */
export const listingKey = ['products', 'listing'];

const helper = columnsOf<AdminProduct>();

/**
 * The list's columns: SKU, names, stock, the price in each of the shop's currencies, whether the
 * product is listed, and the actions on it.
 */
export function useProductColumns({
  onEdit,
  onUnlist,
  list,
}: {
  onEdit: (product: AdminProduct) => void;
  /** Asks whether to unlist it. */
  onUnlist: (product: AdminProduct) => void;
  /** Lists it again, at once (a change under listingKey). */
  list: (product: AdminProduct) => void;
}) {
  const t = useTranslations();
  const format = useFormat();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('sku', { header: t('products.sku'), cell: (info) => <code>{info.getValue()}</code> }),
        helper.accessor('itemnum', { header: t('products.itemnum'), enableSorting: false }),
        helper.accessor('name', {
          header: t('products.name'),
          enableSorting: false,
          cell: ({ row }) => (
            <Link to="/products/$productId" params={{ productId: String(row.original.id) }}>
              {row.original.name}
            </Link>
          ),
        }),
        helper.accessor('masterSku', {
          header: t('products.variantOf'),
          enableSorting: false,
          cell: (info) => {
            const master = info.getValue();
            return master ? <code>{master}</code> : '—';
          },
        }),
        helper.accessor('stock', { header: t('products.stock'), cell: (info) => format.number(info.getValue()) }),
        ...siteCurrencies.map((currency) =>
          helper.display({
            id: `price-${currency}`,
            header: t('products.priceIn', { currency }),
            cell: ({ row }) => {
              const price = row.original.prices.find((p) => p.currency === currency);
              if (!price) return '—';
              return (
                <>
                  {format.money(price.regular, currency)}
                  {price.special !== null && (
                    <span className="sub">
                      {t('products.specialShort', { price: format.money(price.special, currency) })}
                    </span>
                  )}
                </>
              );
            },
          }),
        ),
        helper.accessor('active', {
          header: t('products.inShop'),
          enableSorting: false,
          cell: (info) => (
            <OnOffBadge on={info.getValue()} label={info.getValue() ? t('products.listed') : t('products.unlisted')} />
          ),
        }),
        helper.display({
          id: 'actions',
          header: t('common.actions'),
          cell: ({ row }) => (
            <div className="row-actions">
              <button type="button" className="button small" onClick={() => onEdit(row.original)}>
                {t('common.edit')}
                <Hidden> {row.original.sku}</Hidden>
              </button>
              <RowAction
                busyWith={listingKey}
                onClick={() => (row.original.active ? onUnlist(row.original) : list(row.original))}
              >
                {row.original.active ? t('products.unlist') : t('products.list')}
                <Hidden> {row.original.sku}</Hidden>
              </RowAction>
            </div>
          ),
        }),
      ]),
    [t, format, list, onEdit, onUnlist],
  );
}
