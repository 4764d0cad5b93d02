import type { ReactNode } from 'react';
import { BlankLayout } from '@/features/layout/layouts';
import { ClientMessages } from '@/i18n/ClientMessages';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages extra={['Payment']}>
      <BlankLayout>{children}</BlankLayout>
    </ClientMessages>
  );
}
