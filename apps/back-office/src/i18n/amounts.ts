import { intlLocales, type Locale } from './i18n';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Amounts as a merchant types them, in their language: "1,49" in German, "1.49" in English, with
 * or without thousands separators and the currency's sign. `parse` gives minor units (what the
 * API takes), or null for anything it cannot read for sure: "1,49" on an English page is refused,
 * not read as 149. `text` is an amount as such a field shows it ("12,50"), `example` a hint.
 */
export function amountInput(locale: Locale, currency: string) {
  const tag = intlLocales[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
  // The currency's minor unit (2 for EUR): where the decimal point goes.
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? '';
  const sign = money.formatToParts(1).find((p) => p.type === 'currency')?.value ?? currency;
  // Spaces (French groups are narrow no-break spaces) and the currency's sign or code are left out.
  const noise = new RegExp(`\\s|${literal(sign)}|${literal(currency)}`, 'giu');
  const whole = group && !/\s/u.test(group) ? `(\\d+|\\d{1,3}(?:${literal(group)}\\d{3})+)` : '(\\d+)';
  const fraction = digits > 0 ? `(?:${literal(decimal)}(\\d{1,${digits}}))?` : '';
  const pattern = new RegExp(`^${whole}${fraction}$`, 'u');
  const plain = new Intl.NumberFormat(tag, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return {
    parse(text: string): number | null {
      const match = pattern.exec(text.replace(noise, ''));
      if (!match) return null;
      const units = Number(match[1]!.split(group || ' ').join(''));
      const cents = Number((match[2] ?? '').padEnd(digits, '0') || '0');
      const minor = units * 10 ** digits + cents;
      return Number.isSafeInteger(minor) ? minor : null;
    },
    text: (minor: number) => plain.format(minor / 10 ** digits),
    example: plain.format(12.5),
  };
}
export type AmountInput = ReturnType<typeof amountInput>;
