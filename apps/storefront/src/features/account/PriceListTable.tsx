import type { LocaleCode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/features/pricing/format';
import { getSettings } from '@/features/settings/settings';
import { Link, redirect } from '@/i18n/navigation';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { DataTable, tableCell } from '@/ui/DataTable';
import { Pagination } from '@/ui/Pagination';

/** The spec's page size of price lists. */
const PAGE_SIZE = 12;

/** The customer's agreed prices (getUserPriceList), 12 a page with ?page=N. */
export async function PriceListTable({ locale, page }: { locale: LocaleCode; page: number }) {
  const [api, view, settings, t, tc] = await Promise.all([
    shopperApi(),
    shopperView(),
    getSettings(),
    getTranslations({ locale, namespace: 'AccountPages' }),
    getTranslations({ locale, namespace: 'Catalog' }),
  ]);
  const { data, count } = await api.getUserPriceList({
    query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, locale },
  });
  if (count === 0) return <p>{t('noPriceList')}</p>;
  const href = (p: number) => (p > 1 ? `${paths.myAccount('PriceList')}?page=${p}` : paths.myAccount('PriceList'));
  // A page past the end (an old link, a shorter list): the first page instead of an empty table.
  if (data.length === 0) redirect({ href: href(1), locale });
  const quantity = new Intl.NumberFormat(view.localeIso);
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted">{t('priceListCount', { count })}</p>
      <DataTable
        caption={t('pages.PriceList')}
        columns={[
          ...(settings.displayItemnum ? [{ label: tc('itemNo') }] : []),
          { label: t('product') },
          { label: t('minQty'), numeric: true },
          { label: t('netPrice'), numeric: true },
        ]}
      >
        {data.map((item) => (
          <tr key={`${item.productId}-${item.currency}-${item.minQty}`}>
            {settings.displayItemnum && (
              <td className={`${tableCell} whitespace-nowrap text-ink-muted`}>{item.itemnum}</td>
            )}
            <th scope="row" className={`${tableCell} font-normal`}>
              <Link href={paths.product(item.productId, item.sku)} className="text-brand hover:underline">
                {item.name}
              </Link>
            </th>
            <td className={`${tableCell} text-end tabular-nums`}>{quantity.format(item.minQty)}</td>
            <td className={`${tableCell} whitespace-nowrap text-end font-semibold tabular-nums`}>
              {formatPrice(item.price, { locale: view.localeIso, currency: item.currency })}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} pages={Math.ceil(count / PAGE_SIZE)} href={href} />
    </>
  );
}
