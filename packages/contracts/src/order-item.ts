import { z } from 'zod';
import { additionalProductSchema } from './cart';

const money = z.number().int().describe('Minor units (cents)');

/** A line of a placed order, its prices fixed as they were when ordered. */
export const orderItemSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  itemnum: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Net unit price and tax rate (basis points) when ordered. */
  price: money,
  taxRate: z.number().int(),
  selectedAddtionalProducts: z.record(
    z.string(),
    additionalProductSchema.omit({ displayPrice: true }).extend({ price: money }),
  ),
  rowTotal: money,
  /**
   * The product's main category's name when ordered; absent on orders placed before it was kept.
   * Last: the compiled answer writer puts optional fields after the others.
   */
  category: z.string().nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;
