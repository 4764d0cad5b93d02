import type { LocaleCode, User } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { ApprovalsPage } from '@/features/approvals/ApprovalsPage';
import type { SearchParams } from '@/features/catalog/listing-query';
import { CompanyPage } from '@/features/company/CompanyPage';
import { OrderListsPage } from '@/features/order-list/OrderListsPage';
import { QuickOrderPage } from '@/features/quick-order/QuickOrderPage';
import { QuotesPage } from '@/features/quote/QuotesPage';
import { MyReviewsList } from '@/features/reviews/MyReviewsList';
import { shopperApi } from '@/lib/shopper';
import type { AccountPage } from '@/routes';
import { AccountOverview } from './AccountOverview';
import { AddressesPage } from './AddressesPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoyaltyCard } from './LoyaltyCard';
import { MyData } from './MyData';
import { MyItems } from './MyItems';
import { NewsletterForm } from './NewsletterForm';
import { OrderDetail, OrderHistory } from './OrderHistory';
import { PriceListTable } from './PriceListTable';
import { ProfileForm } from './ProfileForm';

/** The customer's reviews, fetched with their session. */
async function MyReviews({ locale }: { locale: LocaleCode }) {
  const { data } = await (await shopperApi()).getMyReviews({ query: { locale } });
  return <MyReviewsList reviews={data} />;
}

interface AccountPageContentProps {
  /** The sub-page; none is the overview. */
  page: AccountPage | undefined;
  user: User;
  locale: LocaleCode;
  /** The page number of ?page=N (the price list, the order history). */
  listPage: number;
  /** The order of ?order=ID, shown instead of the order history. */
  orderId?: number;
  /** The order list of ?list=ID, shown instead of the overview of lists. */
  listId?: number;
  /** The quote of ?quote=ID, shown first among the quotes. */
  quoteId?: number;
  /** ?from=cart: a new order list starts with the cart's products; a quote is asked for from them. */
  fromCart?: boolean;
  /** The page's query: My items' filters, sorting and paging. */
  searchParams?: SearchParams;
}

/** What an account page shows below its heading. */
export async function AccountPageContent({
  page,
  user,
  locale,
  listPage,
  orderId,
  listId,
  quoteId,
  fromCart = false,
  searchParams = {},
}: AccountPageContentProps) {
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  const section = 'space-y-4';
  const heading = 'text-xl font-bold';
  switch (page) {
    case undefined:
      return <AccountOverview user={user} />;
    case 'MyProfile':
      return (
        <div className="space-y-10">
          <section className={section}>
            <h2 className={heading}>{t('personalDetails')}</h2>
            <ProfileForm firstName={user.firstName} lastName={user.lastName} email={user.email} />
          </section>
          <section className={section}>
            <h2 className={heading}>{t('changePassword')}</h2>
            <ChangePasswordForm />
          </section>
          <MyData locale={locale} email={user.email} />
        </div>
      );
    case 'Company':
      return <CompanyPage locale={locale} user={user} />;
    case 'Approvals':
      return <ApprovalsPage locale={locale} user={user} requested={searchParams.requested === '1'} />;
    case 'AddressDetails':
      return <AddressesPage locale={locale} addresses={user.addresses} kind="all" />;
    case 'ShippingDetails':
      return <AddressesPage locale={locale} addresses={user.addresses} kind="shipping" />;
    case 'BillingDetails':
      return <AddressesPage locale={locale} addresses={user.addresses} kind="billing" />;
    case 'OrderHistory':
      return orderId ? <OrderDetail locale={locale} id={orderId} /> : <OrderHistory locale={locale} page={listPage} />;
    case 'QuickOrder':
      return <QuickOrderPage locale={locale} />;
    case 'OrderLists':
      return <OrderListsPage locale={locale} listId={listId} fromCart={fromCart} member={user.member} />;
    case 'Quotes':
      return <QuotesPage locale={locale} quoteId={quoteId} fromCart={fromCart} />;
    case 'PriceList':
      return <PriceListTable locale={locale} page={listPage} />;
    case 'MyItems':
      return <MyItems locale={locale} searchParams={searchParams} />;
    case 'MyReviews':
      return <MyReviews locale={locale} />;
    case 'MyNewsletter':
      return <NewsletterForm subscribed={user.newsletter} />;
    case 'LoyaltyCard':
      return <LoyaltyCard locale={locale} user={user} />;
  }
}
