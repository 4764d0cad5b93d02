'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NAVIGATION_START } from './navigation-progress';

/** The spec: the bar appears only for navigations slower than 200 ms and runs over 5 s. */
const THROTTLE_MS = 200;
const DURATION_MS = 5000;

function isNavigatingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin && url.href !== window.location.href && !url.pathname.startsWith('/api/')
  );
}

/** A thin progress bar at the top while a page loads. */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const start = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('running'), THROTTLE_MS);
    };
    const onClick = (event: MouseEvent) => isNavigatingClick(event) && start();
    document.addEventListener('click', onClick);
    window.addEventListener(NAVIGATION_START, start);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(NAVIGATION_START, start);
    };
  }, []);

  // A new URL means the navigation finished.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the URL
  useEffect(() => {
    clearTimeout(timer.current);
    setState((current) => (current === 'running' ? 'done' : 'idle'));
    const reset = setTimeout(() => setState('idle'), 300);
    return () => clearTimeout(reset);
  }, [pathname, search]);

  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-accent"
      style={{
        transform: state === 'running' ? 'scaleX(0.9)' : 'scaleX(1)',
        transition:
          state === 'running'
            ? `transform ${DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
            : 'transform 200ms, opacity 300ms',
        opacity: state === 'done' ? 0 : 1,
      }}
    />
  );
}
