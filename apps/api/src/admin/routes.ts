import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import { route } from '../http/route';
import { actorOf } from '../http/staff-auth';
import { uploadedText } from '../http/upload';
import type { CartService } from '../modules/cart';
import { type CustomerFiles, type CustomerService, customerAdmin, customerFiles } from '../modules/customer';
import type { MailOutbox } from '../modules/mail';
import { type OrderExport, type OrderService, orderExport } from '../modules/order';
import { type StaffCustomers, staffCustomers } from './customers';
import { type OrderTaking, orderTaking } from './order-taking';
import { type StaffOrders, staffOrders } from './orders';

interface Desk {
  db: Database;
  /** The order module: its staff changes, and the one placement every order goes through. */
  orders: Pick<OrderService, 'admin' | 'create'>;
  carts: CartService;
  customers: CustomerService;
  /** Where invitations are queued. */
  outbox: MailOutbox;
  /** The storefront's origin, for the links in e-mails. */
  publicUrl: string;
}

/** The back office's operations that read across modules: its orders and customers. */
export function backOfficeDeskRoutes(app: FastifyInstance, { db, orders, carts, customers, outbox, publicUrl }: Desk) {
  staffOrderRoutes(app, { exports: orderExport(db, { customers }), orders: staffOrders(db, orders.admin) });
  orderTakingRoutes(app, orderTaking({ carts, customers, orders }));
  staffCustomerRoutes(app, {
    customers: staffCustomers(db, customerAdmin({ db, outbox, publicUrl })),
    files: customerFiles({ db, outbox, publicUrl }),
  });
}

/** The staff's order operations: the back office's list and actions, and the bookkeeping export. */
function staffOrderRoutes(app: FastifyInstance, { exports, orders }: { exports: OrderExport; orders: StaffOrders }) {
  route(app, operations.exportOrders, async ({ query, reply }) => {
    reply.header('content-disposition', `attachment; filename="orders-${query.from}-${query.to}.csv"`);
    return exports.csv(query);
  });
  route(app, operations.exportOrderList, async ({ query, reply }) => {
    reply.header('content-disposition', 'attachment; filename="orders.csv"');
    return exports.listCsv(query);
  });
  route(app, operations.listAdminOrders, ({ query }) => orders.list(query));
  route(app, operations.getAdminOrder, ({ params }) => orders.get(params.id));
  route(app, operations.shipOrder, ({ params, body, request }) => orders.ship(params.id, body, actorOf(request)));
  route(app, operations.createShipment, ({ params, body, request }) =>
    orders.createShipment(params.id, body, actorOf(request)),
  );
  route(app, operations.confirmInvoiceOrder, ({ params, body, request }) =>
    orders.confirm(params.id, body.version, actorOf(request)),
  );
  route(app, operations.refundOrder, ({ params, body, request }) => orders.refund(params.id, body, actorOf(request)));
  route(app, operations.editOrder, ({ params, body, request }) => orders.edit(params.id, body, actorOf(request)));
  route(app, operations.recordInvoicePayment, ({ params, body, request }) =>
    orders.recordPayment(params.id, body, actorOf(request)),
  );
  route(app, operations.markOrderDelivered, ({ params, body, request }) =>
    orders.deliver(params.id, body.version, actorOf(request)),
  );
  route(app, operations.cancelOrder, ({ params, body, request }) => orders.cancel(params.id, body, actorOf(request)));
  route(app, operations.addOrderNote, ({ params, body, request }) =>
    orders.note(params.id, body.text, actorOf(request)),
  );
  route(app, operations.shipOrders, ({ body, request }) => orders.shipMany(body, actorOf(request)));
  route(app, operations.recordInvoicePayments, ({ body, request }) => orders.payMany(body, actorOf(request)));
}

/** Orders staff take for a customer: a staff cart filled, checked out and placed. */
function orderTakingRoutes(app: FastifyInstance, taking: OrderTaking) {
  route(app, operations.openStaffCart, ({ params, request }) => taking.open(params.id, actorOf(request)));
  route(app, operations.getStaffCart, ({ params, request }) => taking.get(params.cartId, actorOf(request)));
  route(app, operations.addStaffCartItems, ({ params, body, request }) =>
    taking.add(params.cartId, body.items, actorOf(request)),
  );
  route(app, operations.updateStaffCartItem, ({ params, body, request }) =>
    taking.setQuantity(params.cartId, params.itemId, body.quantity, actorOf(request)),
  );
  route(app, operations.chooseStaffCartCheckout, ({ params, body, request }) =>
    taking.choose(params.cartId, body, actorOf(request)),
  );
  route(app, operations.placeStaffOrder, ({ params, body, request }) =>
    taking.place(params.cartId, body, actorOf(request)),
  );
  route(app, operations.discardStaffCart, async ({ params, request }) => {
    await taking.discard(params.cartId, actorOf(request));
    return { ok: true as const };
  });
}

/** The staff's customer operations, and the customer file in and out. */
function staffCustomerRoutes(
  app: FastifyInstance,
  { customers, files }: { customers: StaffCustomers; files: CustomerFiles },
) {
  route(app, operations.listCustomers, ({ query }) => customers.list(query));
  route(app, operations.getAdminCustomer, ({ params }) => customers.get(params.id));
  route(app, operations.createCustomer, ({ body, request }) => customers.create(body, actorOf(request)));
  route(app, operations.inviteCustomer, ({ params, request }) => customers.invite(params.id, actorOf(request)));
  route(app, operations.updateCustomer, ({ params, body, request }) =>
    customers.update(params.id, body, actorOf(request)),
  );
  route(app, operations.updateCustomerMember, async ({ params, body, request }) => ({
    data: await customers.setMemberDisabled(params.id, params.memberId, body.disabled, actorOf(request)),
  }));
  route(app, operations.addCustomerAddress, ({ params, body, request }) =>
    customers.addAddress(params.id, body, actorOf(request)),
  );
  route(app, operations.updateCustomerAddress, ({ params, body, request }) =>
    customers.updateAddress(params.id, params.addressId, body, actorOf(request)),
  );
  route(app, operations.deleteCustomerAddress, ({ params, query, request }) =>
    customers.deleteAddress(params.id, params.addressId, query.version, actorOf(request)),
  );
  route(app, operations.importCustomers, async ({ query, body, request }) =>
    files.import(
      await uploadedText(body),
      {
        format: query.format,
        dryRun: query.dryRun === 'true',
        invite: query.invite === 'true',
        skipInvalid: query.skipInvalid === 'true',
      },
      actorOf(request),
    ),
  );
  route(app, operations.exportCustomers, ({ reply }) => {
    reply.header('content-disposition', 'attachment; filename="customers.csv"');
    return files.export();
  });
}
