import { checkVAT, countries } from 'jsvat';
import type { z } from 'zod';
import { fieldProblems } from './field-problems';

/** Greece's VAT IDs start with EL, not its ISO code. */
const vatPrefix = (country: string) => (country === 'GR' ? 'EL' : country);

/**
 * Whether a VAT ID is one of its country's, in that country's format and with its check digits
 * (jsvat knows the EU's, the UK's, Switzerland's and Norway's). Spaces, dots and hyphens are
 * ignored, as people type them; countries jsvat does not know accept any ID.
 */
export function isVatIdOf(vatId: string, country: string): boolean {
  const known = countries.find((c) => c.codes.includes(country) || c.codes.includes(vatPrefix(country)));
  if (!known) return true;
  const id = vatId.replace(/[\s.-]/g, '').toUpperCase();
  const checked = checkVAT(id.startsWith(vatPrefix(country)) ? id : `${vatPrefix(country)}${id}`, [known]);
  return checked.isValid;
}

/** Refuses an address's VAT ID that is not one of its country's (an empty one is fine). */
export function checkVatId(address: { country: string; vatId: string }, ctx: z.RefinementCtx) {
  if (address.vatId && !isVatIdOf(address.vatId, address.country))
    ctx.addIssue({ code: 'custom', path: ['vatId'], message: fieldProblems.vatId });
}
