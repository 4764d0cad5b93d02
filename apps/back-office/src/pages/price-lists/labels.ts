import type { AdminPriceList } from '@shop/contracts';
import type { Formatters, Translate } from '../../i18n/i18n';

/** When a list's prices apply, as the merchant reads it. */
export function validityOf(list: Pick<AdminPriceList, 'validFrom' | 'validTo'>, t: Translate, format: Formatters) {
  const { validFrom, validTo } = list;
  if (!validFrom && !validTo) return t('priceLists.always');
  if (!validTo) return t('priceLists.validFrom', { from: format.date(validFrom!) });
  if (!validFrom) return t('priceLists.validUntil', { to: format.date(validTo) });
  return `${format.date(validFrom)} – ${format.date(validTo)}`;
}

/** The customer numbers the API named as holding a list it refused to delete, if it named them. */
export function holdersOf(error: unknown): string[] | null {
  const customers = (error as { details?: { customers?: unknown } } | null)?.details?.customers;
  return Array.isArray(customers) && customers.every((c) => typeof c === 'string') ? customers : null;
}
