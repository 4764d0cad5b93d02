'use client';

import { useEffect, useState } from 'react';

/**
 * "You are offline": shown while the browser has no connection, on pages the service worker opens
 * from its cache as on any other; marks <html data-offline>, which hides prices, stock and the
 * cart's count (globals.css). A status region, so screen readers announce the change.
 */
export function OfflineNotice({ text }: { text: string }) {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine);
      if (navigator.onLine) delete document.documentElement.dataset.offline;
      else document.documentElement.dataset.offline = '';
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <div role="status">
      {offline && <p className="bg-warning/15 px-4 py-2 text-center text-sm font-medium text-ink">{text}</p>}
    </div>
  );
}
