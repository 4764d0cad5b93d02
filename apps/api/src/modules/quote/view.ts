import {
  type LocaleCode,
  type PriceInfo,
  type Quote,
  type QuoteLine,
  type Settings,
  siteConfig,
} from '@shop/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ShopperView } from '../../lib/shopper';
import { cartTotals } from '../cart';
import type { CatalogService } from '../catalog';
import type { CustomerRow, CustomerService } from '../customer';
import { showsGross, taxOn } from '../pricing';
import { quoteNumber } from './held-prices';
import { quoteLines, type quotes } from './tables';

export type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

interface Dependencies {
  catalog: Pick<CatalogService, 'cards'>;
  customers: Pick<CustomerService, 'orderAddresses'>;
  settings: () => Promise<Settings>;
  now: () => number;
}

/** Where a quote stands now: an offered or accepted quote past its date has expired. */
export const stateOf = (row: QuoteRow, now: number): Quote['state'] =>
  (row.state === 'offered' || row.state === 'accepted') && row.expiresAt !== null && row.expiresAt.getTime() <= now
    ? 'expired'
    : row.state;

/**
 * Quotes as their customer reads them (and staff, who see what the customer sees): the products'
 * names in the quote's language, the quoted unit prices shown with tax or net as the customer is
 * shown prices, and the totals reckoned as a cart's are (tax per rate, none for an account
 * excluded from taxation), without shipping.
 */
export function quoteReader(db: Database, { catalog, customers, settings, now }: Dependencies) {
  /** The customer as a shopper in the quote's language and currency, taxed for their shipping address's country. */
  async function viewOf(customer: CustomerRow, row: QuoteRow): Promise<ShopperView> {
    const saved = await customers.orderAddresses(customer.id);
    return {
      locale: row.locale as LocaleCode,
      currency: row.currency,
      shopper: {
        customerId: customer.id,
        customerNumber: customer.customerNumber,
        excludeTax: customer.excludeTax,
        loggedIn: true,
        country: saved?.shipping.country ?? siteConfig.defaultCountry,
      },
    };
  }

  async function linesOf(rows: QuoteRow[]) {
    const lines =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(quoteLines)
            .where(
              inArray(
                quoteLines.quoteId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
    const byQuote = new Map<number, LineRow[]>();
    for (const line of lines) byQuote.set(line.quoteId, [...(byQuote.get(line.quoteId) ?? []), line]);
    return byQuote;
  }

  /** One quote with its lines, for its customer. */
  async function read(customer: CustomerRow, row: QuoteRow, lines: LineRow[]): Promise<Quote> {
    const view = await viewOf(customer, row);
    const gross = showsGross(await settings(), view.shopper);
    const cards = new Map(
      (
        await catalog.cards(
          lines.map((line) => line.productId),
          view,
        )
      ).map((card) => [card.id, card]),
    );
    const priced: Array<{ quantity: number; priceInfo: PriceInfo | null; selectedAddtionalProducts: object }> = [];
    const quoted = lines.flatMap((line): QuoteLine[] => {
      const card = cards.get(line.productId);
      if (!card) return [];
      const rate = card.priceInfo?.taxRate ?? 0;
      const shown = line.price === null ? null : gross ? line.price + taxOn(line.price, rate) : line.price;
      if (line.price !== null && shown !== null && card.priceInfo)
        priced.push({
          quantity: line.quantity,
          priceInfo: {
            ...card.priceInfo,
            regular: line.price,
            special: null,
            displayRegular: shown,
            displaySpecial: null,
          },
          selectedAddtionalProducts: {},
        });
      return [
        {
          id: line.id,
          productId: line.productId,
          sku: card.sku,
          itemnum: card.itemnum,
          name: card.name,
          slug: card.slug,
          quantity: line.quantity,
          listPrice: line.listPrice,
          price: line.price,
          discountPercent: line.discountBasisPoints === null ? null : line.discountBasisPoints / 100,
          displayPrice: shown,
          displayRowTotal: shown === null ? null : shown * line.quantity,
        },
      ];
    });
    const excludeTax = customer.excludeTax;
    const totals =
      row.state !== 'requested' && priced.length === quoted.length && priced.length > 0
        ? cartTotals(priced as Parameters<typeof cartTotals>[0], { excludeTax, gross })
        : null;
    return {
      id: row.id,
      number: quoteNumber(row.id),
      state: stateOf(row, now()),
      currency: row.currency,
      comment: row.comment,
      message: row.message,
      requestedBy: row.requestedBy,
      // Quotes asked before members were recorded name the account's holder.
      requestedByName: row.requestedByName || `${customer.firstName} ${customer.lastName}`.trim(),
      requestedDate: row.createdAt.toISOString(),
      offeredDate: row.offeredAt?.toISOString() ?? null,
      validUntil: row.validUntil,
      orderNumber: row.orderNumber,
      displayExcludingTaxes: excludeTax || !gross,
      lines: quoted,
      totals: totals && {
        subtotal: totals.subtotal!,
        taxes: totals.taxes!,
        taxAmount: totals.tax_amount!,
        total: totals.subtotal! + totals.tax_amount!,
      },
    };
  }

  return {
    /** Quotes of one customer, with their lines. */
    async many(customer: CustomerRow, rows: QuoteRow[], given?: Map<number, LineRow[]>): Promise<Quote[]> {
      const lines = given ?? (await linesOf(rows));
      return Promise.all(rows.map((row) => read(customer, row, lines.get(row.id) ?? [])));
    },
    linesOf,
  };
}
