import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { memberRoleSchema } from './company-members';
import { addressSchema } from './customer';
import { defineOperation } from './operation';
import { orderSchema } from './order';

/** One consent the shop holds of the person: given, and when it was confirmed (double opt-in). */
const consentSchema = z.object({
  given: z.boolean(),
  /** When the confirmation link was followed; null when not given, or given before double opt-in. */
  confirmedAt: z.string().nullable(),
});

/**
 * Everything the shop stores of the person asking (GDPR articles 15 and 20), as the file
 * exportMyData answers. A company's member gets their own data and the company's orders they placed.
 */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    customerNumber: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locale: localeCodeSchema,
    currency: currencyCodeSchema,
    loyaltyPoints: z.number().int(),
    createdAt: z.string(),
  }),
  /** Their login within the company: the account holder's, or an invited member's. */
  membership: z.object({ role: memberRoleSchema, accountHolder: z.boolean(), since: z.string() }),
  consents: z.object({ newsletter: consentSchema }),
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema),
  orderLists: z.array(
    z.object({
      name: z.string(),
      items: z.array(z.object({ productId: z.number().int(), quantity: z.number().int() })),
    }),
  ),
  reviews: z.array(
    z.object({
      productId: z.number().int(),
      authorName: z.string(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
  quotes: z.array(
    z.object({
      number: z.string(),
      requestedBy: z.string(),
      comment: z.string(),
      state: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** What they wrote about their orders (an order's conversation). */
  messages: z.array(z.object({ order: z.string(), body: z.string(), createdAt: z.string() })),
});
export type MyData = z.infer<typeof myDataSchema>;

export const myDataOperations = {
  exportMyData: defineOperation({
    id: 'exportMyData',
    method: 'GET',
    path: '/me/data',
    summary:
      "Everything the shop stores of the logged-in person as a JSON file to keep (GDPR art. 15 and 20): profile, membership, consents, addresses, orders, order lists, reviews, quotes and messages (a company's member: the orders they placed)",
    tag: 'customer',
    auth: 'customer',
    download: 'application/json',
    response: z.string().describe('The MyData document as a JSON file (Content-Disposition: attachment)'),
  }),
  deleteMyAccount: defineOperation({
    id: 'deleteMyAccount',
    method: 'POST',
    path: '/me/deletion',
    summary:
      "Deletes the logged-in person's login and personal data (GDPR art. 17) after the password is given again; orders stay without their name, invoices as the law requires; every session ends and a last e-mail confirms it (a company's member: their own login only; refused while orders are under way, for the last administrator of a company with other members, and for the account holder while members remain)",
    tag: 'customer',
    auth: 'customer',
    body: z.object({ password: z.string().min(1, 'This field is required').max(200) }),
    response: z.object({ ok: z.literal(true) }),
  }),
  confirmNewsletter: defineOperation({
    id: 'confirmNewsletter',
    method: 'POST',
    path: '/newsletter/confirmations',
    summary:
      "Confirms a newsletter subscription with the token from the e-mail (double opt-in: single use, 48 hours); the subscription is stored only now (400 with details.reason 'invalid' or 'expired')",
    tag: 'customer',
    body: z.object({ token: z.string().min(20).max(200) }),
    response: z.object({ ok: z.literal(true) }),
  }),
};
