import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/features/account/AccountNav';
import { AccountPageContent } from '@/features/account/AccountPageContent';
import { enabledAccountPages } from '@/features/account/account-pages';
import { parseListingQuery, type SearchParams } from '@/features/catalog/listing-query';
import { getSettings } from '@/features/settings/settings';
import { redirect } from '@/i18n/navigation';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { shopperView } from '@/lib/shopper';
import { accountPage, paths } from '@/routes';
import { Container } from '@/ui/Container';
import { PageHeading } from '@/ui/PageHeading';

type Params = LocaleParams & { pageName?: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, pageName = [] } = await params;
  const page = pageName.length === 1 ? accountPage(pageName[0]!) : undefined;
  if (!page) return namedPageMetadata('myAccount')({ params });
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return { title: t(`pages.${page}`) };
}

/** Account area, only for logged-in customers: without a valid session the guard sends them home. */
export default async function MyAccountPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}) {
  const locale = await pageLocale(params);
  const { pageName = [] } = await params;
  const page = pageName[0] === undefined ? undefined : accountPage(pageName[0]);
  if (pageName.length > 1 || (pageName[0] !== undefined && !page)) notFound();
  const [{ user }, settings] = await Promise.all([shopperView(), getSettings()]);
  if (!user) redirect({ href: '/', locale });
  const pages = enabledAccountPages(settings, user?.member.business ?? false);
  // A page the settings switch off is not linked; an old link to it leads to the overview.
  if (page && !pages.includes(page)) redirect({ href: paths.myAccount(), locale });
  const [t, ta] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'AccountPages' }),
  ]);
  const query = await searchParams;
  const { page: listPage } = parseListingQuery({ page: query.page });
  const idOf = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
  return (
    <>
      <PageHeading>{page ? ta(`pages.${page}`) : t('myAccount')}</PageHeading>
      <Container className="grid gap-8 pb-12 desktop:grid-cols-[14rem_1fr]">
        <AccountNav current={page} pages={pages} />
        <div className="min-w-0">
          <AccountPageContent
            page={page}
            user={user!}
            locale={locale}
            listPage={listPage}
            orderId={idOf(query.order)}
            listId={idOf(query.list)}
            quoteId={idOf(query.quote)}
            fromCart={query.from === 'cart'}
            searchParams={query}
          />
        </div>
      </Container>
    </>
  );
}
