import { z } from 'zod';
import { versionSchema } from './admin-fields';
import { adminOrderSchema, orderIdParams } from './admin-orders';
import { maxCartLines, maxLineQuantity } from './cart-rules';
import { addressFieldsSchema, checkPostalCode } from './customer';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

const lineQuantity = (minimum: number) =>
  z
    .number({ error: said('wholeNumber') })
    .int(said('wholeNumber'))
    .min(minimum, said('atLeast', { minimum }))
    .max(maxLineQuantity, said('atMost', { maximum: maxLineQuantity }));

/**
 * An order changed before it ships: every line it has, in its order, with the quantity it is to
 * have (0 removes it), lines added by item number, SKU or EAN, and optionally another shipping
 * address or method. The API prices and totals it again; the browser computes nothing.
 */
export const orderEditSchema = z.strictObject({
  lines: z.array(z.strictObject({ quantity: lineQuantity(0) })).max(maxCartLines),
  add: z
    .array(
      z.strictObject({
        number: z.string().trim().min(1, said('skuRequired')).max(64),
        quantity: lineQuantity(1),
      }),
    )
    .max(maxCartLines)
    .default([]),
  /** Where the goods go now, checked as checkout checks an address typed there. */
  shippingAddress: addressFieldsSchema.superRefine(checkPostalCode).optional(),
  shippingMethod: z.string().trim().min(1, said('chooseShippingMethod')).max(60).optional(),
  version: versionSchema,
});
export type OrderEdit = z.input<typeof orderEditSchema>;

export const orderEditOperations = {
  editOrder: defineOperation({
    id: 'editOrder',
    method: 'POST',
    path: '/admin/api/orders/:id/edit',
    summary:
      'Changes an order not yet shipped: line quantities, lines removed or added (at the customer’s prices), shipping address or method; the API totals it again, takes or returns the stock, refunds a paid order’s difference and tells the customer (409: shipped, cancelled, changed meanwhile) (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: orderEditSchema,
    response: adminOrderSchema,
  }),
};
