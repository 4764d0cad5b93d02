import type { User } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from './LogoutButton';

/** /my-account itself: who is logged in, and the way out. */
export async function AccountOverview({ user }: { user: User }) {
  const t = await getTranslations('Account');
  return (
    <div className="space-y-6">
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-line p-4 text-sm">
        <dt className="text-ink-muted">{t('name')}</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt className="text-ink-muted">{t('email')}</dt>
        <dd>{user.email}</dd>
        <dt className="text-ink-muted">{t('customerNumber')}</dt>
        <dd>{user.customernum}</dd>
      </dl>
      <LogoutButton />
    </div>
  );
}
