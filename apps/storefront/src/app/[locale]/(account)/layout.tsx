import type { ReactNode } from 'react';
import { AccountLayout } from '@/features/layout/layouts';
import { ClientMessages } from '@/i18n/ClientMessages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      extra={['AccountPages', 'Checkout', 'Payment', 'QuickOrder', 'OrderLists', 'Quotes', 'Company', 'Approvals']}
    >
      <AccountLayout>{children}</AccountLayout>
    </ClientMessages>
  );
}
