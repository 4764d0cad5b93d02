import { ShopApiError } from '@shop/client';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/features/account/LogoutButton';
import { PageHeading } from '@/features/layout/PageHeading';
import { redirect } from '@/i18n/navigation';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { shopperApi } from '@/lib/shopper';
import { accountPages } from '@/routes';
import { Container } from '@/ui/Container';

export const generateMetadata = namedPageMetadata('myAccount');

type Params = LocaleParams & { pageName?: string[] };

/** Account area, only for logged-in customers: without a valid session the guard sends them home. */
export default async function MyAccountPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params);
  const { pageName = [] } = await params;
  if (pageName.length > 1 || (pageName[0] && !accountPages.some((p) => p.toLowerCase() === pageName[0]!.toLowerCase())))
    notFound();
  const api = await shopperApi();
  const user = await api.getMe().catch((error) => {
    if (error instanceof ShopApiError && error.status === 401) return undefined;
    throw error;
  });
  if (!user) redirect({ href: '/', locale });
  const [t, ta] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Account' }),
  ]);
  return (
    <>
      <PageHeading>{t('myAccount')}</PageHeading>
      <Container className="space-y-6 pb-12">
        <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-line p-4 text-sm">
          <dt className="text-ink-muted">{ta('name')}</dt>
          <dd>
            {user!.firstName} {user!.lastName}
          </dd>
          <dt className="text-ink-muted">{ta('email')}</dt>
          <dd>{user!.email}</dd>
          <dt className="text-ink-muted">{ta('customerNumber')}</dt>
          <dd>{user!.customernum}</dd>
        </dl>
        <LogoutButton />
      </Container>
    </>
  );
}
