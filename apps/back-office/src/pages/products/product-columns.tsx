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
 * The list's columns: SKU, cover picture, item number, name (and the languages without one),
 * brand, primary category, master, stock, the price in each of the shop's currencies, whether the
 * product is listed, and the actions on it. SKU, name, stock and the first currency's price sort.
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
        helper.accessor('cover', {
          header: t('products.picture'),
          enableSorting: false,
          cell: ({ row }) =>
            row.original.cover ? (
              <img
                className="thumbnail"
                src={row.original.cover}
                alt={t('products.pictureOf', { sku: row.original.sku })}
                width={40}
                height={40}
                loading="lazy"
              />
            ) : (
              t('products.noPicture')
            ),
        }),
        helper.accessor('itemnum', { header: t('products.itemnum'), enableSorting: false }),
        helper.accessor('name', {
          header: t('products.name'),
          cell: ({ row }) => (
            <>
              <Link to="/products/$productId" params={{ productId: String(row.original.id) }}>
                {row.original.name}
              </Link>
              {row.original.missingLocales.length > 0 && (
                <span className="sub">
                  {t('products.missingNames', {
                    languages: row.original.missingLocales.map((l) => l.toUpperCase()).join(', '),
                  })}
                </span>
              )}
            </>
          ),
        }),
        helper.accessor('brand', {
          header: t('products.brand'),
          enableSorting: false,
          cell: (info) => info.getValue() ?? '—',
        }),
        helper.accessor((product) => product.primaryCategory?.name ?? '—', {
          id: 'category',
          header: t('products.primaryCategory'),
          enableSorting: false,
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
        // The first currency's column sorts by its regular price (the API's `price` sort); the others do not sort.
        ...siteCurrencies.map((currency, index) =>
          helper.accessor((product) => product.prices.find((p) => p.currency === currency)?.regular ?? null, {
            id: index === 0 ? 'price' : `price-${currency}`,
            header: t('products.priceIn', { currency }),
            enableSorting: index === 0,
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
