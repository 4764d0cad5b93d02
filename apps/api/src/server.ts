import { defaultPaymentTimeoutMinutes, paymentMethodCodes } from '@shop/contracts';
import { priceListRoutes } from './admin/price-lists';
import { backOfficeDeskRoutes } from './admin/routes';
import { createApp } from './http/app';
import { backOfficeRoutes, defaultBackOfficeDir } from './http/back-office';
import { heardChanges } from './http/heard-changes';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { shopperOfRequests } from './http/request-shopper';
import { sharedAnswers } from './http/shared-answers';
import { scheduleJobs } from './jobs';
import { cartRoutes, checkoutRoutes } from './modules/cart/routes';
import { catalogAdminRoutes } from './modules/catalog/admin-routes';
import { catalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogService } from './modules/catalog/service';
import { followCatalogVersion } from './modules/catalog/version';
import { catalogFeeds } from './modules/catalog-import/feeds';
import { catalogImportRoutes } from './modules/catalog-import/routes';
import { catalogueWriters } from './modules/catalog-import/writers';
import { contentRepository } from './modules/content/repository';
import { contentRoutes } from './modules/content/routes';
import { contentService } from './modules/content/service';
import { customerRecognition } from './modules/customer/recognition';
import { customerRoutes, customerSessions, originGuard } from './modules/customer/routes';
import { customerService } from './modules/customer/service';
import { memoryThrottleStore } from './modules/customer/throttle';
import { tokenIssuer } from './modules/customer/tokens';
import { dashboardRoutes } from './modules/dashboard/routes';
import { dashboardService } from './modules/dashboard/service';
import { inventoryService } from './modules/inventory/service';
import { createMailer } from './modules/mail/mailer';
import { mailBacklog } from './modules/mail/outbox';
import { mediaRoutes } from './modules/media/routes';
import { staffPictures } from './modules/media/staff-pictures';
import { mediaStore } from './modules/media/store';
import { orderedProducts } from './modules/order';
import { orderRoutes } from './modules/order/routes';
import { orderService } from './modules/order/service';
import { handOverListsOf } from './modules/order-list';
import { orderMessageRoutes, staffOrderMessageRoutes } from './modules/order-messages';
import { paymentMethods } from './modules/payment/methods';
import { paymentRefunds } from './modules/payment/refunds';
import { paymentNotificationRoutes, paymentRoutes } from './modules/payment/routes';
import { paymentService } from './modules/payment/service';
import { priceListQueries, pricingService } from './modules/pricing/service';
import { couponAdmin } from './modules/promotion/admin';
import { promotionRoutes } from './modules/promotion/routes';
import { promotionService } from './modules/promotion/service';
import { quoteRoutes } from './modules/quote';
import { reviewRoutes } from './modules/review/routes';
import { reviewService } from './modules/review/service';
import { searchEngine } from './modules/search/engine';
import { searchRoutes } from './modules/search/routes';
import { searchService } from './modules/search/service';
import { shippingAdmin } from './modules/shipping/admin';
import { shippingRoutes } from './modules/shipping/routes';
import { systemRoutes } from './modules/system/routes';
import { webhookDeliveries } from './modules/webhook/deliveries';
import { type WebhookOutbox, webhookBacklog, webhookOutboxOf } from './modules/webhook/outbox';
import { webhookRoutes } from './modules/webhook/routes';
import { myDataRoutes } from './my-data/routes';
import type { ServerOptions } from './server-options';
import {
  companyPurchasing,
  documentDesk,
  documentsOfOrders,
  loggerOf,
  mailWithDocuments,
  orderConversation,
  quoteCounter,
  returnsDesk,
  shopCarts,
  staffDesk,
} from './server-parts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Guest carts nobody came back to within this many days are deleted. */
export const GUEST_CART_DAYS = 60;

