import { z } from 'zod';
import { cartRefusals, maxBulkRows, maxLineQuantity } from './cart-rules';
import { customAttributeSchema, priceInfoSchema, stockSchema, viewQuery } from './catalog';
import { currencyCodeSchema } from './codes';
import { addressSchema } from './customer';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';

const money = z.number().int().describe('Minor units (cents)');

/** An optional additional product chosen with a cart line (one per unit of the line). */
export const additionalProductSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  itemnum: z.string(),
  name: z.string(),
  /** Net unit price; null when prices are hidden. */
  price: money.nullable(),
  /** The unit price as the shopper is shown it (see PriceInfo's displayRegular). */
  displayPrice: money.nullable(),
  /** Tax rate in basis points. */
  taxRate: z.number().int(),
});

export const cartItemSchema = z
  .object({
    /** The line's id: quantity changes and removals name it. */
    id: z.number().int(),
    productId: z.number().int(),
    sku: z.string(),
    itemnum: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    /** The product's main category's name in the cart's language (analytics report sales by it). */
    category: z.string().nullable(),
    quantity: z.number().int().min(1).max(maxLineQuantity),
    /** Null when prices are hidden from this shopper. */
    priceInfo: priceInfoSchema.nullable(),
    stock: stockSchema.nullable(),
    included: z.array(z.object({ itemnum: z.string(), name: z.string(), quantity: z.literal(1) })),
    /** Optional additional products chosen with the item, by SKU; each comes once per unit. */
    selectedAddtionalProducts: z.record(z.string(), additionalProductSchema),
    custom_attributes: z.array(customAttributeSchema),
    /** Net total of the line (item and additional products, times the quantity); null when prices are hidden. */
    rowTotal: money.nullable(),
    /**
     * The line's total as the shopper is shown it: the display unit prices times the quantity.
     * Shown with tax, the lines add up to subtotal_incl_tax to the cent.
     */
    displayRowTotal: money.nullable(),
    /**
     * The accepted quote whose price the line has: its number, the last day the price holds (the
     * shop's time zone), the most units at that price, and whether it has expired (the line then
     * costs the normal price and cannot be ordered until removed).
     */
    quote: z
      .object({
        id: z.number().int(),
        number: z.string(),
        validUntil: z.string(),
        quantity: z.number().int(),
        expired: z.boolean(),
      })
      .optional(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/** An address as a cart or an order holds it: a copy, not a reference to the address book. */
export const postalAddressSchema = addressSchema
  .omit({ id: true, isBilling: true, isShipping: true, isDefaultBilling: true, isDefaultShipping: true })
  .meta({ id: 'PostalAddress' });
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** A way of shipping to the cart's destination, priced for its currency and goods value. */
export const shippingMethodSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** Net price; 0 when the goods value reaches the free-shipping threshold. */
    price: money,
    priceInclTax: money,
    /** Net goods value from which this method is free; null when it never is. */
    freeFrom: money.nullable(),
    deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** Why a coupon does not apply: `details.reason` of COUPON_INVALID errors and a cart's `couponProblem`. */
export const couponRefusals = ['unknown', 'expired', 'not-yet-valid', 'exhausted', 'minimum', 'currency'] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

/** The shopper a guest checkout is for: their contact, and the account when they register at checkout. */
export const newUserSchema = z.object({
  email: z
    .string({ error: fieldProblems.required })
    .trim()
    .min(1, fieldProblems.required)
    .max(200)
    .pipe(z.email(fieldProblems.email)),
  firstName: z.string().trim().min(1, fieldProblems.required).max(100),
  lastName: z.string().trim().min(1, fieldProblems.required).max(100),
});
export type NewUser = z.infer<typeof newUserSchema>;

/** Tax of one rate (basis points) on the goods and shipping taxed at it. */
export const taxLineSchema = z.object({ rate: z.number().int(), amount: money });

export const cartSchema = z
  .object({
    id: z.uuid(),
    /** Raised by every change: a checkout compares it to what the shopper saw. */
    version: z.number().int(),
    currency: currencyCodeSchema,
    cartItems: z.array(cartItemSchema),
    items_qty: z.number().int(),
    /** The account is excluded from taxation: no tax is added. */
    displayExcludingTaxes: z.boolean(),
    shippingAddress: postalAddressSchema.nullable(),
    billingAddress: postalAddressSchema.nullable(),
    /** The methods that ship to the destination (the shipping address, else the shopper's country). */
    shippingMethods: z.array(shippingMethodSchema),
    shippingMethod: z.object({ methodCode: z.string() }).nullable(),
    couponCode: z.string().nullable(),
    /** Why the cart's coupon does not apply (any more); null when it does or there is none. */
    couponProblem: z.enum(couponRefusals).nullable(),
    /** The coupon's minimum net goods value, when that is its problem. */
    couponMinimum: money.nullable(),
    /** A guest's contact for the order; null for customers. */
    newUser: newUserSchema.nullable(),
    cartInfo: z.object({
      /** The country whose tax applies: the shipping address's, else the shopper's. */
      taxCountry: z.string(),
    }),
    /** Totals, net unless said; null when prices are hidden from this shopper. */
    subtotal: money.nullable(),
    coupon_amount: money.nullable(),
    coupon_incl_tax: money.nullable(),
    discount_amount: money.nullable(),
    subtotal_with_discount: money.nullable(),
    shipping_amount: money.nullable(),
    shipping_incl_tax: money.nullable(),
    /** Tax lines by rate (none for accounts excluded from taxation). */
    taxes: z.array(taxLineSchema).nullable(),
    tax_amount: money.nullable(),
    /** The goods before discount, with tax. */
    subtotal_incl_tax: money.nullable(),
    grandTotalIncTax: money.nullable(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;
export type CartTotals = Pick<
  Cart,
  | 'subtotal'
  | 'coupon_amount'
  | 'coupon_incl_tax'
  | 'discount_amount'
  | 'subtotal_with_discount'
  | 'shipping_amount'
  | 'shipping_incl_tax'
  | 'taxes'
  | 'tax_amount'
  | 'subtotal_incl_tax'
  | 'grandTotalIncTax'
>;

export const cartParams = z.object({ cartId: z.uuid({ error: 'cartId must be a cart id' }) });
const lineParams = cartParams.extend({ itemId: rowIdSchema });
const quantity = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .max(maxLineQuantity, `quantity can be at most ${maxLineQuantity}`);

export const addToCartSchema = z.object({
  sku: z.string().trim().min(1, 'sku is required').max(60),
  quantity: quantity.min(1, 'quantity must be at least 1').default(1),
  /** SKUs of the product's optional additional products to add with it. */
  additionalProducts: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});

/** A row of a bulk add: a product by item number, SKU or EAN, and how many. */
export const itemRowSchema = z.object({
  number: z.string().trim().min(1, 'number is required').max(60),
  quantity: quantity.min(1, 'quantity must be at least 1'),
});
export type ItemRow = z.infer<typeof itemRowSchema>;

export const bulkRowsSchema = <T extends z.ZodType>(row: T) =>
  z.array(row).min(1, 'Give at least one row').max(maxBulkRows, `At most ${maxBulkRows} rows at once`);

/** Why a row of a bulk add was not added: the reasons a single add refuses with. */
export const rowProblemSchema = z.object({ reason: z.enum(cartRefusals), message: z.string() });
export type RowProblem = z.infer<typeof rowProblemSchema>;

/** What a bulk add answers: the cart after it, and each row that was not added (by its index). */
export const bulkAddResultSchema = z
  .object({
    cart: cartSchema,
    rejected: z.array(rowProblemSchema.extend({ row: z.number().int(), number: z.string() })),
  })
  .meta({ id: 'BulkAddResult' });
export type BulkAddResult = z.infer<typeof bulkAddResultSchema>;

export const cartOperations = {
  createCart: defineOperation({
    id: 'createCart',
    method: 'POST',
    path: '/carts',
    summary:
      'A new cart for a guest, bound to this browser by the httpOnly guest-cart-key cookie (set when absent); for a logged-in customer their active cart, taking over the guest cart named by guestCartId if this browser made it',
    tag: 'cart',
    query: z.object(viewQuery),
    body: z.object({ guestCartId: z.uuid().optional() }).default({}),
    response: cartSchema,
  }),
  getCart: defineOperation({
    id: 'getCart',
    method: 'GET',
    path: '/carts/:cartId',
    summary: "A cart with the shopper's prices, stock and totals: a customer's own, or a guest cart this browser made",
    tag: 'cart',
    params: cartParams,
    query: z.object(viewQuery),
    response: cartSchema,
  }),
  addToCart: defineOperation({
    id: 'addToCart',
    method: 'POST',
    path: '/carts/:cartId/items',
    summary: 'Adds a product; a line with the same SKU and additional products gets the quantities summed',
    tag: 'cart',
    params: cartParams,
    query: z.object(viewQuery),
    body: addToCartSchema,
    response: cartSchema,
  }),
  addItemsToCart: defineOperation({
    id: 'addItemsToCart',
    method: 'POST',
    path: '/carts/:cartId/items/bulk',
    summary:
      'Adds many rows at once (quick order, CSV upload): each row is added whole or not at all, and the rows not added are answered with the reason',
    tag: 'cart',
    params: cartParams,
    query: z.object(viewQuery),
    body: z.object({ items: bulkRowsSchema(itemRowSchema) }),
    response: bulkAddResultSchema,
  }),
  updateCartQuantity: defineOperation({
    id: 'updateCartQuantity',
    method: 'PATCH',
    path: '/carts/:cartId/items/:itemId',
    summary: "Sets a line's quantity; 0 removes the line",
    tag: 'cart',
    params: lineParams,
    query: z.object(viewQuery),
    body: z.object({ quantity: quantity.min(0, 'quantity must not be negative') }),
    response: cartSchema,
  }),
  removeFromCart: defineOperation({
    id: 'removeFromCart',
    method: 'DELETE',
    path: '/carts/:cartId/items/:itemId',
    summary: 'Removes a line',
    tag: 'cart',
    params: lineParams,
    query: z.object(viewQuery),
    response: cartSchema,
  }),
  deleteCart: defineOperation({
    id: 'deleteCart',
    method: 'DELETE',
    path: '/carts/:cartId',
    summary: 'Deletes a cart with its lines',
    tag: 'cart',
    params: cartParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};
