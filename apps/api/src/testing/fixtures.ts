import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { priceListEntries, priceLists, prices } from '../modules/pricing/tables';

/** A customer's address row, their default for shipping and billing: in Köln unless `place` says otherwise. */
export const defaultAddressRow = (
  customer: { id: number; firstName: string; lastName: string },
  place: { street: string; city?: string; postalCode?: string } = { street: 'Werkstraße 9' },
) => ({
  customerId: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  city: 'Köln',
  postalCode: '50667',
  ...place,
  country: 'DE',
  isShipping: true,
  isBilling: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
});

/** The product's list price in euros, in cents, with no special price beside it. */
export const setListPrice = (db: Database, productId: number, regular: number) =>
  db
    .update(prices)
    .set({ regular, special: null })
    .where(and(eq(prices.productId, productId), eq(prices.currency, 'EUR')));

/** A price list of the customer's own (as the ERP writes it) with one product at `price` cents. */
export async function givePriceList(db: Database, customerNumber: string, productId: number, price: number) {
  const [list] = await db.insert(priceLists).values({ customerNumber, name: customerNumber }).returning();
  await db.insert(priceListEntries).values({ priceListId: list!.id, productId, currency: 'EUR', price, minQty: 1 });
}
