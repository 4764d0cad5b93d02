'use client';

import { useEffect } from 'react';

const KEY = 'chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

const isChunkError = (reason: unknown) =>
  reason instanceof Error &&
  (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|Failed to load chunk/i.test(reason.message));

/**
 * After a deployment an open tab may ask for script chunks that no longer exist. Reloading fetches
 * the new build; at most once a minute, so a chunk that is really broken cannot loop the page.
 */
export function ChunkReload() {
  useEffect(() => {
    const reload = () => {
      const last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < MIN_INTERVAL_MS) return;
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent | Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) reload();
      else if ('error' in event && isChunkError(event.error)) reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => isChunkError(event.reason) && reload();
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
