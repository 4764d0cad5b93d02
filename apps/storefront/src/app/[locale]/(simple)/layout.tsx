import type { ReactNode } from 'react';
import { SimpleLayout } from '@/features/layout/layouts';

export default function Layout({ children }: { children: ReactNode }) {
  return <SimpleLayout>{children}</SimpleLayout>;
}
