import { type LocaleCode, siteConfig, type User } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { priceDisplay } from '@/features/pricing/price-display';
import { getSettings } from '@/features/settings/settings';
import { Link, redirect } from '@/i18n/navigation';
import { orAbsent } from '@/lib/absent';
import { dateFormat } from '@/lib/dates';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { DataTable, tableCell } from '@/ui/DataTable';
import { Section } from '@/ui/Section';
import { NewOrderList } from './NewOrderList';
import { OrderListEditor } from './OrderListEditor';

/** The customer's order lists, or the one of ?list=ID to edit and put into the cart. */
export async function OrderListsPage({
  locale,
  listId,
  fromCart,
  member,
}: {
  locale: LocaleCode;
  /** Who asks: a business's members keep lists of their own and share the company's. */
  member: User['member'];
  listId?: number;
  /** Came from the cart's "Save as order list": the new list starts with the cart's products. */
  fromCart: boolean;
}) {
  const [api, view, settings, t] = await Promise.all([
    shopperApi(),
    shopperView(),
    getSettings(),
    getTranslations({ locale, namespace: 'OrderLists' }),
  ]);
  const company = member.business ? { administrator: member.role === 'administrator' } : null;
  if (listId !== undefined) {
    const list = await orAbsent(api.getOrderList({ params: { listId }, query: { locale, currency: view.currency } }));
    // Someone else's or a deleted list: back to the overview.
    if (!list) return redirect({ href: paths.orderLists(), locale });
    return (
      <OrderListEditor
        initial={list}
        display={priceDisplay(view, settings)}
        pricesVisible={view.pricesVisible}
        displayItemnum={settings.displayItemnum}
        view={{ locale, currency: view.currency }}
        company={company}
      />
    );
  }
  const { data } = await api.getOrderLists();
  const dates = dateFormat(view.localeIso, siteConfig.timeZone);
  return (
    <div className="space-y-8">
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      {data.length === 0 ? (
        <p>{t('noLists')}</p>
      ) : (
        <DataTable
          caption={t('caption')}
          columns={[
            { label: t('listName') },
            ...(company ? [{ label: t('seenBy') }] : []),
            { label: t('lines'), numeric: true },
            { label: t('changed') },
          ]}
        >
          {data.map((list) => (
            <tr key={list.id}>
              <th scope="row" className={tableCell}>
                <Link href={paths.orderLists(list.id)} className="font-semibold text-brand underline">
                  {list.name}
                </Link>
              </th>
              {company && <td className={tableCell}>{list.shared ? t('seenByCompany') : t('seenByYou')}</td>}
              <td className={`${tableCell} text-end tabular-nums`}>{list.lines}</td>
              <td className={tableCell}>{dates.date(list.updatedDate)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Section id="new-list" title={t('newList')} size="small" className="space-y-3">
        <NewOrderList fromCart={fromCart} mayShare={company?.administrator ?? false} />
      </Section>
    </div>
  );
}
