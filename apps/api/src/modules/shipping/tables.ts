import type { LocaleCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A way of shipping (standard parcel, express…), named per language; its rates say where it goes. */
export const shippingMethods = pgTable('shipping_method', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Partial<Record<LocaleCode, string>>>().notNull(),
  /** Shipping is taxed at this tax class's rate of the destination country. */
  taxClass: text('tax_class').notNull().default('standard'),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Raised by every change of the method or its rates: a change made against an older version is refused. */
  version: integer('version').notNull().default(1),
});

/**
 * What a method costs to one country in one currency (net, minor units), and the net goods value
 * from which it is free. A method without a rate for a country does not ship there.
 */
export const shippingRates = pgTable(
  'shipping_rate',
  {
    methodCode: text('method_code')
      .notNull()
      .references(() => shippingMethods.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    price: integer('price').notNull(),
    freeFrom: integer('free_from'),
  },
  (t) => [
    primaryKey({ columns: [t.methodCode, t.country, t.currency] }),
    check('shipping_rate_not_negative', sql`${t.price} >= 0 and (${t.freeFrom} is null or ${t.freeFrom} >= 0)`),
  ],
);
