import type { ReactNode } from 'react';
import { DefaultLayout } from '@/features/layout/layouts';

export default function Layout({ children }: { children: ReactNode }) {
  return <DefaultLayout>{children}</DefaultLayout>;
}
