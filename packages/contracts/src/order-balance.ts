import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { paymentMethodCodeSchema, paymentRedirectSchema } from './payment';

/**
 * The signed token of an order's pay-the-difference link: it names the order, so the link works
 * without a login (a guest's order too) and never for another order.
 */
const balanceToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'token is malformed')
  .describe("The token of the link in the change's e-mail");

const params = z.object({ id: rowIdSchema });

/**
 * What a paid order still asks for after a change: open (pay `due`), processing (a debit under
 * way) or settled (nothing open; `paid` is what its difference payments brought).
 */
export const orderBalanceSchema = z
  .object({
    orderId: z.number().int(),
    state: z.enum(['open', 'processing', 'settled']),
    /** Minor units still to pay. */
    due: z.number().int(),
    /** Minor units received by payments of differences. */
    paid: z.number().int(),
    currency: currencyCodeSchema,
    paymentMethodCode: paymentMethodCodeSchema,
    locale: localeCodeSchema,
  })
  .meta({ id: 'OrderBalance' });
export type OrderBalance = z.infer<typeof orderBalanceSchema>;

export const orderBalanceOperations = {
  getOrderBalance: defineOperation({
    id: 'getOrderBalance',
    method: 'GET',
    path: '/orders/:id/balance',
    summary: "What a paid order still asks for after staff made it dearer, read with the token of the change's e-mail",
    tag: 'payment',
    params,
    query: z.object({ token: balanceToken }),
    response: orderBalanceSchema,
  }),
  payOrderBalance: defineOperation({
    id: 'payOrderBalance',
    method: 'POST',
    path: '/orders/:id/balance/payments',
    summary:
      "Starts paying the difference with the order's provider; answers the provider's page. The amount is the one the shopper saw, checked against what is open.",
    tag: 'payment',
    status: 201,
    params,
    body: z.object({ token: balanceToken, amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
    response: paymentRedirectSchema,
  }),
  completeOrderBalance: defineOperation({
    id: 'completeOrderBalance',
    method: 'POST',
    path: '/orders/:id/balance/payments/return',
    summary: 'The shopper is back from paying the difference: the API asks the provider how it stands',
    tag: 'payment',
    params,
    body: z.object({ token: balanceToken, status: z.enum(['success', 'failure', 'cancel']) }),
    response: orderBalanceSchema,
  }),
};
