'use client';

import { useEffect } from 'react';
import { reportClientError } from './report-error';

/** Reports uncaught errors and rejections of the page; error boundaries report their own. */
export function ErrorReporter() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => event.error && reportClientError(event.error);
    const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
