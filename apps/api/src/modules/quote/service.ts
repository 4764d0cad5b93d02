import { type Cart, maxLineQuantity, type Quote, type QuoteRefusal, type Settings, unitPrice } from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { invalid, notFound, refusal } from '../../lib/domain-errors';
import type { ShopperView } from '../../lib/shopper';
import type { CartService } from '../cart';
import type { CatalogService } from '../catalog';
import type { CustomerRow, CustomerService } from '../customer';
import { quoteNumber } from './held-prices';
import { quoteLines, quotes } from './tables';
import { type QuoteRow, quoteReader, stateOf } from './view';

export interface QuoteDependencies {
  catalog: Pick<CatalogService, 'cards' | 'productNames'>;
  carts: Pick<CartService, 'changeOwn' | 'wantedLines'>;
  customers: Pick<CustomerService, 'orderAddresses' | 'byId'>;
  settings: () => Promise<Settings>;
  /** The clock a quote's expiry is read by (tests move it). */
  now: () => number;
}

export interface QuoteRequest {
  items: Array<{ sku: string; quantity: number }>;
  comment: string;
  cartId?: string;
}

/** The member of the customer's company who asks, as their login names them. */
export interface Requester {
  memberId: number;
  email: string;
  name: string;
}

const refused = (reason: QuoteRefusal, message: string) => refusal('CONFLICT', message, { reason });

/** What keeps a quote from being accepted or ordered now, in the storefront's words. */
function closed(row: QuoteRow, now: number) {
  const number = quoteNumber(row.id);
  switch (stateOf(row, now)) {
    case 'requested':
      return refused('quote-not-offered', `Quote ${number} has not been answered yet`);
    case 'ordered':
      return refused('quote-ordered', `Quote ${number} was ordered already`);
    case 'declined':
      return refused('quote-declined', `Quote ${number} was declined`);
    case 'expired':
      return refused('quote-expired', `Quote ${number} expired after ${row.validUntil}: ask for a new quote`);
    default:
      return undefined;
  }
}

/**
 * Quotes as the customer has them: asked for from the cart's lines (the cart emptied, its lines
 * waiting in the quote), read with the quoted prices and totals, accepted (the lines go into their
 * cart at the quoted prices, held until the quote expires) or declined. A quote is its customer's
 * alone; anyone else's is answered like a missing one.
 */
export function quoteService(db: Database, deps: QuoteDependencies) {
  const reader = quoteReader(db, deps);

  async function customerOf(customerId: number): Promise<CustomerRow> {
    const customer = await deps.customers.byId(customerId);
    if (!customer) throw notFound(`Customer ${customerId} does not exist`);
    return customer;
  }

  async function one(customer: CustomerRow, quoteId: number): Promise<Quote> {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    const [quote] = await reader.many(customer, [row!]);
    return quote!;
  }

  /** The customer's quote under its row lock (taken after the cart's). */
  async function locked(tx: Transaction, customerId: number, quoteId: number): Promise<QuoteRow> {
    const [row] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.customerId, customerId)))
      .for('update');
    if (!row) throw notFound(`Quote ${quoteId} does not exist`);
    return row;
  }

  return {
    async request(view: ShopperView, body: QuoteRequest, requester: Requester): Promise<Quote> {
      const customer = await customerOf(view.shopper.customerId!);
      const { lines, rejected } = await deps.carts.wantedLines(
        body.items.map((item) => ({ number: item.sku, quantity: item.quantity })),
        view,
      );
      if (rejected.length > 0)
        throw invalid(
          rejected[0]!.message,
          rejected.map((row) => ({ path: `body.items.${row.row}.sku`, message: row.message })),
        );
      // A product asked for twice is one line of both quantities.
      const wanted = new Map<number, number>();
      for (const line of lines)
        wanted.set(line.productId, Math.min(maxLineQuantity, (wanted.get(line.productId) ?? 0) + line.quantity));
      const cards = await deps.catalog.cards([...wanted.keys()], view, { quantities: wanted });
      const listPrice = new Map(
        cards.map((card) => [
          card.id,
          card.priceInfo && card.priceInfo.currency === view.currency ? unitPrice(card.priceInfo) : null,
        ]),
      );
      let id = 0;
      await deps.carts.changeOwn(view, async (tx, cart) => {
        if (body.cartId !== undefined && body.cartId !== cart.id) throw notFound(`Cart ${body.cartId} does not exist`);
        const [row] = await tx
          .insert(quotes)
          .values({
            customerId: customer.id,
            requestedBy: requester.email,
            memberId: requester.memberId,
            requestedByName: requester.name,
            locale: view.locale,
            currency: view.currency,
            comment: body.comment,
          })
          .returning({ id: quotes.id });
        id = row!.id;
        await tx.insert(quoteLines).values(
          [...wanted].map(([productId, quantity], i) => ({
            quoteId: id,
            position: i + 1,
            productId,
            quantity,
            listPrice: listPrice.get(productId) ?? null,
          })),
        );
        // The cart's own lines now wait in the quote; an accepted quote's lines stay.
        if (body.cartId !== undefined) await cart.clearOwn();
      });
      return one(customer, id);
    },

    async list(customerId: number): Promise<Quote[]> {
      const customer = await customerOf(customerId);
      const rows = await db
        .select()
        .from(quotes)
        .where(eq(quotes.customerId, customerId))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(100);
      return reader.many(customer, rows);
    },

    /**
     * Accepts an offered quote and puts its lines into the customer's cart at the quoted prices;
     * an accepted one's lines are put back at the quoted quantities (once: a line per quote line).
     * Two accepts at once take turns on the cart's lock and leave one set of lines.
     */
    async accept(view: ShopperView, quoteId: number): Promise<Cart> {
      const customerId = view.shopper.customerId!;
      // Read before the cart's transaction (PGlite has one connection); a quote's lines never change.
      const [mine] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), eq(quotes.customerId, customerId)));
      if (!mine) throw notFound(`Quote ${quoteId} does not exist`);
      const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId));
      const skus = await deps.catalog.productNames(
        lines.map((line) => line.productId),
        view.locale,
      );
      return deps.carts.changeOwn(view, async (tx, cart) => {
        const row = await locked(tx, customerId, quoteId);
        const refusalNow = closed(row, deps.now());
        if (refusalNow) throw refusalNow;
        const number = quoteNumber(row.id);
        await cart.putQuoted(
          lines.map((line) => ({
            productId: line.productId,
            lineKey: `${skus.get(line.productId)?.sku ?? line.productId}@${number}`,
            quantity: line.quantity,
            quoteLineId: line.id,
          })),
        );
        if (row.state === 'offered')
          await tx.update(quotes).set({ state: 'accepted', updatedAt: sql`now()` }).where(eq(quotes.id, row.id));
      });
    },

    /** Declines a quote not ordered yet; its lines leave the cart. */
    async decline(view: ShopperView, quoteId: number): Promise<Quote> {
      const customer = await customerOf(view.shopper.customerId!);
      await deps.carts.changeOwn(view, async (tx, cart) => {
        const row = await locked(tx, customer.id, quoteId);
        if (row.state === 'ordered') throw closed(row, deps.now())!;
        if (row.state === 'declined') return;
        const lines = await tx.select({ id: quoteLines.id }).from(quoteLines).where(eq(quoteLines.quoteId, row.id));
        await cart.dropQuoted(lines.map((line) => line.id));
        await tx.update(quotes).set({ state: 'declined', updatedAt: sql`now()` }).where(eq(quotes.id, row.id));
      });
      return one(customer, quoteId);
    },

    reader,
  };
}
export type QuoteService = ReturnType<typeof quoteService>;
