import { z } from 'zod';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** The longest message either side may write, in characters. */
export const orderMessageMaxLength = 2000;

/** Who wrote a message of an order's thread: its customer (or the guest who placed it), or the shop's staff. */
export const orderMessageAuthors = ['customer', 'staff'] as const;

/**
 * A message of an order's thread, as its customer reads it. The thread is every word on the order
 * between the customer and the shop, oldest first: the comment given at checkout, the comments
 * sent with postOrderComment, and the messages of both sides.
 */
export const orderMessageSchema = z
  .object({
    id: z
      .string()
      .describe(
        "Unique in its thread: 'checkout' for the comment given at checkout, 'comment-<n>' for the n-th comment sent with postOrderComment, 'message-<id>' for a message",
      ),
    author: z.enum(orderMessageAuthors),
    text: z.string(),
    createdDate: z.string(),
  })
  .meta({ id: 'OrderMessage' });
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** A message as staff read it: with the member of staff who wrote it. */
export const adminOrderMessageSchema = orderMessageSchema
  .extend({
    staffName: z
      .string()
      .nullable()
      .describe(
        "The member of staff's name as they wrote it ('admin-key' for the machine key); null for the customer's",
      ),
  })
  .meta({ id: 'AdminOrderMessage' });
export type AdminOrderMessage = z.infer<typeof adminOrderMessageSchema>;

/** What a customer writes: the API says an empty or too long one by the field problem's code. */
export const orderMessageWriteSchema = z.strictObject({
  text: z
    .string({ error: fieldProblems.required })
    .trim()
    .min(1, fieldProblems.required)
    .max(orderMessageMaxLength, fieldProblems.messageTooLong),
});

/** What staff write: refused by name, so the back office says it in the member's language. */
export const staffOrderMessageWriteSchema = z.strictObject({
  text: z
    .string({ error: said('messageRequired') })
    .trim()
    .min(1, said('messageRequired'))
    .max(orderMessageMaxLength, said('atMostCharacters', { maximum: orderMessageMaxLength })),
});

const orderParams = z.object({ id: rowIdSchema });
const thread = z.object({ data: z.array(orderMessageSchema) });
const staffThread = z.object({ data: z.array(adminOrderMessageSchema) });

export const orderMessageOperations = {
  listOrderMessages: defineOperation({
    id: 'listOrderMessages',
    method: 'GET',
    path: '/orders/:id/messages',
    summary:
      "The order's conversation with the shop, oldest first, for the customer or the guest browser that placed it",
    tag: 'order',
    params: orderParams,
    response: thread,
  }),
  postOrderMessage: defineOperation({
    id: 'postOrderMessage',
    method: 'POST',
    path: '/orders/:id/messages',
    summary:
      'Writes to the shop about the order (the customer or the guest browser that placed it); answers the whole thread. Each message is kept on its own: nothing either side writes meanwhile is lost.',
    tag: 'order',
    status: 201,
    params: orderParams,
    body: orderMessageWriteSchema,
    response: thread,
  }),
  listAdminOrderMessages: defineOperation({
    id: 'listAdminOrderMessages',
    method: 'GET',
    path: '/admin/api/orders/:id/messages',
    summary: "The order's conversation with its customer, oldest first (staff)",
    tag: 'order admin',
    auth: 'clerk',
    params: orderParams,
    response: staffThread,
  }),
  postAdminOrderMessage: defineOperation({
    id: 'postAdminOrderMessage',
    method: 'POST',
    path: '/admin/api/orders/:id/messages',
    summary:
      'Replies to the customer about the order: they read it on the order page and are told by e-mail; answers the whole thread (staff)',
    tag: 'order admin',
    auth: 'clerk',
    status: 201,
    params: orderParams,
    body: staffOrderMessageWriteSchema,
    response: staffThread,
  }),
};
