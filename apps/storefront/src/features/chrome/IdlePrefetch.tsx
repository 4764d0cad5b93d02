'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The spec: prefetch when idle for 2000 ms, and never on 2g or with save-data. */
const IDLE_MS = 2000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function slowOrSaving(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.endsWith('2g'));
}

/**
 * Links do not prefetch by themselves (see i18n/navigation.ts): once the page has been idle,
 * this prefetches the shop's links that are in view.
 */
export function IdlePrefetch() {
  const router = useRouter();
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) has new links to look at
  useEffect(() => {
    if (slowOrSaving()) return;
    const done = new Set<string>();
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const url = new URL((entry.target as HTMLAnchorElement).href);
          const href = url.pathname + url.search;
          observer?.unobserve(entry.target);
          if (done.has(href) || url.origin !== window.location.origin || url.pathname.startsWith('/api/')) continue;
          done.add(href);
          router.prefetch(href);
        }
      });
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) observer.observe(anchor);
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: IDLE_MS })
      : window.setTimeout(start, IDLE_MS);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [router, pathname]);
  return null;
}
