import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { NumberInput } from '../i18n/amounts';
import type { Translate } from '../i18n/i18n';

/**
 * What a typed amount reads as: minor units (or basis points); NaN when it cannot be read for sure
 * (the schema refuses it, and its field says how to type one); empty is null when the amount is
 * optional, else NaN too.
 */
export function readAmount(input: NumberInput, typed: string | null | undefined, optional = false): number | null {
  const text = (typed ?? '').trim();
  if (text === '') return optional ? null : Number.NaN;
  return input.parse(text) ?? Number.NaN;
}

/** An amount as its field shows it: empty for none. */
export const amountText = (input: NumberInput, value: number | null | undefined) =>
  value === null || value === undefined ? '' : input.text(value);

/** A zod issue, as the schema reports it. */
type Issue = z.core.$ZodIssue;

/** An amount's issue in the member's words, the limits as they type amounts ("At most 100 %"). */
function amountMessage(issue: Issue, input: NumberInput, t: Translate): string {
  if (issue.code === 'too_small') return t('amounts.atLeast', { amount: input.shown(Number(issue.minimum)) });
  if (issue.code === 'too_big') return t('amounts.atMost', { amount: input.shown(Number(issue.maximum)) });
  return input.kind === 'percent'
    ? t('amounts.unreadablePercent', { example: input.example })
    : t('amounts.unreadable', { example: input.example });
}

/**
 * A form whose amounts are typed as text in the member's language and sent as the contract's
 * integers. `read` turns the typed values into what the contract's schema takes (each amount read
 * with `readAmount`), the schema checks them, and an issue at an amount is said in the member's
 * language with amounts as they type them ("Enter an amount such as 12,50", "At least 0,01 €"),
 * never the schema's words about cents or basis points. `rules` words the schema's own rules
 * (refinements) at an amount; issues elsewhere keep the schema's message.
 */
export function amountsResolver<Fields extends FieldValues, Output>({
  schema,
  read,
  amounts,
  t,
  rules = {},
}: {
  schema: z.ZodType<Output>;
  read: (values: Fields) => unknown;
  /** How each amount of the form is typed, by its field's path ("coupon.value", "rates.0.price"). */
  amounts: (values: Fields) => Record<string, NumberInput>;
  t: Translate;
  /** The message of a rule of the schema's at an amount, by the path's last part ("special"). */
  rules?: Record<string, (input: NumberInput) => string>;
}): Resolver<Fields, unknown, Output> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(read(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const inputs = amounts(values);
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      const input = inputs[path];
      const rule = input && issue.code === 'custom' ? rules[String(issue.path.at(-1))] : undefined;
      const message = !input ? issue.message : rule ? rule(input) : amountMessage(issue, input, t);
      errors[path] = { type: issue.code, message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A currency as hints name it ("euros", "Euro"); one the texts do not name, by its code. */
export function currencyName(t: Translate, currency: string): string {
  const key = `amounts.currencies.${currency}` as 'amounts.currencies.EUR';
  return t.has(key) ? t(key) : currency;
}

/** How an amount in a currency is typed: "In euros: 19.99" (and that empty is none, when it may be). */
export const amountHint = (t: Translate, input: NumberInput, currency: string, optional = false) =>
  t(optional ? 'amounts.moneyHintOptional' : 'amounts.moneyHint', {
    currency: currencyName(t, currency),
    example: input.text(1999),
  });

/** How a percentage is typed: "In percent: 12 or 12.5". */
export const percentHint = (t: Translate, input: NumberInput) =>
  t('amounts.percentHint', { whole: input.text(1200), example: input.text(1250) });

/** What a typed amount comes to, as a sentence says it ("12,50 €", "15 %"), once it can be read. */
export function typedAmount(input: NumberInput, typed: string | null | undefined): string | false {
  const value = readAmount(input, typed, true);
  return typeof value === 'number' && Number.isFinite(value) && input.shown(value);
}
