import { z } from 'zod';
import { bulkAddResultSchema, bulkRowsSchema, itemRowSchema } from './cart';
import { maxLineQuantity } from './cart-rules';
import { productCardSchema, viewQuery } from './catalog';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';

/** How many order lists a customer may keep, and how many lines one may hold. */
export const maxOrderLists = 50;
export const maxOrderListLines = 500;

const listName = z
  .string({ error: fieldProblems.required })
  .trim()
  .min(1, fieldProblems.required)
  .max(100, 'A list name can be at most 100 characters');

/**
 * A customer's order list (requisition list) as its overview shows it. A list is one member's own
 * or, shared, the company's: every member of a business customer sees and orders from the
 * company's lists; its administrators change them.
 */
export const orderListSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lines: z.number().int(),
    updatedDate: z.string(),
    /** The company's list, which all its members see; else the asking member's own. */
    shared: z.boolean(),
    /** The asker may rename it, change its lines and delete it: their own, or the company's for an administrator. */
    mayChange: z.boolean(),
  })
  .meta({ id: 'OrderListSummary' });
export type OrderListSummary = z.infer<typeof orderListSummarySchema>;

export const orderListLineSchema = z.object({
  /** The line's id: quantity changes, removals and "add the ticked lines" name it. */
  id: z.number().int(),
  quantity: z.number().int().min(1).max(maxLineQuantity),
  /** The product with the shopper's price for the line's quantity. */
  product: productCardSchema,
});
export type OrderListLine = z.infer<typeof orderListLineSchema>;

export const orderListSchema = orderListSummarySchema
  .extend({ items: z.array(orderListLineSchema) })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListSchema>;

const listParams = z.object({ listId: rowIdSchema });
const lineParams = listParams.extend({ lineId: rowIdSchema });

export const orderListOperations = {
  getOrderLists: defineOperation({
    id: 'getOrderLists',
    method: 'GET',
    path: '/me/order-lists',
    summary: "The customer's order lists, most recently changed first",
    tag: 'order-list',
    auth: 'customer',
    response: z.object({ data: z.array(orderListSummarySchema) }),
  }),
  createOrderList: defineOperation({
    id: 'createOrderList',
    method: 'POST',
    path: '/me/order-lists',
    summary:
      'Creates an order list, empty or with rows (a saved cart, quick-order rows); rows that name no product are answered as not added',
    tag: 'order-list',
    auth: 'customer',
    status: 201,
    query: z.object(viewQuery),
    body: z.object({
      name: listName,
      items: z.array(itemRowSchema).max(maxOrderListLines).default([]),
      /** The company's list from the start (administrators only); else the member's own. */
      shared: z.boolean().default(false),
    }),
    response: z.object({ list: orderListSchema, notFound: z.array(z.string()) }),
  }),
  getOrderList: defineOperation({
    id: 'getOrderList',
    method: 'GET',
    path: '/me/order-lists/:listId',
    summary: "One of the customer's order lists with its products and the customer's prices",
    tag: 'order-list',
    auth: 'customer',
    params: listParams,
    query: z.object(viewQuery),
    response: orderListSchema,
  }),
  renameOrderList: defineOperation({
    id: 'renameOrderList',
    method: 'PATCH',
    path: '/me/order-lists/:listId',
    summary: 'Renames an order list',
    tag: 'order-list',
    auth: 'customer',
    params: listParams,
    query: z.object(viewQuery),
    body: z.object({ name: listName }),
    response: orderListSchema,
  }),
  shareOrderList: defineOperation({
    id: 'shareOrderList',
    method: 'PUT',
    path: '/me/order-lists/:listId/shared',
    summary:
      "Makes an order list the company's, which all its members see, or (not shared) the asking administrator's own; administrators only",
    tag: 'order-list',
    auth: 'customer',
    params: listParams,
    query: z.object(viewQuery),
    body: z.object({ shared: z.boolean({ error: 'shared must be true or false' }) }),
    response: orderListSchema,
  }),
  deleteOrderList: defineOperation({
    id: 'deleteOrderList',
    method: 'DELETE',
    path: '/me/order-lists/:listId',
    summary: 'Deletes an order list with its lines',
    tag: 'order-list',
    auth: 'customer',
    params: listParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  addToOrderList: defineOperation({
    id: 'addToOrderList',
    method: 'POST',
    path: '/me/order-lists/:listId/items',
    summary:
      "Adds products to an order list (a product's quantity adds to its line); rows that name no product are answered as not added",
    tag: 'order-list',
    auth: 'customer',
    params: listParams,
    query: z.object(viewQuery),
    body: z.object({ items: bulkRowsSchema(itemRowSchema) }),
    response: z.object({ list: orderListSchema, notFound: z.array(z.string()) }),
  }),
  updateOrderListLine: defineOperation({
    id: 'updateOrderListLine',
    method: 'PATCH',
    path: '/me/order-lists/:listId/items/:lineId',
    summary: "Sets a line's quantity; 0 removes the line",
    tag: 'order-list',
    auth: 'customer',
    params: lineParams,
    query: z.object(viewQuery),
    body: z.object({
      quantity: z
        .number({ error: 'quantity must be a whole number' })
        .int('quantity must be a whole number')
        .min(0, 'quantity must not be negative')
        .max(maxLineQuantity, `quantity can be at most ${maxLineQuantity}`),
    }),
    response: orderListSchema,
  }),
  addOrderListToCart: defineOperation({
    id: 'addOrderListToCart',
    method: 'POST',
    path: '/me/order-lists/:listId/cart',
    summary:
      'Puts an order list, or the lines named, into the cart: each line added whole or not at all, the lines not added answered with the reason',
    tag: 'order-list',
    auth: 'customer',
    params: listParams,
    query: z.object(viewQuery),
    body: z.object({
      cartId: z.uuid({ error: 'cartId must be a cart id' }),
      /** Only these lines (the ticked ones); all lines when absent. */
      lineIds: z.array(rowIdSchema).max(maxOrderListLines).optional(),
    }),
    response: bulkAddResultSchema,
  }),
};
