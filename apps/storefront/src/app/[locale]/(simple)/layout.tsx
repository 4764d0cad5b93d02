import type { ReactNode } from 'react';
import { SimpleLayout } from '@/features/layout/layouts';
import { ClientMessages } from '@/i18n/ClientMessages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages extra={['Checkout', 'Payment', 'PayDifference', 'AccountPages', 'OrderStatus']}>
      <SimpleLayout>{children}</SimpleLayout>
    </ClientMessages>
  );
}
