import { z } from 'zod';
import { cartSchema } from './cart';
import { maxCartLines, maxLineQuantity } from './cart-rules';
import { viewQuery } from './catalog';
import { currencyCodeSchema } from './codes';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';

const money = z.number().int().describe('Minor units (cents)');

/**
 * Where a quote stands: asked for, answered by staff with prices (offered), accepted by the buyer
 * (its lines are in their cart at the quoted prices), ordered, declined by the buyer, or past its
 * validity date without an order (expired).
 */
export const quoteStates = ['requested', 'offered', 'accepted', 'ordered', 'declined', 'expired'] as const;
export type QuoteState = (typeof quoteStates)[number];

/**
 * Why the storefront is refused a quote step (`details.reason` of a CONFLICT), which it words in
 * the page's language: the quote is past its date, not answered yet, ordered or declined already.
 */
export const quoteRefusals = ['quote-expired', 'quote-not-offered', 'quote-ordered', 'quote-declined'] as const;
export type QuoteRefusal = (typeof quoteRefusals)[number];

/** The longest comment a buyer or a message staff may write on a quote. */
export const maxQuoteText = 2000;

export const quoteLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  itemnum: z.string(),
  name: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  /** The customer's own net unit price when they asked (price list, quantity tier); null when none. */
  listPrice: money.nullable(),
  /** The quoted net unit price; null until staff send the quote. */
  price: money.nullable(),
  /** The discount on the list price staff gave instead of a price, in percent (12.5); null when they gave a price. */
  discountPercent: z.number().nullable(),
  /** The quoted unit price as this customer is shown prices (with tax, or net); null until quoted. */
  displayPrice: money.nullable(),
  /** The line's total at the quoted price as shown (display price times quantity); null until quoted. */
  displayRowTotal: money.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** A quote's totals at the quoted prices, computed as the cart computes them (shipping comes at checkout). */
export const quoteTotalsSchema = z.object({
  /** Net goods. */
  subtotal: money,
  /** Tax per rate (basis points); none for an account excluded from taxation. */
  taxes: z.array(z.object({ rate: z.number().int(), amount: money })),
  taxAmount: money,
  /** Goods with tax: what the lines add up to before shipping. */
  total: money,
});

export const quoteSchema = z
  .object({
    id: z.number().int(),
    /** Q-<year>-<6 digits>. */
    number: z.string(),
    state: z.enum(quoteStates),
    currency: currencyCodeSchema,
    /** The buyer's comment with the request. */
    comment: z.string(),
    /** Staff's message with the offer; '' until sent. */
    message: z.string(),
    /** Who asked: the member's e-mail and name. */
    requestedBy: z.string(),
    requestedByName: z.string(),
    requestedDate: z.string(),
    offeredDate: z.string().nullable(),
    /** The last day (YYYY-MM-DD, the shop's time zone) the quoted prices hold; null until sent. */
    validUntil: z.string().nullable(),
    /** The order placed at the quoted prices. */
    orderNumber: z.string().nullable(),
    /** Prices are shown net to this customer (business display, or excluded from taxation). */
    displayExcludingTaxes: z.boolean(),
    lines: z.array(quoteLineSchema),
    /** Null until quoted. */
    totals: quoteTotalsSchema.nullable(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

const quoteParams = z.object({ quoteId: rowIdSchema });

export const quoteOperations = {
  requestQuote: defineOperation({
    id: 'requestQuote',
    method: 'POST',
    path: '/me/quotes',
    summary:
      "Asks the shop for a quote on these lines with a comment; with the cart's id, the cart is emptied (its lines wait in the quote)",
    tag: 'quote',
    auth: 'customer',
    status: 201,
    query: z.object(viewQuery),
    body: z.object({
      items: z
        .array(
          z.object({
            sku: z.string().trim().min(1, 'Name the product by its SKU').max(100),
            quantity: z
              .number({ error: 'quantity must be a whole number' })
              .int('quantity must be a whole number')
              .min(1, 'quantity must be at least 1')
              .max(maxLineQuantity, `quantity can be at most ${maxLineQuantity}`),
          }),
        )
        .min(1, 'Ask for at least one product')
        .max(maxCartLines, `A quote can have at most ${maxCartLines} lines`),
      comment: z.string().trim().max(maxQuoteText, `At most ${maxQuoteText} characters`).default(''),
      cartId: z.uuid({ error: 'cartId must be a cart id' }).optional(),
    }),
    response: quoteSchema,
  }),
  listQuotes: defineOperation({
    id: 'listQuotes',
    method: 'GET',
    path: '/me/quotes',
    summary: "The customer's quotes, newest first, with the quoted prices and totals",
    tag: 'quote',
    auth: 'customer',
    query: z.object(viewQuery),
    response: z.object({ data: z.array(quoteSchema) }),
  }),
  acceptQuote: defineOperation({
    id: 'acceptQuote',
    method: 'POST',
    path: '/me/quotes/:quoteId/accept',
    summary:
      "Accepts an offered quote: its lines go into the customer's cart at the quoted prices, held until the quote expires (repeating it puts them back once)",
    tag: 'quote',
    auth: 'customer',
    params: quoteParams,
    query: z.object(viewQuery),
    response: cartSchema,
  }),
  declineQuote: defineOperation({
    id: 'declineQuote',
    method: 'POST',
    path: '/me/quotes/:quoteId/decline',
    summary: 'Declines a quote not ordered yet; its lines leave the cart',
    tag: 'quote',
    auth: 'customer',
    params: quoteParams,
    query: z.object(viewQuery),
    response: quoteSchema,
  }),
};
