import type { LocaleCode, User } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { shopperApi, shopperView } from '@/lib/shopper';
import { OrderRequests } from './OrderRequests';

interface ApprovalsPageProps {
  locale: LocaleCode;
  user: User;
  /** The member just asked for approval at checkout: the page confirms it first. */
  requested: boolean;
}

/**
 * My account > Approvals: an administrator's the company's order requests to approve, reject or
 * send back; a buyer's or requester's their own, with where each stands.
 */
export async function ApprovalsPage({ locale, user, requested }: ApprovalsPageProps) {
  const [api, view, t] = await Promise.all([
    shopperApi(),
    shopperView(),
    getTranslations({ locale, namespace: 'Approvals' }),
  ]);
  const { data } = await api.listOrderRequests();
  const administrator = user.member.role === 'administrator';
  const waiting = requested ? data.find((request) => request.own && request.state === 'open') : undefined;
  return (
    <section className="space-y-4" aria-labelledby="order-requests">
      {waiting && (
        <div role="status" className="space-y-1 rounded-lg border border-brand bg-brand/10 p-4">
          <h2 className="text-lg font-bold">{t('waitingTitle')}</h2>
          <p>{t('waitingText', { number: waiting.number })}</p>
        </div>
      )}
      <h2 id="order-requests" className="text-xl font-bold">
        {t('requests')}
      </h2>
      <p className="text-sm text-ink-muted">{administrator ? t('introAdministrator') : t('introMember')}</p>
      <OrderRequests initial={data} administrator={administrator} locale={locale} localeIso={view.localeIso} />
    </section>
  );
}
