import type { Instrumentation } from 'next';

/** Server errors of the storefront go to the error-reporting service (ERROR_REPORTING_DSN). */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  const { sendErrorReport } = await import('@shop/client/error-report');
  const err = error as Error & { digest?: string };
  await sendErrorReport(process.env.ERROR_REPORTING_DSN, {
    source: 'storefront',
    message: err.message || 'Unknown error',
    stack: err.stack,
    digest: err.digest,
    url: request.path,
  });
};
