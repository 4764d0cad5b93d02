'use client';

import { useEffect } from 'react';
import { reportClientError } from '@/features/chrome/report-error';
import { ErrorView } from '@/features/errors/ErrorView';

/** Errors in a page of the default layout: the header and footer stay. */
export default function DefaultLayoutError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  return <ErrorView status={500} />;
}
