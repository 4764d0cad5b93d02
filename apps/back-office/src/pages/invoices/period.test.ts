// The invoice list opens on the month it is in the shop's time zone (Europe/Berlin), not the browser's or UTC's.
import { describe, expect, it } from 'vitest';
import { currentMonth, invoiceQuery } from './period';

describe('the invoice list’s period', () => {
  it('is the current month in the shop’s time zone, first to last day', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Berlin.
    expect(currentMonth(new Date('2026-01-31T23:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(currentMonth(new Date('2026-01-31T22:59:59Z'))).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(currentMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(currentMonth(new Date('2026-12-31T23:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });

  it('takes the period the address names, else the current month, and its page', () => {
    expect(invoiceQuery({ from: '2025-03-01', to: '2025-03-31', kind: 'credit_note', page: 3 })).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      kind: 'credit_note',
      offset: 50,
      limit: 25,
    });
    expect(invoiceQuery({})).toEqual({ ...currentMonth(), offset: 0, limit: 25 });
  });
});
