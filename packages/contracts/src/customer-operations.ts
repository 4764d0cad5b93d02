import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import {
  addressInputSchema,
  addressSchema,
  loginSchema,
  passwordSchema,
  priceListItemSchema,
  registerSchema,
  userSchema,
} from './customer';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation, pageSchema } from './operation';
import { required } from './required-field';

const ok = z.object({ ok: z.literal(true) });

/** The shopper's session, account, password, addresses and agreed prices. */
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
      username: required(fieldProblems.required).pipe(z.string().max(200)),
      locale: localeCodeSchema.optional(),
    }),
    response: ok,
    status: 201,
  }),
  createPassword: defineOperation({
    id: 'createPassword',
    method: 'POST',
    path: '/password-resets/complete',
    summary:
      'Sets a password with the token from the e-mail (single use; a reset link works 30 minutes, an invitation 7 days)',
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
        firstName: required(fieldProblems.required).pipe(z.string().max(100)).optional(),
        lastName: required(fieldProblems.required).pipe(z.string().max(100)).optional(),
        email: z.string().trim().pipe(z.email(fieldProblems.email)).optional(),
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
      currentPassword: z.string().min(1, fieldProblems.required).max(200),
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
    summary: 'Deletes one of the customer’s own addresses (403 for a billing address while the shop manages them)',
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
