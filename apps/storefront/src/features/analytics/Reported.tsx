'use client';

import { useEffect } from 'react';
import { type AnalyticsEventName, type AnalyticsEvents, track } from './data-layer';

interface ReportedProps<Name extends AnalyticsEventName> {
  event: Name;
  parameters: AnalyticsEvents[Name];
  /**
   * Reported once per browser under this key (kept in local storage), not at every visit: a
   * purchase counts once, however often its thank-you page is reloaded.
   */
  onceKey?: string;
}

const reportedKey = (key: string) => `analytics-reported:${key}`;

/** Reports an event when a page the server drew is shown: a product viewed, a search, a purchase. */
export function Reported<Name extends AnalyticsEventName>({ event, parameters, onceKey }: ReportedProps<Name>) {
  // The parameters are the server's, fixed for this page: the event is reported once per page view.
  const serialized = JSON.stringify(parameters);
  useEffect(() => {
    if (onceKey && localStorage.getItem(reportedKey(onceKey))) return;
    track(event, JSON.parse(serialized) as AnalyticsEvents[Name], () => {
      if (onceKey) localStorage.setItem(reportedKey(onceKey), '1');
    });
  }, [event, serialized, onceKey]);
  return null;
}
