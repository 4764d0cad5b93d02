import {
  type AdminQuote,
  type AdminQuoteSummary,
  defaultLocale,
  type LocaleCode,
  type QuoteState,
  type sendQuoteBodySchema,
} from '@shop/contracts';
import { and, count, desc, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import type { CustomerRow } from '../customer';
import { type CustomerService, customerContacts } from '../customer';
import { type MailOutbox, quoteOfferedMail } from '../mail';
import { dayAfter, endOfDay, shopDay } from './days';
import { quoteNumber } from './held-prices';
import type { QuoteDependencies, QuoteService } from './service';
import { quoteLines, quotes } from './tables';
import { type QuoteRow, stateOf } from './view';

type SendQuote = z.output<typeof sendQuoteBodySchema>;

interface StaffDependencies extends Pick<QuoteDependencies, 'now'> {
  customers: Pick<CustomerService, 'byId'>;
  outbox: MailOutbox;
  /** The storefront's origin, for the link in the customer's e-mail. */
  publicUrl: string;
}

type Contact = Pick<CustomerRow, 'id' | 'customerNumber' | 'firstName' | 'lastName' | 'email'>;

const contactOf = (customer: Contact) => ({
  id: customer.id,
  customerNumber: customer.customerNumber,
  name: `${customer.firstName} ${customer.lastName}`.trim(),
  email: customer.email,
});

/**
 * Staff's side of quotes: the requests listed by state, one read as its customer sees it, and the
 * answer sent: a price (or a discount on the customer's own price) for every line, the last day it
 * holds and a message, under the quote's row lock, audited and e-mailed to the customer.
 */
export function quoteDesk(db: Database, deps: StaffDependencies, quotesOf: QuoteService) {
  /** The stored states and dates a state of the list names ('expired' is read from the date). */
  function stateFilter(state: QuoteState | 'all', now: Date): SQL | undefined {
    const open = or(eq(quotes.state, 'offered'), eq(quotes.state, 'accepted'));
    if (state === 'all') return undefined;
    if (state === 'expired') return and(open, isNotNull(quotes.expiresAt), lte(quotes.expiresAt, now));
    if (state === 'offered' || state === 'accepted') return and(eq(quotes.state, state), gt(quotes.expiresAt, now));
    return eq(quotes.state, state);
  }

  /** The quote and its customer. */
  async function find(id: number) {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
    const customer = row && (await deps.customers.byId(row.customerId));
    if (!row || !customer) throw notFound(`Quote ${id} does not exist`);
    return { row, customer };
  }

  async function read(id: number): Promise<AdminQuote> {
    const { row, customer } = await find(id);
    const [quote] = await quotesOf.reader.many(customer, [row]);
    return { ...quote!, customer: { ...contactOf(customer), excludeTax: customer.excludeTax } };
  }

  /** The quoted net unit price of each line, from a price or a discount on the list price. */
  function priced(lines: Array<typeof quoteLines.$inferSelect>, body: SendQuote) {
    const given = new Map(body.lines.map((line, i) => [line.id, { ...line, i }]));
    body.lines.forEach((line, i) => {
      if (!lines.some((own) => own.id === line.id))
        throw staffFieldRefusal(`body.lines.${i}.id`, 'quoteLineUnknown', { line: line.id });
    });
    const missing = lines.filter((line) => !given.has(line.id));
    if (missing.length > 0) throw staffFieldRefusal('body.lines', 'quotePriceMissing');
    return lines.map((line) => {
      const { price, discountPercent, i } = given.get(line.id)!;
      if (price !== undefined) return { id: line.id, price, discountBasisPoints: null };
      if (line.listPrice === null)
        throw staffFieldRefusal(`body.lines.${i}.discountPercent`, 'quoteNoListPrice', { line: line.position });
      const basisPoints = Math.round(discountPercent! * 100);
      return {
        id: line.id,
        price: Math.round((line.listPrice * (10_000 - basisPoints)) / 10_000),
        discountBasisPoints: basisPoints,
      };
    });
  }

  return {
    async list(query: { state: QuoteState | 'all'; offset: number; limit: number }) {
      const where = stateFilter(query.state, new Date(deps.now()));
      const lineCount = db
        .select({
          quoteId: quoteLines.quoteId,
          lines: count().as('lines'),
          // The quoted net goods once every line has its price.
          subtotal: sql<string | null>`case when bool_and(${quoteLines.price} is not null)
            then sum(${quoteLines.price}::bigint * ${quoteLines.quantity}) end`.as('subtotal'),
        })
        .from(quoteLines)
        .groupBy(quoteLines.quoteId)
        .as('line_count');
      const contacts = customerContacts();
      const [rows, [total]] = await Promise.all([
        db
          .select({
            quote: quotes,
            customer: {
              id: contacts.id,
              customerNumber: contacts.customerNumber,
              firstName: contacts.firstName,
              lastName: contacts.lastName,
              email: contacts.email,
            },
            lines: lineCount.lines,
            subtotal: lineCount.subtotal,
          })
          .from(quotes)
          .innerJoin(contacts, eq(contacts.id, quotes.customerId))
          .innerJoin(lineCount, eq(lineCount.quoteId, quotes.id))
          .where(where)
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ n: count() }).from(quotes).where(where),
      ]);
      const now = deps.now();
      const data = rows.map(
        ({ quote, customer, lines, subtotal }): AdminQuoteSummary => ({
          id: quote.id,
          number: quoteNumber(quote.id),
          state: stateOf(quote, now),
          customer: contactOf(customer),
          requestedDate: quote.createdAt.toISOString(),
          validUntil: quote.validUntil,
          lines: Number(lines),
          currency: quote.currency,
          subtotal: quote.state === 'requested' || subtotal === null ? null : Number(subtotal),
        }),
      );
      return { data, count: total?.n ?? 0, offset: query.offset, limit: query.limit };
    },

    get: read,

    async send(id: number, body: SendQuote, actor: string): Promise<AdminQuote> {
      const today = shopDay(deps.now());
      if (body.validUntil < today) throw staffFieldRefusal('body.validUntil', 'quoteValidUntilPast');
      if (body.validUntil > dayAfter(today, 366)) throw staffFieldRefusal('body.validUntil', 'quoteValidUntilFar');
      const { row, customer } = await find(id);
      const notOpen = () => staffRefusal('CONFLICT', 'quoteNotOpen', { number: quoteNumber(id) });
      if (row.state !== 'requested' && row.state !== 'offered') throw notOpen();
      const lines = (await quotesOf.reader.linesOf([row])).get(id) ?? [];
      const prices = priced(lines, body);
      // The quote as it will read once sent: the customer's e-mail is written from it, before
      // the transaction (PGlite has one connection), and queued in it.
      const sentRow: QuoteRow = {
        ...row,
        state: 'offered',
        message: body.message,
        validUntil: body.validUntil,
        expiresAt: endOfDay(body.validUntil),
        offeredAt: new Date(deps.now()),
        offeredBy: actor,
      };
      const sentLines = lines.map((line) => ({ ...line, ...prices.find((p) => p.id === line.id)! }));
      const [sent] = await quotesOf.reader.many(customer, [sentRow], new Map([[id, sentLines]]));
      const locale = row.locale as LocaleCode;
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      const mail = quoteOfferedMail(
        sent!,
        { email: row.requestedBy, name: sent!.requestedByName },
        `${deps.publicUrl}${prefix}/my-account/quotes?quote=${id}`,
        locale,
      );
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
        if (current!.state !== 'requested' && current!.state !== 'offered') throw notOpen();
        for (const line of prices)
          await tx
            .update(quoteLines)
            .set({ price: line.price, discountBasisPoints: line.discountBasisPoints })
            .where(eq(quoteLines.id, line.id));
        const { state, message, validUntil, expiresAt, offeredAt, offeredBy } = sentRow;
        await tx
          .update(quotes)
          .set({ state, message, validUntil, expiresAt, offeredAt, offeredBy, updatedAt: sql`now()` })
          .where(eq(quotes.id, id));
        await recordAudit(tx, {
          actor,
          action: 'quote.send',
          entity: 'quote',
          entityId: quoteNumber(id),
          before: { state: current!.state, validUntil: current!.validUntil, prices: lines.map((l) => l.price) },
          after: {
            state: 'offered',
            customer: customer.customerNumber,
            validUntil: body.validUntil,
            currency: row.currency,
            prices: prices.map((line) => line.price),
            total: sent!.totals?.total ?? null,
          },
        });
        await deps.outbox.enqueue(tx, mail);
      });
      await deps.outbox.deliver();
      return read(id);
    },
  };
}
export type QuoteDesk = ReturnType<typeof quoteDesk>;
