'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) once the page is interactive and the
 * browser is idle, so it never competes with the first load. Production builds only: in
 * development every change must reach the page.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(register, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(register, 1000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
