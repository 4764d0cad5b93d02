/** Sends a browser error to the shop API, which passes it to the error-reporting service. */
export function reportClientError(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  const report = JSON.stringify({
    source: 'browser',
    message: err.message.slice(0, 2000) || err.name,
    stack: err.stack?.slice(0, 20_000),
    url: window.location.pathname.slice(0, 2000),
    digest: (err as Error & { digest?: string }).digest,
  });
  // A beacon outlives the page an error may be about to leave, which the client's fetch does not;
  // the path is the contracts' reportError.
  const sent = navigator.sendBeacon?.('/api/errors', new Blob([report], { type: 'application/json' }));
  if (!sent)
    void fetch('/api/errors', {
      method: 'POST',
      body: report,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
}
