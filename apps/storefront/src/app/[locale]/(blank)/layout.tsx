import type { ReactNode } from 'react';
import { BlankLayout } from '@/features/layout/layouts';

export default function Layout({ children }: { children: ReactNode }) {
  return <BlankLayout>{children}</BlankLayout>;
}
