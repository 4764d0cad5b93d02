import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { sessionMemberSchema } from './company-members';
import { fieldProblems, postalCodeProblem } from './field-problems';
import { rowIdNumberSchema } from './ids';
import { required } from './required-field';

export const passwordSchema = z
  .string()
  .min(8, fieldProblems.passwordTooShort)
  .max(200, 'Password must have at most 200 characters');

/** Postal code formats by country; countries not listed accept 2 to 10 letters, digits, spaces and hyphens. */
export const postalCodePatterns: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  FR: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
};

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** The fields of a postal address, as a shopper types them (address book and checkout alike). */
export const addressFieldsSchema = z.object({
  firstName: required(fieldProblems.required).pipe(z.string().max(100)),
  lastName: required(fieldProblems.required).pipe(z.string().max(100)),
  company: optionalText(120),
  street: required(fieldProblems.required).pipe(z.string().max(200)),
  apartment: optionalText(100),
  city: required(fieldProblems.required).pipe(z.string().max(100)),
  postalCode: required(fieldProblems.required).pipe(z.string().max(12)),
  region: optionalText(100),
  country: z.string().regex(/^[A-Z]{2}$/, fieldProblems.country),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d][\d ()/-]*$|^$/, fieldProblems.phone)
    .optional()
    .default(''),
  email: z
    .union([z.literal(''), z.email(fieldProblems.email)])
    .optional()
    .default(''),
  vatId: optionalText(30),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;

/** The per-country postal code rule, shared by every address form and the API. */
export function checkPostalCode(address: { country: string; postalCode: string }, ctx: z.RefinementCtx) {
  const pattern = postalCodePatterns[address.country] ?? /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i;
  if (!pattern.test(address.postalCode.toUpperCase()))
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeProblem(address.country) });
}

export const addressInputSchema = addressFieldsSchema
  .extend({
    id: rowIdNumberSchema.optional(),
    isBilling: z.boolean().default(false),
    isShipping: z.boolean().default(true),
    isDefaultBilling: z.boolean().default(false),
    isDefaultShipping: z.boolean().default(false),
  })
  .superRefine((address, ctx) => {
    checkPostalCode(address, ctx);
    if (!address.isBilling && !address.isShipping)
      ctx.addIssue({ code: 'custom', path: ['isShipping'], message: fieldProblems.shippingOrBilling });
  });
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    street: z.string(),
    apartment: z.string(),
    city: z.string(),
    postalCode: z.string(),
    region: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    vatId: z.string(),
    isBilling: z.boolean(),
    isShipping: z.boolean(),
    isDefaultBilling: z.boolean(),
    isDefaultShipping: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    customernum: z.string(),
    currency: currencyCodeSchema,
    locale: localeCodeSchema,
    excludeTax: z.boolean(),
    newsletter: z.boolean(),
    loyaltyPoints: z.number().int(),
    addresses: z.array(addressSchema),
    /** The id of the customer's cart, once they have one. */
    activeCart: z.uuid().nullable(),
    /** The member of the customer's company who is logged in (their name and e-mail are the fields above). */
    member: sessionMemberSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const loginSchema = z.object({
  /** E-mail or customer number. */
  username: required('username is required').pipe(z.string().max(200)),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
});

export const registerSchema = z.object({
  email: z
    .string({ error: fieldProblems.required })
    .trim()
    .min(1, fieldProblems.required)
    .pipe(z.email(fieldProblems.email)),
  password: passwordSchema,
  firstName: required(fieldProblems.required).pipe(z.string().max(100)),
  lastName: required(fieldProblems.required).pipe(z.string().max(100)),
  locale: localeCodeSchema.default('de'),
  newsletter: z.boolean().default(false),
});

export const priceListItemSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  itemnum: z.string(),
  name: z.string(),
  currency: currencyCodeSchema,
  /** The agreed net price in minor units, from `minQty` pieces on. */
  price: z.number().int(),
  minQty: z.number().int(),
});

export type PriceListItem = z.infer<typeof priceListItemSchema>;
