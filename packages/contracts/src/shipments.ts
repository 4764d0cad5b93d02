import { z } from 'zod';

/** A line of a shipment: which of the order's lines (its position in cartInfo.cartItems) and how many of it. */
export const shipmentLineSchema = z.object({
  position: z.number().int(),
  itemnum: z.string(),
  quantity: z.number().int(),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

/** One parcel of an order: an order ships in one or several, each with its carrier and tracking number. */
export const orderShipmentSchema = z.object({
  /** 1, 2, … per order, in the order they left. */
  number: z.number().int(),
  shippedDate: z.string(),
  carrier: z.string(),
  /** Null for a parcel shipped without one (staff may ship several orders at once without). */
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this parcel, when the shop knows the carrier's address. */
  trackingUrl: z.string().nullable(),
  lines: z.array(shipmentLineSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;
