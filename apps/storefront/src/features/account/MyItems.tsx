import { type LocaleCode, siteConfig } from '@shop/contracts';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ProductTitle } from '@/features/catalog/ProductTitle';
import { ViewSwitch } from '@/features/catalog/ViewSwitch';
import { formatPrice } from '@/features/pricing/format';
import { getSettings } from '@/features/settings/settings';
import { Link } from '@/i18n/navigation';
import { dateFormat } from '@/lib/dates';
import { shopperApi, shopperView } from '@/lib/shopper';
import { paths } from '@/routes';
import { cx } from '@/ui/cx';
import { Section } from '@/ui/Section';
import { listedProducts } from './price-list';

/** How many price list entries the page shows; the price list page has them all. */
const LIMIT = 24;

/**
 * My items: the products the customer has bought and those of their price list, as a grid or a
 * list (the myitems-view cookie).
 */
export async function MyItems({ locale }: { locale: LocaleCode }) {
  const [api, view, settings, cookieStore, t, tp] = await Promise.all([
    shopperApi(),
    shopperView(),
    getSettings(),
    cookies(),
    getTranslations({ locale, namespace: 'AccountPages' }),
    getTranslations({ locale, namespace: 'Price' }),
  ]);
  const [{ data, count }, purchased] = await Promise.all([
    api.getUserPriceList({ query: { limit: LIMIT, offset: 0, locale } }),
    api.getPurchasedProducts({ query: { limit: LIMIT, offset: 0, locale } }),
  ]);
  if (data.length === 0 && purchased.data.length === 0) return <p>{t('noMyItems')}</p>;
  const stored = cookieStore.get('myitems-view')?.value;
  const layout = stored === 'grid' || stored === 'list' ? stored : settings.defaultMyItemsView;
  const list = layout === 'list';
  const grid = list ? 'flex flex-col gap-3' : 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4';
  const card = cx(
    'flex flex-1 gap-3 rounded-lg border border-line p-3',
    list ? 'flex-col sm:flex-row sm:items-center' : 'flex-col',
  );
  const dates = dateFormat(view.localeIso, siteConfig.timeZone);
  const title = (item: { productId: number; sku: string; itemnum: string; name: string }) => (
    <div className="min-w-0 flex-1">
      <ProductTitle
        name={item.name}
        href={paths.product(item.productId, item.sku)}
        itemnum={settings.displayItemnum ? item.itemnum : undefined}
      />
    </div>
  );
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-end gap-3 border-b border-line pb-3">
        <ViewSwitch view={layout} viewCookie="myitems-view" />
      </div>
      {purchased.data.length > 0 && (
        <Section id="purchased" title={t('purchasedItems')} size="small" className="space-y-3">
          <ul className={grid}>
            {purchased.data.map((item) => (
              <li key={item.productId} className="flex">
                <article className={card}>
                  {title(item)}
                  <p className={cx('text-sm text-ink-muted', !list && 'mt-auto')}>
                    {t('orderedInAll', { quantity: item.quantity, date: dates.date(item.lastOrdered) })}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {data.length > 0 && (
        <Section id="price-listed" title={t('priceListItems')} size="small" className="space-y-3">
          <p className="text-sm text-ink-muted">{t('myItemsIntro')}</p>
          <ul className={grid}>
            {listedProducts(data).map((item) => (
              <li key={item.productId} className="flex">
                <article className={card}>
                  {title(item)}
                  <dl className={cx('grid grid-cols-[1fr_auto] gap-x-3 text-sm', !list && 'mt-auto')}>
                    {item.tiers.map((tier) => (
                      <div key={`${tier.currency}-${tier.minQty}`} className="contents">
                        <dt className="text-ink-muted">{tp('fromQuantity', { qty: tier.minQty })}</dt>
                        <dd className="text-end font-semibold tabular-nums">
                          {formatPrice(tier.price, { locale: view.localeIso, currency: tier.currency })}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </article>
              </li>
            ))}
          </ul>
          {count > data.length && (
            <p>
              <Link href={paths.myAccount('PriceList')} className="text-brand underline">
                {t('allPrices', { count })}
              </Link>
            </p>
          )}
        </Section>
      )}
    </div>
  );
}
