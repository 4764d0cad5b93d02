import { siteConfig } from '@shop/contracts';

const zone = siteConfig.timeZone;

/** The day (YYYY-MM-DD) it is at `at` in the shop's time zone. */
export const shopDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at));

/** The day `days` after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string, days = 1) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
};

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(at: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - at;
}

/**
 * When a quote valid until `day` (its last day, in the shop's time zone) expires: the first
 * instant of the next day there.
 */
export function endOfDay(day: string): Date {
  const midnightUtc = Date.parse(`${dayAfter(day)}T00:00:00Z`);
  return new Date(midnightUtc - offsetAt(midnightUtc));
}
