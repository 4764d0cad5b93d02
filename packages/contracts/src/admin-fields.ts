import { z } from 'zod';
import type { CurrencyCode, LocaleCode } from './codes';
import { maxRowId } from './ids';
import { siteConfig } from './site';
import { staffRefusalText as said } from './staff-refusals';

/** The currencies config/site.json sells in: what a price, a rate or a coupon may be in. */
export const siteCurrencies = siteConfig.currencies.map((c) => c.name) as [CurrencyCode, ...CurrencyCode[]];
export const siteCurrencySchema = z.enum(siteCurrencies, {
  error: `One of the shop's currencies: ${siteCurrencies.join(', ')}`,
});

/** The countries config/site.json serves: where a shipping rate may go. */
export const siteCountries = siteConfig.countries.map((c) => c.iso) as [string, ...string[]];
export const siteCountrySchema = z.enum(siteCountries, {
  error: `One of the shop's countries: ${siteCountries.join(', ')}`,
});

/** An amount of money in minor units (cents): a whole number, never negative. */
export const amountSchema = z
  .number({ error: 'A whole number of minor units (cents)' })
  .int('A whole number of minor units (cents)')
  .min(0, said('notNegative'))
  .max(1_000_000_000, said('atMost', { maximum: 1000000000 }));

/** Money that moves (a payment received, a refund): minor units above 0. */
export const paymentAmountSchema = z
  .number({ error: 'An amount above 0' })
  .int('An amount in cents (a whole number)')
  .positive('An amount above 0')
  .max(Number.MAX_SAFE_INTEGER);

/** The version a change was made against, as the list answered it. */
export const versionSchema = z
  .number({ error: 'The version you read (a whole number)' })
  .int('The version you read (a whole number)')
  .positive('The version you read (a whole number)')
  .max(maxRowId);

const localeName = (maximum: number) =>
  z.string().trim().min(1, said('notEmpty')).max(maximum, said('atMostCharacters', { maximum }));

/**
 * A text per locale of config/site.json of at most `maximum` characters: the default locale's is
 * required, the others optional (the storefront falls back to the default locale's).
 */
export const localizedNamesSchema = (maximum: number) =>
  z.strictObject(
    Object.fromEntries(
      siteConfig.locales.map((l) => [
        l.code,
        l.code === siteConfig.defaultLocale
          ? z.string({ error: said('defaultNameRequired', { locale: l.code }) }).pipe(localeName(maximum))
          : localeName(maximum).optional(),
      ]),
    ),
  ) as unknown as z.ZodType<Partial<Record<LocaleCode, string>>, Partial<Record<LocaleCode, string>>>;

/** A name per locale (a method's, a price list's), the default locale's required. */
export const localizedNameSchema = localizedNamesSchema(100);

/** An instant staff type (a validity window's end): ISO 8601 with its offset, in years a shop can mean. */
export const instantSchema = z.iso.datetime({ offset: true, error: said('dateTimeFormat') }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 9999;
}, said('yearRange'));

/** Whether a window ends after it starts, comparing the instants (not their texts, whose offsets differ). */
export const endsAfterStart = (window: { validFrom: string | null; validTo: string | null }) =>
  !window.validFrom || !window.validTo || Date.parse(window.validFrom) <= Date.parse(window.validTo);

/** A day as people and files name it (YYYY-MM-DD), from 2000 on. */
export const daySchema = z.iso
  .date({ error: said('dayFormat') })
  .refine((day) => day >= '2000-01-01', said('fromYear2000'));

/** Where a list's `from` filter starts: a day's first instant (UTC), or the instant given. */
const rangeStart = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
/** Where a list's `to` filter ends: a day's last millisecond (UTC: the day is included), or the instant given. */
const rangeEnd = (value: string) =>
  value.length === 10 ? Date.parse(`${value}T00:00:00Z`) + 86_399_999 : Date.parse(value);

/**
 * Whether a list's from–to filter runs forward (days or instants, compared as instants). A value
 * that is no date at all is its own field's problem, not the range's.
 */
export const fromNotAfterTo = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  !from || !to || !(rangeStart(from) > rangeEnd(to));

/** The issue of a range that ends before it starts, at its end. */
export const toBeforeFrom = { path: ['to'], message: said('notBeforeFrom') };
