import { z } from 'zod';
import { postalAddressSchema } from './cart';
import { currencyCodeSchema } from './codes';
import { defineOperation, pageSchema } from './operation';
import { orderStatuses, shipmentSchema } from './order';
import { paymentMethodCodeSchema, paymentStatusSchema } from './payment';
import { orderShipmentSchema } from './shipments';

/** What a webhook tells another system (an ERP) of. */
/** order.partly-shipped: a parcel with part of the order left (order.shipped: the last of it, or all at once). */
export const webhookEventTypes = [
  'order.placed',
  'order.paid',
  'order.changed',
  'order.partly-shipped',
  'order.shipped',
  'order.cancelled',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

const money = z.number().int().describe('Minor units (cents)');

/** An order as an event tells it: what an ERP books, from the order's record of its cart. */
export const orderEventDataSchema = z
  .object({
    id: z.number().int(),
    /** The order number the customer sees (transactionnum). */
    number: z.string(),
    /** Null for a guest's order. */
    customerNumber: z.string().nullable(),
    email: z.string(),
    currency: currencyCodeSchema,
    /** What the customer pays, tax and shipping included. */
    grandTotal: money,
    taxAmount: money,
    /** Net shipping. */
    shippingAmount: money,
    shippingMethod: z.string(),
    paymentMethod: paymentMethodCodeSchema,
    paymentStatus: paymentStatusSchema,
    /** The buyer's own reference (purchase order number); empty when none. */
    orderReference: z.string(),
    lines: z.array(
      z.object({
        sku: z.string(),
        itemnum: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        /** Net unit price of the item alone. */
        unitPrice: money,
        /** Basis points (1900 = 19 %). */
        taxRate: z.number().int(),
        /** Net: the item and its additional products, times the quantity. */
        rowTotal: money,
        /** Chosen with the item, one of each per unit. */
        additionalProducts: z.array(
          z.object({
            sku: z.string(),
            itemnum: z.string(),
            name: z.string(),
            unitPrice: money,
            taxRate: z.number().int(),
          }),
        ),
      }),
    ),
    shippingAddress: postalAddressSchema,
    billingAddress: postalAddressSchema,
    /** Where the order stands now (order.shipped: shipped, order.cancelled: cancelled or refunded). */
    status: z.enum(orderStatuses),
    /** Carrier and tracking number once shipped (the last parcel's). */
    shipment: shipmentSchema.nullable(),
    /** The parcels that left so far, each with its lines (order.partly-shipped, order.shipped). */
    shipments: z.array(orderShipmentSchema),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderEventData' });
export type OrderEventData = z.infer<typeof orderEventDataSchema>;

/** The JSON body of every webhook; `id` is the same in every delivery of the event, retries included. */
export const webhookEventSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(webhookEventTypes),
    createdAt: z.iso.datetime(),
    data: orderEventDataSchema,
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** One event on its way to one endpoint. */
export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    eventId: z.uuid(),
    type: z.enum(webhookEventTypes),
    /** The endpoint's address without credentials or query. */
    endpoint: z.string(),
    /** Tries so far. */
    attempts: z.number().int(),
    /** When it is tried next, while not delivered. */
    dueAt: z.iso.datetime(),
    deliveredAt: z.iso.datetime().nullable(),
    /** The endpoint's last HTTP status; null when it could not be reached. */
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    data: orderEventDataSchema,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookOperations = {
  listWebhookDeliveries: defineOperation({
    id: 'listWebhookDeliveries',
    method: 'GET',
    path: '/admin/api/webhooks/deliveries',
    summary:
      'Webhook deliveries, newest first; with failing=true only those not delivered yet that failed at least once (admin)',
    tag: 'webhook admin',
    auth: 'owner',
    query: z.object({
      failing: z.stringbool().default(false),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    response: pageSchema(webhookDeliverySchema),
  }),
};
