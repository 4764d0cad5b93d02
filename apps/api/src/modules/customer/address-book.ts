import {
  type Address,
  type AddressInput,
  addressInputSchema,
  fieldProblems,
  type Settings,
  sameAddress,
  siteConfig,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { fieldIssue, invalidField, notFound, refusal } from '../../lib/domain-errors';
import type { CustomerRow } from './tables';
import { addresses } from './tables';

export type AddressRow = typeof addresses.$inferSelect;

export const toAddress = ({ customerId: _, ...address }: AddressRow): Address => address;

/** An address's fields and uses, as a book keeps them. */
export type AddressValues = Omit<AddressRow, 'id' | 'customerId'>;

/** Address `id` of the customer's book; another customer's is none of theirs (undefined). */
export async function addressOf(db: Database | Transaction, customerId: number, id: number) {
  const [found] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return found;
}

/**
 * Writes an address into the customer's book in `tx`: a new one, or `existing` changed. One default
 * of each kind: a new default clears the old. Postal codes are kept in capitals.
 */
export async function writeAddress(
  tx: Transaction,
  customerId: number,
  existing: AddressRow | undefined,
  address: AddressValues,
): Promise<AddressRow> {
  const values = { ...address, postalCode: address.postalCode.toUpperCase() };
  if (values.isDefaultShipping)
    await tx.update(addresses).set({ isDefaultShipping: false }).where(eq(addresses.customerId, customerId));
  if (values.isDefaultBilling)
    await tx.update(addresses).set({ isDefaultBilling: false }).where(eq(addresses.customerId, customerId));
  const [saved] = existing
    ? await tx.update(addresses).set(values).where(eq(addresses.id, existing.id)).returning()
    : await tx
        .insert(addresses)
        .values({ ...values, customerId })
        .returning();
  return saved!;
}

/** A field the customer may not change (403), with the field for the form to show it at. */
const forbiddenField = (path: string, message: string) =>
  refusal('FORBIDDEN', message, { issues: [fieldIssue(path, message)] });

/** A customer's addresses, by the shop's address rules and settings. */
export function addressBook(db: Database, settings: () => Promise<Settings>) {
  return {
    /** Where an order goes and who is billed: the default addresses, else the first fitting one. */
    async orderAddresses(customerId: number) {
      const own = await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(addresses.id);
      const pick = (preferred: (a: AddressRow) => boolean, fits: (a: AddressRow) => boolean) =>
        own.find(preferred) ?? own.find(fits);
      const shipping = pick(
        (a) => a.isDefaultShipping,
        (a) => a.isShipping,
      );
      const billing =
        pick(
          (a) => a.isDefaultBilling,
          (a) => a.isBilling,
        ) ?? shipping;
      return shipping && billing ? { shipping: toAddress(shipping), billing: toAddress(billing) } : undefined;
    },

    /** One of the customer's addresses; another customer's is none. */
    async addressOf(customerId: number, id: number): Promise<Address | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
      return row && toAddress(row);
    },

    /** Adds an address or changes one of the customer's own, by the shop's address rules. */
    async saveAddress(row: CustomerRow, input: AddressInput): Promise<Address> {
      const address = addressInputSchema.parse(input);
      const rules = await settings();
      if (!siteConfig.countries.some((c) => c.iso === address.country))
        throw invalidField('body.country', fieldProblems.countryNotServed);
      if (rules.companyRequired && !address.company) throw invalidField('body.company', fieldProblems.required);
      const existing = address.id ? await addressOf(db, row.id, address.id) : undefined;
      // Another customer's address is answered like a missing one.
      if (address.id && !existing) throw notFound(`Address ${address.id} does not exist`);
      // While the shop manages billing addresses, a customer adds none and changes none of theirs
      // (nor un-ticks one); which of them is the default stays theirs, by its own setting.
      if (
        !rules.isBillingManagmentEnabled &&
        (existing?.isBilling ? !address.isBilling || !sameAddress(existing, address) : address.isBilling)
      )
        throw forbiddenField('body.isBilling', fieldProblems.billingManaged);
      if (address.isDefaultShipping !== (existing?.isDefaultShipping ?? false) && !rules.isDefaultShippingUpdateEnabled)
        throw forbiddenField('body.isDefaultShipping', fieldProblems.defaultShippingFixed);
      if (address.isDefaultBilling !== (existing?.isDefaultBilling ?? false) && !rules.isDefaultBillingUpdateEnabled)
        throw forbiddenField('body.isDefaultBilling', fieldProblems.defaultBillingFixed);
      const { id: _, ...values } = address;
      return toAddress(await db.transaction((tx) => writeAddress(tx, row.id, existing, values)));
    },

    /**
     * Keeps an address typed at checkout in the address book: an identical one is reused. It
     * becomes the default of its kind when asked and the shop lets customers change defaults;
     * billing addresses are kept only when customers manage their own.
     */
    async rememberAddress(
      row: CustomerRow,
      address: Omit<Address, 'id' | 'isBilling' | 'isShipping' | 'isDefaultBilling' | 'isDefaultShipping'>,
      kind: 'shipping' | 'billing',
      makeDefault: boolean,
    ) {
      const rules = await settings();
      if (kind === 'billing' && !rules.isBillingManagmentEnabled) return;
      const asDefault =
        makeDefault &&
        (kind === 'shipping' ? rules.isDefaultShippingUpdateEnabled : rules.isDefaultBillingUpdateEnabled);
      const own = await db.select().from(addresses).where(eq(addresses.customerId, row.id));
      const same = own.find((a) => sameAddress(a, address));
      const uses =
        kind === 'shipping'
          ? { isShipping: true, ...(asDefault && { isDefaultShipping: true }) }
          : { isBilling: true, ...(asDefault && { isDefaultBilling: true }) };
      await db.transaction(async (tx) => {
        if (asDefault)
          await tx
            .update(addresses)
            .set(kind === 'shipping' ? { isDefaultShipping: false } : { isDefaultBilling: false })
            .where(eq(addresses.customerId, row.id));
        if (same) await tx.update(addresses).set(uses).where(eq(addresses.id, same.id));
        else
          await tx.insert(addresses).values({
            ...address,
            customerId: row.id,
            isShipping: false,
            isBilling: false,
            ...uses,
          });
      });
    },

    async deleteAddress(row: CustomerRow, id: number) {
      const managed = !(await settings()).isBillingManagmentEnabled;
      const deleted = await db
        .delete(addresses)
        .where(
          and(
            eq(addresses.id, id),
            eq(addresses.customerId, row.id),
            managed ? eq(addresses.isBilling, false) : undefined,
          ),
        )
        .returning({ id: addresses.id });
      if (deleted.length > 0) return;
      const [kept] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, row.id)));
      if (kept) throw forbiddenField('id', fieldProblems.billingManaged);
      throw notFound(`Address ${id} does not exist`);
    },
  };
}
