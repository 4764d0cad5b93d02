/** A limit typed in euros (or the company's currency), as cents; '' is no limit; undefined: not a valid amount. */
export function centsOf(typed: string): number | null | undefined {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') return null;
  // 1.234,56 and 1,234.56 and 1234.5: the last separator followed by one or two digits is the decimal one.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const value = whole * 100 + cents;
  return value <= 1_000_000_000 ? value : undefined;
}

/** Cents as the field shows them to edit: 250000 → '2500', 12345 → '123.45'; null → ''. */
export function typedOf(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
