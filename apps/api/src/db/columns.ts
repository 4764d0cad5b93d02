import { type AnyPgColumn, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: every timestamp of the shop is stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, set by the database. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed (the writer sets it; the database sets the first). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The row this one belongs to: required, and deleted with it. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A file's bytes (a picture, a document), kept in the database so every API instance and a backup have them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
