/** How `npm run bench` writes its figures in the table: durations and a load's requests and times. */
import { type Measurement, ms, ofHealth, percentile, perSecond } from './load';
import { count } from './report';

/** 12.3 s, or 4 min 05 s. */
export const duration = (milliseconds: number) => {
  const s = milliseconds / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
};

export const p95 = (values: number[]) => ms(percentile(values, 95));

/** Requests per second and p95, beside /healthz's of the same run when given, and the errors. */
export const loadText = (m: Measurement, health?: Measurement) =>
  [
    `${count(perSecond(m))} req/s`,
    `p95 ${p95(m.times)} ms`,
    ...(health ? [`${ofHealth(m, health).toFixed(2)} × /healthz`] : []),
    ...(m.errors ? [`${m.errors} errors`] : []),
  ].join(' · ');
