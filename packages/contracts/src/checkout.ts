import { z } from 'zod';
import { cartParams, cartSchema, newUserSchema } from './cart';
import { viewQuery } from './catalog';
import { addressFieldsSchema, checkPostalCode, passwordSchema } from './customer';
import { defineOperation } from './operation';

/**
 * An address typed or picked at checkout. `save` also keeps it in a customer's address book, and
 * `makeDefault` makes it their default of that kind (each as the shop's settings allow).
 */
export const checkoutAddressSchema = addressFieldsSchema
  .extend({
    save: z.boolean().default(false),
    makeDefault: z.boolean().default(false),
  })
  .superRefine(checkPostalCode);
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;

/** The spec's updateAddressCart: one of a shipping address, a billing address or a shipping method. */
export const updateAddressCartSchema = z.union([
  z.object({ shippingAddress: checkoutAddressSchema }).strict(),
  z
    .object({
      billingAddress: z.union([z.object({ sameAsShipping: z.literal(true) }).strict(), checkoutAddressSchema]),
    })
    .strict(),
  z.object({ shippingMethod: z.object({ methodCode: z.string().trim().min(1).max(40) }) }).strict(),
]);
export type UpdateAddressCartInput = z.input<typeof updateAddressCartSchema>;
export type UpdateAddressCart = z.output<typeof updateAddressCartSchema>;

export const checkoutOperations = {
  updateAddressCart: defineOperation({
    id: 'updateAddressCart',
    method: 'PUT',
    path: '/carts/:cartId/checkout',
    summary:
      "Sets the cart's shipping address, billing address (or the same as shipping) or shipping method; a new destination re-prices shipping and tax",
    tag: 'checkout',
    params: cartParams,
    query: z.object(viewQuery),
    body: updateAddressCartSchema,
    response: cartSchema,
  }),
  updateCouponCode: defineOperation({
    id: 'updateCouponCode',
    method: 'PUT',
    path: '/carts/:cartId/coupon',
    summary: 'Applies a coupon to the cart (one per cart); an empty code removes it',
    tag: 'checkout',
    params: cartParams,
    query: z.object(viewQuery),
    body: z.object({ code: z.string().trim().max(40) }),
    response: cartSchema,
  }),
  updateCheckoutUserCart: defineOperation({
    id: 'updateCheckoutUserCart',
    method: 'PUT',
    path: '/carts/:cartId/user',
    summary:
      "A guest's contact for the order; with userPassword an account is created and logged in, and the cart becomes its cart",
    tag: 'checkout',
    params: cartParams,
    query: z.object(viewQuery),
    body: z.object({ newUser: newUserSchema, userPassword: passwordSchema.optional() }),
    response: cartSchema,
  }),
};
