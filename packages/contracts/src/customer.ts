import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { defineOperation } from './operation';

/** The spec's messages for the login form's two required fields. */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const passwordSchema = z
  .string()
  .min(8, 'Password must have at least 8 characters')
  .max(200, 'Password must have at most 200 characters');

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
    /** The customer's cart arrives with the cart. */
    activeCart: z.null(),
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

export const customerOperations = {
  isGuest: defineOperation({
    id: 'isGuest',
    method: 'GET',
    path: '/session',
    summary: 'Whether the caller is a guest (no valid session)',
    tag: 'customer',
    response: z.object({ guest: z.boolean() }),
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
};
