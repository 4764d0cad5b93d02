import { defaultLocale, type Settings, siteConfig } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/connection';
import { staffGuard } from './http/staff-auth';
import { auditRoutes } from './modules/audit/routes';
import type { CartService } from './modules/cart';
import { cartService } from './modules/cart/service';
import type { CatalogService } from './modules/catalog';
import type { ContentService } from './modules/content/service';
import type { CustomerService } from './modules/customer';
import { originGuard } from './modules/customer/routes';
import type { ThrottleStore } from './modules/customer/throttle';
import {
  type DocumentService,
  documentResend,
  documentRoutes,
  documentService,
  documentStaffRoutes,
  invoiceLedger,
} from './modules/documents';
import type { InventoryService } from './modules/inventory';
import type { Mailer, MailOutbox } from './modules/mail';
import { mailHtml } from './modules/mail/html-part';
import { mailOutboxOf } from './modules/mail/outbox';
import { brandLogo, type MediaStore, mailPictures } from './modules/media';
import { type OrderService, staffOrderRecord } from './modules/order';
import { orderListRoutes } from './modules/order-list/routes';
import { orderListService } from './modules/order-list/service';
import { orderMessageService } from './modules/order-messages';
import { orderRequestRoutes, orderRequestService } from './modules/order-request';
import { paymentRefunds } from './modules/payment/refunds';
import type { PaymentProviders } from './modules/payment/service';
import { heldPrices, type QuoteService, quoteDesk, quoteService, staffQuoteRoutes } from './modules/quote';
import { type ReturnDependencies, returnDesk, returnRoutes, returnService, staffReturnRoutes } from './modules/returns';
import { shippingService } from './modules/shipping/service';
import { staffRoutes } from './modules/staff/routes';
import { staffService } from './modules/staff/service';
import { errorRoutes } from './modules/system/error-routes';
import type { ServerOptions } from './server-options';

// Parts of the server's wiring (server.ts), each a few services that belong together.

/** The app's logger as outboxes and payments call it: its methods need it as `this`. */
export const loggerOf = (app: FastifyInstance) => ({
  warn: (details: object, message: string) => app.log.warn(details, message),
  error: (details: object, message: string) => app.log.error(details, message),
});

/**
 * The mail outbox and the order documents its mails attach, its mails dressed in the branding's
 * logo and colours with the lines' pictures. Customers are built later (they need the outbox): the
 * documents ask them for a customer's number when they issue one.
 */
export function mailWithDocuments(
  db: Database,
  deps: {
    settings: () => Promise<Settings>;
    content: Pick<ContentService, 'brandingLogo' | 'brandingLooks'>;
    media: Pick<MediaStore, 'file'>;
    catalog: Pick<CatalogService, 'cards'>;
    publicUrl: string;
    mailer: Mailer;
    logError: (error: unknown, message: string) => void;
  },
  customers: () => CustomerService,
) {
  const { file } = deps.media;
  const logo = brandLogo({ branding: deps.content.brandingLogo, file, logError: deps.logError });
  const documents = documentService(db, {
    settings: deps.settings,
    logo,
    recipientOf: (tx, customerId) => customers().invoiceRecipientOf(tx, customerId),
  });
  const outbox = mailOutboxOf(db, {
    mailer: deps.mailer,
    logError: deps.logError,
    attachmentsOf: documents.attachmentsOf,
    htmlPartOf: mailHtml({
      branding: deps.content.brandingLooks,
      logo: () => logo(db),
      picture: mailPictures({ file, logError: deps.logError }),
      coversOf: productCovers(deps.catalog),
      publicUrl: deps.publicUrl,
    }),
  });
  return { documents, outbox };
}

/** The pictures of a mail's lines: the products' covers as their cards show them (no prices asked). */
const productCovers = (catalog: Pick<CatalogService, 'cards'>) => async (ids: number[]) => {
  const shopper = { loggedIn: false, country: siteConfig.defaultCountry };
  const view = { locale: defaultLocale, currency: siteConfig.defaultCurrency, shopper };
  return new Map((await catalog.cards(ids, view, { lazyPrices: true })).map((card) => [card.id, card.image]));
};

/** Staff's sign-in and the guard of every admin operation, the audit log, and the browsers' error reports. */
export function staffDesk(
  app: FastifyInstance,
  db: Database,
  options: Pick<ServerOptions, 'adminToken'> & { throttle: ThrottleStore; now: () => number },
) {
  const staff = staffService(db, { throttle: options.throttle, now: options.now });
  app.decorate('staffGuard', staffGuard({ adminToken: options.adminToken, authenticate: staff.authenticate }));
  staffRoutes(app, { staff });
  auditRoutes(app, { db });
  errorRoutes(app);
}

