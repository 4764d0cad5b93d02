// Dates as datetime-local fields take them, apart from the API's helpers so pure form code can use them.

/** A date and time from a datetime-local field as the API takes it (ISO, UTC); empty is null. */
export const instantOrNull = (value: unknown) =>
  typeof value === 'string' && value !== '' ? new Date(value).toISOString() : null;

/** An ISO instant as a datetime-local field shows it, in the browser's time zone. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Today in the browser's time zone, as a date field shows it (YYYY-MM-DD). */
export const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
