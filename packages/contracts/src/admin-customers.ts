import { z } from 'zod';
import { versionSchema } from './admin-fields';
import { adminOrderSummarySchema } from './admin-orders';
import { adminPriceListSchema } from './admin-price-lists';
import { postalAddressSchema } from './cart';
import { rowIdSchema } from './ids';
import { defineOperation, pageSchema } from './operation';

/** A customer in the back office's list. */
export const adminCustomerSummarySchema = z
  .object({
    id: z.number().int(),
    customerNumber: z.string(),
    email: z.string(),
    name: z.string(),
    company: z.string(),
    createdDate: z.string(),
    orders: z.number().int(),
    /** A blocked customer cannot log in; their sessions ended when they were blocked. */
    blocked: z.boolean(),
    excludeTax: z.boolean(),
  })
  .meta({ id: 'AdminCustomerSummary' });
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerSchema = adminCustomerSummarySchema
  .extend({
    phone: z.string(),
    loyaltyPoints: z.number().int(),
    addresses: z.array(postalAddressSchema.extend({ id: z.number().int() })),
    recentOrders: z.array(adminOrderSummarySchema),
    priceList: adminPriceListSchema.nullable(),
    /** Raised by every staff change: a change names the version it was made against. */
    version: z.number().int(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerQuerySchema = z.strictObject({
  /** Customer number, e-mail, name or company, or a part of one. */
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  blocked: z.enum(['true', 'false']).optional(),
  sort: z
    .enum(['-createdDate', 'createdDate', 'customerNumber', '-customerNumber', 'email', '-email'])
    .default('-createdDate'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** What staff change of a customer; what is left out stays. */
export const adminCustomerUpdateSchema = z.strictObject({
  blocked: z.boolean({ error: 'true or false' }).optional(),
  excludeTax: z.boolean({ error: 'true or false' }).optional(),
  /** The price list this customer buys at (others may hold it too); null: none. */
  priceListId: rowIdSchema.nullable().optional(),
  version: versionSchema,
});
export type AdminCustomerUpdate = z.input<typeof adminCustomerUpdateSchema>;

const customerIdParams = z.object({ id: rowIdSchema });

export const customerAdminOperations = {
  listCustomers: defineOperation({
    id: 'listCustomers',
    method: 'GET',
    path: '/admin/api/customers',
    summary: 'Customers found by number, e-mail, name or company, sorted and paged (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    query: adminCustomerQuerySchema,
    response: pageSchema(adminCustomerSummarySchema),
  }),
  getAdminCustomer: defineOperation({
    id: 'getAdminCustomer',
    method: 'GET',
    path: '/admin/api/customers/:id',
    summary: 'One customer with addresses, recent orders, loyalty points and price list (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    params: customerIdParams,
    response: adminCustomerSchema,
  }),
  updateCustomer: defineOperation({
    id: 'updateCustomer',
    method: 'PATCH',
    path: '/admin/api/customers/:id',
    summary:
      'Blocks or unblocks a customer (blocking ends their sessions), sets tax exemption, assigns a price list; at the version read (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    params: customerIdParams,
    body: adminCustomerUpdateSchema,
    response: adminCustomerSchema,
  }),
};
