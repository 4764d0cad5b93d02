import type { ReactNode } from 'react';
import { Container } from '@/ui/Container';

/** A checkout page: its heading and content in one column. */
export function CheckoutShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="space-y-6 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {children}
    </Container>
  );
}
