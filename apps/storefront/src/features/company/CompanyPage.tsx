import type { LocaleCode, User } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { shopperApi, shopperView } from '@/lib/shopper';
import { CompanyMembers } from './CompanyMembers';

/** My account > Company: the company's members; its administrators invite and manage them. */
export async function CompanyPage({ locale, user }: { locale: LocaleCode; user: User }) {
  const [api, view, t] = await Promise.all([
    shopperApi(),
    shopperView(),
    getTranslations({ locale, namespace: 'Company' }),
  ]);
  const { data } = await api.listCompanyMembers();
  const administrator = user.member.role === 'administrator';
  return (
    <section className="space-y-4" aria-labelledby="company-members">
      <h2 id="company-members" className="text-xl font-bold">
        {t('members')}
      </h2>
      <p className="text-sm text-ink-muted">{administrator ? t('introAdministrator') : t('introMember')}</p>
      <CompanyMembers
        initial={data}
        self={user.member.id}
        administrator={administrator}
        currency={user.currency}
        localeIso={view.localeIso}
      />
    </section>
  );
}
