import type { ReactNode } from 'react';
import { Container } from '@/ui/Container';

/** A page's title row. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Container className="pt-8 pb-4">
      <h1 className="text-2xl font-bold md:text-3xl">{children}</h1>
    </Container>
  );
}