/**
 * The conversation about orders: a customer reaches an order's thread through the order module's
 * own rule of who may see the order, staff through the order as they read it.
 */
export function orderConversation(
  db: Database,
  deps: { orders: OrderService; outbox: MailOutbox; settings: () => Promise<Settings>; publicUrl: string },
) {
  return orderMessageService(db, {
    orderFor: deps.orders.get,
    orderForStaff: async (id) => (await staffOrderRecord(db, id)).order,
    outbox: deps.outbox,
    settings: deps.settings,
    publicUrl: deps.publicUrl,
  });
}

/**
 * What the order module asks of the documents: the invoice and notes an order's change brings, and
 * a credit note of lines refunded without a return (as a return's refund has one).
 */
export const documentsOfOrders = (documents: DocumentService) => ({
  onOrderEvent: documents.onOrderEvent,
  creditLines: documents.creditReturn,
});

/** An order's documents for whoever may see the order and for staff, the invoices by period, and a document sent again. */
export function documentDesk(
  app: FastifyInstance,
  db: Database,
  deps: { documents: DocumentService; orders: OrderService; outbox: MailOutbox },
) {
  const staffOrder = (id: number) => staffOrderRecord(db, id);
  documentRoutes(app, { documents: deps.documents, orders: deps.orders, staffOrder });
  documentStaffRoutes(app, {
    ledger: invoiceLedger(db),
    resend: documentResend(db, { outbox: deps.outbox }),
    staffOrder,
  });
}

/**
 * Returns: a customer reaches an order's returns through the order module's rule of who may see
 * the order (their routes where cookie writes from another site are refused); staff's steps put
 * resellable goods back through the inventory, refund through the payment module's refunds (as a
 * refundOrder does) and credit through the documents.
 */
export function returnsDesk(
  app: FastifyInstance,
  db: Database,
  deps: {
    orders: OrderService;
    outbox: MailOutbox;
    settings: () => Promise<Settings>;
    now: () => number;
    inventory: InventoryService;
    documents: DocumentService;
    publicUrl: string;
  },
  payments: { providers: PaymentProviders },
) {
  const dependencies: ReturnDependencies = {
    orderFor: deps.orders.get,
    orderForStaff: async (id) => (await staffOrderRecord(db, id)).order,
    settings: deps.settings,
    now: deps.now,
    outbox: deps.outbox,
    restock: (tx, lines) =>
      deps.inventory.release(
        tx,
        lines.map(({ productId, quantity }) => ({ productId, effective: quantity, external: 0, qty: quantity })),
      ),
    refund: paymentRefunds(db, payments.providers),
    creditReturn: deps.documents.creditReturn,
  };
  const returns = returnService(db, dependencies);
  staffReturnRoutes(app, { returns, desk: returnDesk(db, dependencies, returns) });
  void app.register(async (scope) => {
    scope.addHook('onRequest', originGuard([deps.publicUrl]));
    returnRoutes(scope, { returns });
  });
}

/**
 * What a business customer's members buy together: order lists (a member's own or the company's)
 * and the orders that wait for an administrator's approval.
 */
export function companyPurchasing(
  scope: FastifyInstance,
  db: Database,
  {
    sessions,
    catalog,
    ...deps
  }: Parameters<typeof orderRequestService>[1] & {
    catalog: CatalogService;
    sessions: { customerOf: Parameters<typeof orderRequestRoutes>[1]['customerOf'] };
  },
) {
  orderRequestRoutes(scope, { requests: orderRequestService(db, deps), customerOf: sessions.customerOf });
  orderListRoutes(scope, {
    lists: orderListService(db, { catalog, carts: deps.carts }),
    customerOf: sessions.customerOf,
  });
}

/**
 * Quotes: the customer's (their routes are registered with the other customer routes, by the
 * caller) and staff's, who answer them with prices; the customer is e-mailed the answer.
 */
export function quoteCounter(
  app: FastifyInstance,
  db: Database,
  deps: {
    catalog: CatalogService;
    carts: CartService;
    customers: CustomerService;
    outbox: MailOutbox;
    settings: () => Promise<Settings>;
    now: () => number;
    publicUrl: string;
  },
): QuoteService {
  const quotes = quoteService(db, deps);
  staffQuoteRoutes(app, { desk: quoteDesk(db, deps, quotes) });
  return quotes;
}

/** The carts: priced by the catalogue, shipped by the shipping module, an accepted quote's lines at its prices. */
export function shopCarts(
  db: Database,
  deps: Omit<Parameters<typeof cartService>[1], 'shipping' | 'quotedPrices'> & { now: () => number },
): CartService {
  return cartService(db, { ...deps, shipping: shippingService(db), quotedPrices: heldPrices });
}
