import { z } from 'zod';
import { versionSchema } from './admin-fields';
import { adminOrderSchema, orderIdParams, shipOrderSchema } from './admin-orders';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** Part of an order shipped: how many of which of its lines (position in cartInfo.cartItems) leave in one parcel. */
export const createShipmentSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        position: z.number().int().min(0).max(9999),
        /** 0 for a line that stays (the form sends every line). */
        quantity: z
          .number({ error: said('wholeQuantity') })
          .int(said('wholeQuantity'))
          .min(0, said('wholeQuantity'))
          .max(1_000_000),
      }),
    )
    .min(1, said('shipmentEmpty'))
    .max(1000),
  carrier: shipOrderSchema.shape.carrier,
  trackingNumber: shipOrderSchema.shape.trackingNumber,
  version: versionSchema,
});
export type CreateShipment = z.input<typeof createShipmentSchema>;

export const shipmentOperations = {
  createShipment: defineOperation({
    id: 'createShipment',
    method: 'POST',
    path: '/admin/api/orders/:id/shipments',
    summary:
      'Ships chosen lines and quantities of a confirmed order in one parcel with its carrier and tracking number; the order reads partly shipped until every line has left, then shipped; the customer is told by e-mail (422: more than is still open of a line, nothing to ship; 409: not confirmed, cancelled, shipped already or changed meanwhile) (staff)',
    tag: 'order admin',
    auth: 'clerk',
    params: orderIdParams,
    body: createShipmentSchema,
    status: 201,
    response: adminOrderSchema,
  }),
};
