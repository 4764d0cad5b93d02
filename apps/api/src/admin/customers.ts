import type {
  AdminCustomer,
  adminCustomerCreateSchema,
  adminCustomerQuerySchema,
  adminCustomerUpdateSchema,
  customerAddressSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../db/connection';
import type { CustomerAdmin } from '../modules/customer';
import { latestOrdersOf, orderCountsOf } from '../modules/order';

/** An address as staff send it, with the customer's version they read. */
type AddressChange = z.output<typeof customerAddressSchema> & { version: number };

/**
 * The back office's customers: the customer module's list, record and changes, with each
 * customer's orders counted and the latest ten listed by the order module (which knows customers;
 * the customer module does not know orders).
 */
export function staffCustomers(db: Database, admin: CustomerAdmin) {
  async function get(id: number): Promise<AdminCustomer> {
    const record = await admin.get(id);
    const [counts, recentOrders] = await Promise.all([orderCountsOf(db, [id]), latestOrdersOf(db, record, 10)]);
    return { ...record, orders: counts.get(id) ?? 0, recentOrders };
  }

  return {
    get,
    invite: admin.invite,
    setMemberDisabled: admin.setMemberDisabled,

    async create(input: z.output<typeof adminCustomerCreateSchema>, actor: string) {
      return get(await admin.create(input, actor));
    },

    async list(query: z.output<typeof adminCustomerQuerySchema>) {
      const page = await admin.list(query);
      const counts = await orderCountsOf(
        db,
        page.data.map((customer) => customer.id),
      );
      return { ...page, data: page.data.map((customer) => ({ ...customer, orders: counts.get(customer.id) ?? 0 })) };
    },

    async update(id: number, input: z.output<typeof adminCustomerUpdateSchema>, actor: string) {
      await admin.update(id, input, actor);
      return get(id);
    },

    async addAddress(id: number, { version, ...address }: AddressChange, actor: string) {
      await admin.addAddress(id, address, version, actor);
      return get(id);
    },

    async updateAddress(id: number, addressId: number, { version, ...address }: AddressChange, actor: string) {
      await admin.updateAddress(id, addressId, address, version, actor);
      return get(id);
    },

    async deleteAddress(id: number, addressId: number, version: number, actor: string) {
      await admin.deleteAddress(id, addressId, version, actor);
      return get(id);
    },
  };
}
export type StaffCustomers = ReturnType<typeof staffCustomers>;
