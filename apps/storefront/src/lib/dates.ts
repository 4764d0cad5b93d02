import { createFormatter } from 'next-intl';

/**
 * Dates as the shop shows them, through next-intl's formatter: in the shopper's locale with its
 * region (en-GB, as prices are), in the time zone given (the shop's, config/site.json, unless said).
 */
export function dateFormat(localeIso: string, timeZone: string) {
  const format = createFormatter({ locale: localeIso, timeZone });
  return {
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' }),
    dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
