import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { rowIdNumberSchema, rowIdSchema } from './ids';
import { defineOperation, pageSchema } from './operation';

/** The spec's messages for the login form's two required fields. */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const passwordSchema = z
  .string()
  .min(8, 'Password must have at least 8 characters')
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
  firstName: required('This field is required').pipe(z.string().max(100)),
  lastName: required('This field is required').pipe(z.string().max(100)),
  company: optionalText(120),
  street: required('This field is required').pipe(z.string().max(200)),
  apartment: optionalText(100),
  city: required('This field is required').pipe(z.string().max(100)),
  postalCode: required('This field is required').pipe(z.string().max(12)),
  region: optionalText(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d][\d ()/-]*$|^$/, 'Invalid phone number')
    .optional()
    .default(''),
  email: z
    .union([z.literal(''), z.email('Invalid email')])
    .optional()
    .default(''),
  vatId: optionalText(30),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;

/** The per-country postal code rule, shared by every address form and the API. */
export function checkPostalCode(address: { country: string; postalCode: string }, ctx: z.RefinementCtx) {
  const pattern = postalCodePatterns[address.country] ?? /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i;
  if (!pattern.test(address.postalCode.toUpperCase()))
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: `Invalid postal code for ${address.country}` });
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
      ctx.addIssue({ code: 'custom', path: ['isShipping'], message: 'An address is for shipping, billing or both' });
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
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .pipe(z.email('Invalid email')),
  password: passwordSchema,
  firstName: required('This field is required').pipe(z.string().max(100)),
  lastName: required('This field is required').pipe(z.string().max(100)),
  locale: localeCodeSchema.default('de'),
  newsletter: z.boolean().default(false),
});

const ok = z.object({ ok: z.literal(true) });

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

export const customerOperations = {
  isGuest: defineOperation({
    id: 'isGuest',
    method: 'GET',
    path: '/session',
    summary: 'Whether the caller is a guest (no valid session), and for a customer how their prices are shown',
    tag: 'customer',
    response: z.object({
      guest: z.boolean(),
      /** A customer's account is excluded from taxation: their prices are shown net. Absent for a guest. */
      excludeTax: z.boolean().optional(),
    }),
  }),
  login: defineOperation({
    id: 'login',
    method: 'POST',
    path: '/session',
    summary: 'Logs in with e-mail or customer number; sets the user-token and user-refresh-token cookies',
    tag: 'customer',
    body: loginSchema,
    response: userSchema,
  }),
  logOut: defineOperation({
    id: 'logOut',
    method: 'DELETE',
    path: '/session',
    summary: 'Ends the session: revokes its refresh token and clears the cookies',
    tag: 'customer',
    response: ok,
  }),
  refreshToken: defineOperation({
    id: 'refreshToken',
    method: 'POST',
    path: '/session/refresh',
    summary: 'Exchanges the refresh token (cookie) for new tokens; a reused one revokes its whole family',
    tag: 'customer',
    response: ok,
  }),
  getMe: defineOperation({
    id: 'getMe',
    method: 'GET',
    path: '/me',
    summary: 'The logged-in customer',
    tag: 'customer',
    response: userSchema,
  }),
  register: defineOperation({
    id: 'register',
    method: 'POST',
    path: '/customers',
    summary: 'Creates an account, logs it in and sends a welcome e-mail',
    tag: 'customer',
    body: registerSchema,
    response: userSchema,
    status: 201,
  }),
  resetPassword: defineOperation({
    id: 'resetPassword',
    method: 'POST',
    path: '/password-resets',
    summary: 'Sends a reset link to the account of an e-mail or customer number; never says whether it exists',
    tag: 'customer',
    body: z.object({
      username: required('This field is required').pipe(z.string().max(200)),
      locale: localeCodeSchema.optional(),
    }),
    response: ok,
    status: 201,
  }),
  createPassword: defineOperation({
    id: 'createPassword',
    method: 'POST',
    path: '/password-resets/complete',
    summary: 'Sets a new password with the token from the e-mail (single use, 30 minutes)',
    tag: 'customer',
    body: z.object({ token: z.string().min(20).max(200), password: passwordSchema }),
    response: ok,
  }),
  updateUser: defineOperation({
    id: 'updateUser',
    method: 'PATCH',
    path: '/me',
    summary: "Changes the customer's name, e-mail, language or newsletter choice",
    tag: 'customer',
    auth: 'customer',
    body: z
      .object({
        firstName: required('This field is required').pipe(z.string().max(100)).optional(),
        lastName: required('This field is required').pipe(z.string().max(100)).optional(),
        email: z.string().trim().pipe(z.email('Invalid email')).optional(),
        locale: localeCodeSchema.optional(),
        newsletter: z.boolean().optional(),
      })
      .strict(),
    response: userSchema,
  }),
  changePassword: defineOperation({
    id: 'changePassword',
    method: 'PUT',
    path: '/me/password',
    summary: 'Changes the password; other sessions end, this one continues',
    tag: 'customer',
    auth: 'customer',
    body: z.object({
      currentPassword: z.string().min(1, 'This field is required').max(200),
      newPassword: passwordSchema,
    }),
    response: ok,
  }),
  setDefaultCurrency: defineOperation({
    id: 'setDefaultCurrency',
    method: 'PUT',
    path: '/currency',
    summary: "Sets the shopper's currency (vsf-currency cookie, and the account's when logged in)",
    tag: 'customer',
    body: z.object({ currency: currencyCodeSchema }),
    response: ok,
  }),
  addOrUpdateAddress: defineOperation({
    id: 'addOrUpdateAddress',
    method: 'PUT',
    path: '/me/addresses',
    summary: 'Adds an address, or changes one of the customer’s own (with id); validated per country',
    tag: 'customer',
    auth: 'customer',
    body: addressInputSchema,
    response: addressSchema,
  }),
  deleteAddress: defineOperation({
    id: 'deleteAddress',
    method: 'DELETE',
    path: '/me/addresses/:id',
    summary: 'Deletes one of the customer’s own addresses',
    tag: 'customer',
    auth: 'customer',
    params: z.object({ id: rowIdSchema }),
    response: ok,
  }),
  getUserPriceList: defineOperation({
    id: 'getUserPriceList',
    method: 'GET',
    path: '/me/price-list',
    summary: "The customer's agreed prices, 12 per page by default",
    tag: 'customer',
    auth: 'customer',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(12),
      offset: z.coerce.number().int().min(0).default(0),
      locale: localeCodeSchema.default('de'),
    }),
    response: pageSchema(priceListItemSchema),
  }),
  getUserPriceListCount: defineOperation({
    id: 'getUserPriceListCount',
    method: 'GET',
    path: '/me/price-list/count',
    summary: "How many entries the customer's price lists have",
    tag: 'customer',
    auth: 'customer',
    response: z.object({ count: z.number().int() }),
  }),
};
