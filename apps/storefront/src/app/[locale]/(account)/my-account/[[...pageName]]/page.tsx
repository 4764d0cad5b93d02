import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/features/layout/PageHeading';
import { redirect } from '@/i18n/navigation';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('myAccount');

/** The spec's account sub-pages; /my-account alone shows the overview. */
const accountPages = [
  'AddressDetails',
  'BillingDetails',
  'LoyaltyCard',
  'MyItems',
  'MyNewsletter',
  'MyProfile',
  'MyReviews',
  'OrderHistory',
  'ShippingDetails',
] as const;

type Params = LocaleParams & { pageName?: string[] };

/** Account area, only for logged-in customers: without the user token the guard sends them home. */
export default async function MyAccountPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params);
  const { pageName = [] } = await params;
  if (pageName.length > 1 || (pageName[0] && !accountPages.some((p) => p.toLowerCase() === pageName[0]!.toLowerCase())))
    notFound();
  if (!(await cookies()).has('user-token')) redirect({ href: '/', locale });
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return <PageHeading>{t('myAccount')}</PageHeading>;
}
