import { z } from 'zod';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { maxQuoteText, quoteSchema, quoteStates } from './quote';
import { staffRefusalText as said } from './staff-refusals';

/** The customer a quote belongs to, as the back office names them. */
const quoteCustomerSchema = z.object({
  id: z.number().int(),
  customerNumber: z.string(),
  name: z.string(),
  email: z.string(),
});

/** A quote as staff read it: the customer's view (net and gross as the customer sees it) and whose it is. */
export const adminQuoteSchema = quoteSchema
  .extend({ customer: quoteCustomerSchema.extend({ excludeTax: z.boolean() }) })
  .meta({ id: 'AdminQuote' });
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

/** A line of the back office's list of quotes. */
export const adminQuoteSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    state: z.enum(quoteStates),
    customer: quoteCustomerSchema,
    requestedDate: z.string(),
    validUntil: z.string().nullable(),
    lines: z.number().int(),
    currency: z.string(),
    /** The quoted net goods; null until sent. */
    subtotal: z.number().int().nullable(),
  })
  .meta({ id: 'AdminQuoteSummary' });
export type AdminQuoteSummary = z.infer<typeof adminQuoteSummarySchema>;

/** A quoted line: a net unit price in cents, or a discount on the customer's price in percent. */
const quotedLineSchema = z
  .object({
    id: rowIdSchema,
    price: z
      .number({ error: said('quotePriceMissing') })
      .int(said('quotePriceMissing'))
      .min(0, said('quotePriceMissing'))
      .max(100_000_000, said('quotePriceMissing'))
      .optional(),
    discountPercent: z
      .number({ error: said('quoteDiscountRange') })
      .gt(0, said('quoteDiscountRange'))
      .max(100, said('quoteDiscountRange'))
      .optional(),
  })
  .refine((line) => line.price !== undefined || line.discountPercent !== undefined, {
    message: said('quotePriceMissing'),
    path: ['price'],
  });

/** What staff send: a price or a discount per line, the last day the prices hold, a message. */
export const sendQuoteBodySchema = z.object({
  lines: z.array(quotedLineSchema).min(1, said('quotePriceMissing')).max(500),
  validUntil: z.iso.date(said('quoteValidUntilPast')),
  message: z
    .string()
    .trim()
    .max(maxQuoteText, said('atMostCharacters', { maximum: maxQuoteText }))
    .default(''),
});

export const adminQuoteOperations = {
  listQuoteRequests: defineOperation({
    id: 'listQuoteRequests',
    method: 'GET',
    path: '/admin/api/quotes',
    summary: 'Quotes of one state (open requests by default) or all, newest first, paged (staff)',
    tag: 'quote admin',
    auth: 'clerk',
    query: z.object({
      state: z.enum([...quoteStates, 'all']).default('requested'),
      offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(25),
    }),
    response: z.object({
      data: z.array(adminQuoteSummarySchema),
      count: z.number().int(),
      offset: z.number().int(),
      limit: z.number().int(),
    }),
  }),
  getQuoteRequest: defineOperation({
    id: 'getQuoteRequest',
    method: 'GET',
    path: '/admin/api/quotes/:quoteId',
    summary: 'One quote with its lines, the customer’s prices and the quoted ones (staff)',
    tag: 'quote admin',
    auth: 'clerk',
    params: z.object({ quoteId: rowIdSchema }),
    response: adminQuoteSchema,
  }),
  sendQuote: defineOperation({
    id: 'sendQuote',
    method: 'POST',
    path: '/admin/api/quotes/:quoteId/send',
    summary:
      'Sends a quote: a price or a discount for every line, the last day it holds and a message; the customer is e-mailed in their language (staff)',
    tag: 'quote admin',
    auth: 'clerk',
    params: z.object({ quoteId: rowIdSchema }),
    body: sendQuoteBodySchema,
    response: adminQuoteSchema,
  }),
};
