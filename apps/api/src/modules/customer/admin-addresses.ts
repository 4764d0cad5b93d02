import type { customerAddressSchema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { notFound, staffFieldRefusal, staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { type AddressRow, addressOf, toAddress, writeAddress } from './address-book';
import { customerAtVersion } from './staff-change';
import { addresses, customers } from './tables';

type AddressInput = z.output<typeof customerAddressSchema>;

const kinds = [
  { use: 'isBilling', default: 'isDefaultBilling', kept: 'defaultBillingKept' },
  { use: 'isShipping', default: 'isDefaultShipping', kept: 'defaultShippingKept' },
] as const;

/** Which addresses of a book are the defaults (ids, null for none): what an audit row shows moving. */
const defaultsOf = (book: AddressRow[]) => ({
  billing: book.find((a) => a.isDefaultBilling)?.id ?? null,
  shipping: book.find((a) => a.isDefaultShipping)?.id ?? null,
});

/** An address as staff recognise it in a message. */
const named = (a: AddressRow) => `${[a.company, a.street].filter(Boolean).join(', ')}, ${a.postalCode} ${a.city}`;

/**
 * A customer's address book as staff keep it (the shopper's own rules, such as billing addresses
 * managed by the shop, bind the customer, not staff). Each change names the customer's version
 * read, raises it and leaves an audit row with the address before and after and where the defaults
 * were. A customer keeps one default billing and one default shipping address once they have an
 * address of that kind: the first becomes it, another replaces it, and it is neither taken away
 * nor deleted (Shopware refuses deleting a default address likewise) until another is made it.
 */
export function customerAddressAdmin(db: Database) {
  /** Adds an address (`addressId` undefined) or changes one of the customer's. */
  async function save(id: number, addressId: number | undefined, input: AddressInput, version: number, actor: string) {
    await db.transaction(async (tx) => {
      const row = await customerAtVersion(tx, id, version);
      const book = await tx.select().from(addresses).where(eq(addresses.customerId, id)).orderBy(asc(addresses.id));
      const existing = addressId === undefined ? undefined : book.find((a) => a.id === addressId);
      if (addressId !== undefined && !existing)
        throw notFound(`Customer ${row.customerNumber} has no address ${addressId}`);
      const others = book.filter((a) => a.id !== addressId);
      const values = { ...input };
      for (const { use, default: preferred, kept } of kinds) {
        if (existing?.[preferred] && !input[preferred]) {
          throw staffFieldRefusal(`body.${preferred}`, kept);
        }
        // The default of a kind is an address of that kind; the first of a kind is the default.
        values[use] = input[use] || input[preferred];
        values[preferred] = input[preferred] || (values[use] && !others.some((a) => a[preferred]));
      }
      const saved = await writeAddress(tx, id, existing, values);
      await tx
        .update(customers)
        .set({ version: row.version + 1 })
        .where(eq(customers.id, id));
      const before = defaultsOf(book);
      await recordAudit(tx, {
        actor,
        action: existing ? 'customer.address.update' : 'customer.address.add',
        entity: 'customer',
        entityId: row.customerNumber,
        before: { address: existing ? toAddress(existing) : null, defaults: before },
        after: {
          address: toAddress(saved),
          defaults: {
            billing: saved.isDefaultBilling ? saved.id : before.billing,
            shipping: saved.isDefaultShipping ? saved.id : before.shipping,
          },
        },
      });
    });
  }

  return {
    addAddress: (id: number, input: AddressInput, version: number, actor: string) =>
      save(id, undefined, input, version, actor),

    updateAddress: (id: number, addressId: number, input: AddressInput, version: number, actor: string) =>
      save(id, addressId, input, version, actor),

    /** Deletes an address that is no default; a default is refused, naming what to do instead. */
    async deleteAddress(id: number, addressId: number, version: number, actor: string) {
      await db.transaction(async (tx) => {
        const row = await customerAtVersion(tx, id, version);
        const address = await addressOf(tx, id, addressId);
        if (!address) throw notFound(`Customer ${row.customerNumber} has no address ${addressId}`);
        if (kinds.some((k) => address[k.default]))
          throw staffRefusal('BAD_REQUEST', 'defaultAddressNotDeleted', { address: named(address) });
        await tx.delete(addresses).where(eq(addresses.id, address.id));
        await tx
          .update(customers)
          .set({ version: row.version + 1 })
          .where(eq(customers.id, id));
        await recordAudit(tx, {
          actor,
          action: 'customer.address.delete',
          entity: 'customer',
          entityId: row.customerNumber,
          before: { address: toAddress(address) },
          after: null,
        });
      });
    },
  };
}
