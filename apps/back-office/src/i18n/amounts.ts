import { intlLocales, type Locale } from './i18n';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number a member types into a field in their language, as the API takes it: an amount of money
 * in minor units, or a percentage in basis points. `parse` reads what was typed (null for anything
 * it cannot read for sure), `text` is a value as the field shows it ("12,50", "12,5"), `shown` as a
 * sentence says it ("12,50 €", "12,5 %"), `example` how one is typed.
 */
export interface NumberInput {
  kind: 'amount' | 'percent';
  parse(text: string): number | null;
  text(value: number): string;
  shown(value: number): string;
  example: string;
}

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
    kind: 'amount' as const,
    parse(text: string): number | null {
      const match = pattern.exec(text.replace(noise, ''));
      if (!match) return null;
      const units = Number(match[1]!.split(group || ' ').join(''));
      const cents = Number((match[2] ?? '').padEnd(digits, '0') || '0');
      const minor = units * 10 ** digits + cents;
      return Number.isSafeInteger(minor) ? minor : null;
    },
    text: (minor: number) => plain.format(minor / 10 ** digits),
    shown: (minor: number) => money.format(minor / 10 ** digits),
    example: plain.format(12.5),
  } satisfies NumberInput;
}
export type AmountInput = ReturnType<typeof amountInput>;

/** The amount inputs of a language by currency, each made once. */
export function amountInputs(locale: Locale): (currency: string) => AmountInput {
  const made = new Map<string, AmountInput>();
  return (currency) => {
    let input = made.get(currency);
    if (!input) {
      input = amountInput(locale, currency);
      made.set(currency, input);
    }
    return input;
  };
}

/**
 * Percentages as a merchant types them, in their language: "12", "12,5" or "12,5 %" in German,
 * "12.5" in English. `parse` gives basis points (what the API takes: 12,5 % is 1250), or null for
 * anything it cannot read for sure (a third decimal, a minus, "12.5" on a German page).
 */
export function percentInput(locale: Locale): NumberInput {
  const tag = intlLocales[locale];
  const decimal = new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const pattern = new RegExp(`^(\\d+)(?:${literal(decimal)}(\\d{1,2}))?$`, 'u');
  const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    kind: 'percent',
    parse(text: string): number | null {
      const match = pattern.exec(text.replace(/\s|%/gu, ''));
      if (!match) return null;
      const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
      return Number.isSafeInteger(points) ? points : null;
    },
    text: (points: number) => plain.format(points / 100),
    shown: (points: number) => percent.format(points / 10_000),
    example: plain.format(12.5),
  };
}