/** Builds the shop API without listening, so tests can inject requests. */
export async function buildServer({
  database,
  logger = false,
  adminToken,
  errorReportingDsn,
  authSecret,
  publicUrl = 'http://localhost:3000',
  mailer = createMailer({ from: 'Werkhaus <service@werkhaus.example>' }),
  throttle = memoryThrottleStore(),
  trustProxy = 'loopback',
  webhooks: webhookEndpoints = [],
  housekeeping = false,
  draining = () => false,
  payments: paymentOptions = { providers: {} },
  now = Date.now,
  backOfficeDir = defaultBackOfficeDir(),
  metricsToken,
  checkAnswers = false,
}: ServerOptions) {
  const app = await createApp({ logger, trustProxy, errorReportingDsn, publicUrl, checkAnswers });
  registerMetrics(app, { database, token: metricsToken, backlogs: { mail: mailBacklog, webhook: webhookBacklog } });
  const changes = await heardChanges(app, database);
  followCatalogVersion(database.db, changes);
  const pricing = pricingService(database.db);
  sharedAnswers(app, { changes, priceListWindows: pricing.priceListWindows, now });
  // Before every operation's route: the OpenAPI document lists only the routes registered after it.
  await registerOpenApi(app);
  staffDesk(app, database.db, { throttle, now, adminToken });
  const content = contentService(contentRepository(database.db), changes);
  contentRoutes(app, { content });
  const inventory = inventoryService(database.db, changes);
  const settings = () => content.settings();
  const catalog = catalogService({
    repository: catalogRepository(database.db),
    pricing,
    priceLists: priceListQueries(database.db),
    inventory,
    settings,
  });
  // The running service answers /readyz once its search index is built (below): no search waits on a cold one.
  let warming = housekeeping;
  systemRoutes(app, { database, catalog, content, draining, warming: () => warming });
  const promotion = promotionService(database.db);
  const carts = shopCarts(database.db, { catalog, promotion, pricing, settings, now });
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const media = mediaStore(database.db);
  const mail = { settings, content, media, catalog, publicUrl, mailer, logError };
  const { documents, outbox } = mailWithDocuments(database.db, mail, () => customers);
  const log = loggerOf(app);
  const webhooks = webhookOutboxOf(database.db, { endpoints: webhookEndpoints, log });
  app.decorate('webhooks', webhooks);
  // Deliveries under way finish (or time out) before the database is closed.
  app.addHook('onClose', () => webhooks.idle());
  const recognition = await customerRecognition(database, now);
  app.addHook('onClose', () => recognition.close());
  const customers = customerService({
    db: database.db,
    tokens: tokenIssuer(authSecret),
    throttle,
    mailer: outbox,
    publicUrl,
    settings,
    activeCartOf: carts.activeCartOf,
    recognition,
    now,
    memberRemoved: handOverListsOf,
  });
  app.decorate('shopper', shopperOfRequests(customers.recognise));
  const methods = paymentMethods(paymentOptions.providers, paymentOptions.methods ?? paymentMethodCodes);
  const orders = orderService(database.db, {
    ...documentsOfOrders(documents),
    carts,
    customers,
    inventory,
    catalog,
    promotion,
    outbox,
    webhooks,
    settings,
    tokenSecret: authSecret,
    throttle,
    takesPaymentMethod: methods.takes,
    refund: paymentRefunds(database.db, paymentOptions.providers),
    paymentTimeoutMinutes: paymentOptions.timeoutMinutes ?? defaultPaymentTimeoutMinutes,
    publicUrl,
    now,
  });
  const payments = paymentService(database.db, {
    orders,
    providers: paymentOptions.providers,
    methods,
    publicUrl,
    notifyUrl: paymentOptions.notifyUrl ?? `${publicUrl}/api`,
    log,
  });
  app.decorate('payments', payments);
  const messages = orderConversation(database.db, { orders, outbox, settings, publicUrl });
  returnsDesk(app, database.db, { orders, outbox, settings, now, inventory, documents, publicUrl }, paymentOptions);
  const quotes = quoteCounter(app, database.db, { catalog, carts, customers, outbox, settings, now, publicUrl });
  const sessions = customerSessions(customers);
  app.decorate('customerGuard', sessions.guard);
  await app.register(async (scope) => {
    scope.addHook('onRequest', originGuard([publicUrl]));
    customerRoutes(scope, {
      customers,
      settings,
      customerOf: sessions.customerOf,
      priceList: catalog.priceList,
      takeOverCart: (user, guestCartId, guestKey) => carts.takeOverAtLogin(user, guestCartId, guestKey),
    });
    myDataRoutes(scope, { db: database.db, outbox, customerOf: sessions.customerOf, forget: recognition.forget, now });
    cartRoutes(scope, { carts });
    checkoutRoutes(scope, { carts, customers, settings });
    orderRoutes(scope, { orders, customerOf: sessions.customerOf });
    orderMessageRoutes(scope, { messages });
    quoteRoutes(scope, { quotes, customerOf: sessions.customerOf });
    companyPurchasing(scope, database.db, { orders, carts, customers, catalog, outbox, publicUrl, sessions });
    paymentRoutes(scope, { payments, orders, paymentMethodsOf: customers.paymentMethodsOf });
    reviewRoutes(scope, {
      reviews: reviewService(database.db, { exists: (id) => catalog.productExists(id) }),
      customerOf: sessions.customerOf,
      productNames: catalog.productNames,
    });
  });
  await paymentNotificationRoutes(app, { payments });
  const engine = searchEngine(database.db);
  const search = searchService({ engine, catalog });
  if (housekeeping)
    app.addHook('onReady', () => {
      Promise.all([engine.warm(), catalog.warm()])
        .catch((error: unknown) => app.log.warn({ err: error }, 'search and catalogue indexes not built at start'))
        .finally(() => {
          warming = false;
        });
    });
  const { customerOf } = sessions;
  catalogRoutes(app, { catalog, matchedIds: search.matchedIds, customerOf, purchasedIds: orders.purchasedIds });
  searchRoutes(app, { search });
  mediaRoutes(app, { store: media, pictures: staffPictures(media) });
  const ordered = (ids: number[]) => orderedProducts(database.db, ids);
  const onWritten = async () => {
    changes.changed();
    await catalog.caughtUp();
  };
  const importer = catalogueWriters(app, { database, media, publicUrl, ordered, onWritten });
  catalogAdminRoutes(app, { db: database.db, inventory, pricing });
  catalogImportRoutes(app, {
    db: database.db,
    importer,
    media,
    feeds: catalogFeeds(database.db, { inventory, pricing, idsBySku: catalog.idsBySku }),
  });
  webhookRoutes(app, { deliveries: webhookDeliveries(database.db) });
  promotionRoutes(app, { coupons: couponAdmin(database.db) });
  shippingRoutes(app, { shipping: shippingAdmin(database.db, { taxClassExists: pricing.taxClassExists }) });
  priceListRoutes(app, database.db);
  backOfficeDeskRoutes(app, { db: database.db, orders, carts, customers, outbox, publicUrl });
  documentDesk(app, database.db, { documents, orders, outbox });
  staffOrderMessageRoutes(app, { messages });
  dashboardRoutes(app, { dashboard: dashboardService(database.db, now) });
  await backOfficeRoutes(app, { dir: backOfficeDir });

  if (housekeeping)
    scheduleJobs(
      app,
      [
        {
          name: 'guest cart clean-up',
          everyMs: HOUR_MS,
          run: async () => {
            const n = await carts.purgeGuestCarts(GUEST_CART_DAYS);
            if (n > 0) app.log.info({ carts: n }, 'abandoned guest carts deleted');
          },
        },
        {
          name: 'unpaid order clean-up',
          everyMs: MINUTE_MS,
          run: async () => {
            const ids = await payments.expireUnpaid(new Date());
            if (ids.length > 0) app.log.info({ orders: ids }, 'unpaid orders cancelled, stock returned');
          },
        },
        // Mail and webhooks a crash or an unreachable server left are delivered; failures are retried when due.
        { name: 'mail delivery', everyMs: MINUTE_MS, run: () => outbox.deliver() },
        { name: 'webhook delivery', everyMs: MINUTE_MS, run: () => webhooks.deliver() },
        // An import whose process died never committed: say so.
        { name: 'import clean-up', everyMs: MINUTE_MS, run: () => importer.markAbandoned(false) },
      ],
      // PGlite is this process's alone: what it finds claimed or importing was its previous life's.
      database.kind === 'pglite'
        ? () => Promise.all([outbox.releaseClaims(), webhooks.releaseClaims(), importer.markAbandoned(true)])
        : undefined,
    );

  await app.ready();
  return app;
}
export type ShopApi = Awaited<ReturnType<typeof buildServer>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook deliveries; the housekeeping job and tests reach them here. */
    webhooks: WebhookOutbox;
  }
}
