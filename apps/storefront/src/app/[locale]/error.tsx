'use client';

import { useEffect } from 'react';
import { reportClientError } from '@/features/chrome/report-error';
import { ErrorView } from '@/features/errors/ErrorView';

/** Errors outside the default layout's pages; the error is reported, the shopper gets the ways out. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  return (
    <main id="main" className="flex-1">
      <ErrorView status={500} />
    </main>
  );
}
