import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { priceListCustomers, priceListEntries, priceLists, prices } from '../modules/pricing/tables';

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

/** The code of the euro price list `givePriceList` gives a customer. */
export const ownListCode = (customerNumber: string) => `PL-${customerNumber}`;

/**
 * A euro price list held by the customer alone (as the ERP writes it), made on first use, with
 * these prices (from 1 unit unless `minQty` says).
 */
export async function holdPriceList(
  db: Database,
  customerNumber: string,
  entries: Array<{ productId: number; price: number; minQty?: number }>,
) {
  const code = ownListCode(customerNumber);
  await db.insert(priceLists).values({ code, name: customerNumber, currency: 'EUR' }).onConflictDoNothing();
  const [list] = await db.select().from(priceLists).where(eq(priceLists.code, code));
  await db.insert(priceListEntries).values(entries.map((entry) => ({ priceListId: list!.id, ...entry })));
  await db
    .insert(priceListCustomers)
    .values({ customerNumber, priceListId: list!.id })
    .onConflictDoUpdate({ target: priceListCustomers.customerNumber, set: { priceListId: list!.id } });
  return list!;
}

/** A price list of the customer's own with one product at `price` cents (added to it when they have it). */
export const givePriceList = (db: Database, customerNumber: string, productId: number, price: number) =>
  holdPriceList(db, customerNumber, [{ productId, price }]);

/** Takes the customer's own list away and deletes it. */
export async function dropPriceList(db: Database, customerNumber: string) {
  await db.delete(priceListCustomers).where(eq(priceListCustomers.customerNumber, customerNumber));
  await db.delete(priceLists).where(eq(priceLists.code, ownListCode(customerNumber)));
}
