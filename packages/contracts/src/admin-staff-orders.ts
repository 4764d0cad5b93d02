import { z } from 'zod';
import { bulkAddResultSchema, bulkRowsSchema, cartParams, cartSchema, itemRowSchema } from './cart';
import { rowIdNumberSchema, rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { orderSchema } from './order';
import { paymentMethodCodeSchema } from './payment';
import { staffRefusalText as said } from './staff-refusals';

// Orders staff take for a customer (by phone, e-mail or fax): staff fill a cart of the customer's
// that only staff open, at the customer's prices, stock and quantity rules, in the customer's
// language and currency, and place it through the same checks and stock locks as the shop's orders.

/** A staff cart: the cart as its customer would see it, who is filling it, and how it can be paid. */
export const staffCartSchema = z
  .object({
    cart: cartSchema,
    customerId: z.number().int(),
    /** The member of staff taking the order (their e-mail, or 'admin-key'). */
    takenBy: z.string(),
    /**
     * The methods staff may place it with: those the customer is allowed that need no shopper at a
     * payment page (an order taken by phone is paid by invoice).
     */
    paymentMethods: z.array(paymentMethodCodeSchema),
  })
  .meta({ id: 'StaffCart' });
export type StaffCart = z.infer<typeof staffCartSchema>;

const customerParams = z.object({ id: rowIdSchema });
const itemParams = cartParams.extend({ itemId: rowIdSchema });

/** The staff cart's checkout: the customer's saved addresses by id, and a shipping method. */
export const staffCartChoicesSchema = z
  .strictObject({
    shippingAddressId: rowIdNumberSchema.optional(),
    /** Billed to another of the customer's addresses; without it, billed where the goods go. */
    billingAddressId: rowIdNumberSchema.optional(),
    shippingMethod: z.string().trim().min(1, said('chooseShippingMethod')).max(60).optional(),
  })
  .refine((choices) => Object.keys(choices).length > 0, said('chooseAddressOrMethod'));
export type StaffCartChoices = z.input<typeof staffCartChoicesSchema>;

export const staffOrderSchema = z.strictObject({
  paymentMethodCode: paymentMethodCodeSchema,
  /** The cart as staff saw it: its version and grand total (a change meanwhile is refused). */
  cart: z.strictObject({
    version: z.number().int().positive().max(2_147_483_647),
    grandTotalIncTax: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  orderReference: z
    .string()
    .trim()
    .max(50, said('atMostCharacters', { maximum: 50 }))
    .default(''),
  comment: z
    .string()
    .trim()
    .max(1000, said('atMostCharacters', { maximum: 1000 }))
    .default(''),
});
export type StaffOrderInput = z.input<typeof staffOrderSchema>;

export const staffOrderOperations = {
  openStaffCart: defineOperation({
    id: 'openStaffCart',
    method: 'POST',
    path: '/admin/api/customers/:id/staff-cart',
    summary:
      'The cart this member of staff fills for the customer (an order phoned in): the one they left open, else a new one; the customer’s own cart stays untouched (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    params: customerParams,
    response: staffCartSchema,
  }),
  getStaffCart: defineOperation({
    id: 'getStaffCart',
    method: 'GET',
    path: '/admin/api/staff-carts/:cartId',
    summary: 'A staff cart with the customer’s prices, stock and totals (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    params: cartParams,
    response: staffCartSchema,
  }),
  addStaffCartItems: defineOperation({
    id: 'addStaffCartItems',
    method: 'POST',
    path: '/admin/api/staff-carts/:cartId/items',
    summary:
      'Adds rows by item number, SKU or EAN: each row is added whole or not at all, by the customer’s quantity rules and stock; the rows not added are answered with the reason (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    params: cartParams,
    body: z.strictObject({ items: bulkRowsSchema(itemRowSchema) }),
    response: bulkAddResultSchema,
  }),
  updateStaffCartItem: defineOperation({
    id: 'updateStaffCartItem',
    method: 'PATCH',
    path: '/admin/api/staff-carts/:cartId/items/:itemId',
    summary: 'Sets a line’s quantity; 0 removes the line (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    params: itemParams,
    body: z.strictObject({
      quantity: z
        .number({ error: said('wholeNumber') })
        .int(said('wholeNumber'))
        .min(0, said('atLeast', { minimum: 0 }))
        .max(9_999, said('atMost', { maximum: 9999 })),
    }),
    response: staffCartSchema,
  }),
  chooseStaffCartCheckout: defineOperation({
    id: 'chooseStaffCartCheckout',
    method: 'PATCH',
    path: '/admin/api/staff-carts/:cartId',
    summary: 'Ships to and bills one of the customer’s saved addresses, and chooses the shipping method (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    params: cartParams,
    body: staffCartChoicesSchema,
    response: staffCartSchema,
  }),
  placeStaffOrder: defineOperation({
    id: 'placeStaffOrder',
    method: 'POST',
    path: '/admin/api/staff-carts/:cartId/order',
    summary:
      'Places the staff cart as the customer’s order at the version and total staff saw: the customer’s history and confirmation e-mail in their language, who took it audited; a repeat returns the same order (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    status: 201,
    params: cartParams,
    body: staffOrderSchema,
    response: orderSchema,
  }),
  discardStaffCart: defineOperation({
    id: 'discardStaffCart',
    method: 'DELETE',
    path: '/admin/api/staff-carts/:cartId',
    summary: 'Throws a staff cart away without an order (staff)',
    tag: 'staff orders',
    auth: 'clerk',
    params: cartParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};
