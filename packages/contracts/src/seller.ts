import { z } from 'zod';
import { staffRefusalText as said } from './staff-refusals';
import { checkVatId } from './vat-id';

/** An IBAN's check digits (ISO 13616: the rearranged number modulo 97 is 1); spaces as people type them. */
export function isIban(text: string): boolean {
  const iban = text.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((c) =>
    /\d/.test(c) ? c : String(c.charCodeAt(0) - 55),
  );
  return (
    digits
      .join('')
      .match(/\d{1,9}/g)!
      .reduce((rest, part) => Number(`${rest}${part}`) % 97, 0) === 1
  );
}

const text = (max: number) => z.string().trim().max(max);

/**
 * The seller as its invoices name it: what the law of a German, Austrian or French seller asks an
 * invoice to say (name, address, VAT ID or tax number, and where to pay). A setting of the shop.
 */
export const sellerSchema = z
  .object({
    name: text(200),
    street: text(200),
    postalCode: text(20),
    city: text(100),
    country: z.string().regex(/^[A-Z]{2}$/),
    vatId: text(20),
    /** The tax office's number, printed where a VAT ID is missing. */
    taxNumber: text(30),
    email: text(200),
    phone: text(50),
    /** The commercial register and number, e.g. "Amtsgericht München HRB 123456". */
    register: text(200),
    managingDirectors: text(200),
    bankName: text(100),
    iban: z
      .string()
      .trim()
      .refine((iban) => iban === '' || isIban(iban), said('iban')),
    bic: z
      .string()
      .trim()
      .regex(/^$|^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, said('bic')),
  })
  .superRefine(checkVatId);
export type Seller = z.infer<typeof sellerSchema>;

/** A shop that has not named its seller yet: its invoices cannot be issued until it has. */
export const unnamedSeller: Seller = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'DE',
  vatId: '',
  taxNumber: '',
  email: '',
  phone: '',
  register: '',
  managingDirectors: '',
  bankName: '',
  iban: '',
  bic: '',
};
