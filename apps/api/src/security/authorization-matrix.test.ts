// The authorization matrix: every operation of the contracts × nine callers, each with the exact
// status it must get. The callers: a guest (a browser with a cart and an order of its own, no
// session), customer A (who owns the resources), customer B, the admin token (no customer
// cookie), the back-office sessions of an owner, a clerk and a member disabled after logging in,
// A's own access token expired, and no cookie at all. Every call is a valid request (its
// params, query and body parse with the operation's own schemas) aimed at A's cart, cart line,
// address, review, order, payment or price list, so a refusal can only come from who is asking.
// After each call by anyone but A, A's rows are as they were, and no answer to anyone else shows
// A's e-mail, customer number, name, street, phone, order numbers, order comment, cart id or
// agreed price. The order operations run once more against a guest's order: only the browser
// that placed it gets in.
//
// A new operation: add its row to `expected` (who gets which status) and its request to
// `requests` (a valid call against A's resources); without both this file fails, naming it.
// Over 300 lines because the matrix is one table with a row per operation, read as a whole.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  ACCESS_COOKIE,
  type AdminProductDetail,
  type BulkAddResult,
  CART_COOKIE,
  type Cart,
  type Operation,
  type Order,
  operations,
  type PaymentMethodCode,
  type StaffCart,
  staffSessionCookie,
} from '@shop/contracts';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../../../tools/seed/catalog';
import type { Database } from '../db/connection';
import { auditLog } from '../modules/audit/tables';
import { lineKey } from '../modules/cart';
import { cartItems, carts } from '../modules/cart/tables';
import { buyableProducts } from '../modules/catalog/repository';
import { categories, categoryTranslations, products } from '../modules/catalog/tables';
import { contentEntries } from '../modules/content/tables';
import { addresses, companyMembers, customers, passwordResets, refreshTokens } from '../modules/customer/tables';
import { hashToken, randomToken } from '../modules/customer/tokens';
import { orderDocuments } from '../modules/documents/tables';
import { balanceToken } from '../modules/order/balance';
import { GUEST_ORDER_COOKIE } from '../modules/order/routes';
import { orderComments, orderItems, orders } from '../modules/order/tables';
import { orderListItems, orderLists as orderListTable } from '../modules/order-list/tables';
import { orderMessages } from '../modules/order-messages/tables';
import { orderRequests } from '../modules/order-request/tables';
import { type PaymentSandbox, startPaymentSandbox } from '../modules/payment/sandbox/gateway';
import { sandboxCredentials } from '../modules/payment/sandbox/signers';
import { sandboxProviders } from '../modules/payment/setup';
import { payments } from '../modules/payment/tables';
import { priceListCustomers, priceListEntries, priceLists, prices } from '../modules/pricing/tables';
import { quoteLines, quotes } from '../modules/quote/tables';
import { reviews } from '../modules/review/tables';
import { shippingMethods } from '../modules/shipping/tables';
import { staffMembers } from '../modules/staff/tables';
import { testAdminToken, testAuthSecret, useTestApi } from '../testing/api';
import { databaseKinds } from '../testing/database';

type OperationId = keyof typeof operations;

/** In this order: A last, as its own calls may change or delete what the others were refused. */
const callers = [
  'noCookie',
  'expired',
  'disabled',
  'clerk',
  'owner',
  'admin',
  'guest',
  'customerB',
  'customerA',
] as const;
type Caller = (typeof callers)[number];
/** The status each caller gets. */
type Row = Record<Caller, number>;

/** Public: the same answer for everyone. */
const everyone = (status = 200): Row => ({
  guest: status,
  customerA: status,
  customerB: status,
  admin: status,
  owner: status,
  clerk: status,
  disabled: status,
  expired: status,
  noCookie: status,
});
/**
 * The shop owner's: the admin token or an owner's back-office session; a clerk is refused (403), a
 * customer's session is no staff session, a disabled member's session ended with the account.
 */
const ownerRights = (status = 200): Row => ({ ...everyone(401), clerk: 403, owner: status, admin: status });
/** Orders and customers: any member of staff, and the admin token. */
const staffRights = (status = 200): Row => ({ ...everyone(401), clerk: status, owner: status, admin: status });
/** A's resource named by its id (a cart, an order): anyone else is told it does not exist. */
const ownerOnly = (status = 200): Row => ({ ...everyone(404), customerA: status });
/**
 * Needs a customer session (401 without one, an expired one included); B gets `stranger`: 404 for
 * A's resource named by its id, or 200 with B's own data.
 */
const customerOnly = (own: number, stranger: number): Row => ({
  ...everyone(401),
  customerA: own,
  customerB: stranger,
});

/** Who gets what, against A's resources. */
const expected: Record<OperationId, Row> = {
  // system
  health: everyone(),
  readiness: everyone(),
  routeExists: everyone(),
  reportError: everyone(204),
  // content
  getContent: everyone(),
  listContent: ownerRights(),
  readContent: ownerRights(),
  writeContent: ownerRights(),
  contentHistory: ownerRights(),
  restoreContent: ownerRights(),
  // catalogue and prices: public, A's agreed price shown to A only (see priceShown)
  setProductPrice: ownerRights(),
  categoryList: everyone(),
  productList: everyone(),
  productFilterList: everyone(),
  getProduct: everyone(),
  productRecommendations: everyone(),
  productSitemap: everyone(),
  productPriceList: everyone(),
  lookupItems: everyone(),
  suggestItems: everyone(),
  // carts: A's cart by its id
  createCart: everyone(), // each gets their own cart; A's named as guestCartId is not taken over
  getCart: ownerOnly(),
  addToCart: ownerOnly(),
  addItemsToCart: ownerOnly(),
  updateCartQuantity: ownerOnly(),
  removeFromCart: ownerOnly(),
  deleteCart: ownerOnly(),
  updateAddressCart: ownerOnly(),
  updateCouponCode: ownerOnly(),
  // a logged-in shopper is told they are logged in (403) before the cart is looked at
  updateCheckoutUserCart: { ...ownerOnly(403), customerB: 403 },
  // session and account
  isGuest: everyone(),
  login: everyone(), // as customer C, with A's cart id in the cart cookie: not merged
  logOut: everyone(),
  refreshToken: { ...everyone(401), customerA: 200, customerB: 200 }, // each their own refresh cookie
  getMe: customerOnly(200, 200),
  register: everyone(201), // with A's cart id in the cart cookie: not merged
  resetPassword: everyone(201), // for A's e-mail: the mail goes to A, the answer says nothing
  createPassword: everyone(), // the holder of a reset token (for C) sets C's password
  updateUser: customerOnly(200, 200),
  changePassword: customerOnly(200, 200), // everyone sends the right password (A's and B's); only a session counts
  setDefaultCurrency: everyone(), // a customer's own currency only
  addOrUpdateAddress: customerOnly(200, 404),
  deleteAddress: customerOnly(200, 404),
  getUserPriceList: customerOnly(200, 200),
  getUserPriceListCount: customerOnly(200, 200),
  // the person's own data: each customer's export is their own; a guest has none
  exportMyData: customerOnly(200, 200),
  // everyone sends a wrong password: a session first (401 without), then the password (400); the
  // deletion itself is my-data.test.ts's, as A must stay for the other rows
  deleteMyAccount: customerOnly(400, 400),
  // the token alone counts, whoever follows the link: an unknown one is refused for everyone
  confirmNewsletter: everyone(400),
  // company members: B reads its own company's list, and never reaches A's members (404)
  listCompanyMembers: customerOnly(200, 200),
  inviteCompanyMember: customerOnly(403, 201), // A is no business (no company address); B is one: its own member
  updateCompanyMember: customerOnly(200, 404),
  removeCompanyMember: customerOnly(200, 404),
  // order requests: A (an administrator) needs no approval; B names A's cart and never reaches A's requests
  requestOrderApproval: customerOnly(409, 404),
  listOrderRequests: customerOnly(200, 200),
  approveOrderRequest: customerOnly(200, 404),
  rejectOrderRequest: customerOnly(200, 404),
  returnOrderRequest: customerOnly(200, 404),
  restoreOrderRequest: customerOnly(200, 404), // A's own request, sent back, into A's cart
  // orders: A's order by its id
  getOrders: customerOnly(200, 200),
  getOrdersCount: customerOnly(200, 200),
  getOrder: ownerOnly(),
  listOrderDocuments: ownerOnly(),
  getOrderDocument: ownerOnly(),
  createOrder: ownerOnly(201), // from A's cart
  confirmOrder: ownerOnly(),
  // Right number and e-mail of an account's order: whoever asks is told to log in, never shown it.
  lookupOrder: everyone(409),
  postOrderComment: ownerOnly(),
  listOrderMessages: ownerOnly(),
  postOrderMessage: ownerOnly(201),
  // returns of A's shipped order: A's (or the guest browser's) alone
  listReturns: ownerOnly(),
  requestReturn: ownerOnly(201),
  getPurchasedProducts: customerOnly(200, 200),
  getMyItems: customerOnly(200, 200),
  reorder: customerOnly(200, 404), // B names A's order (and A's cart)
  // order lists: A's list by its id; B creates and lists B's own
  getOrderLists: customerOnly(200, 200),
  createOrderList: customerOnly(201, 201),
  getOrderList: customerOnly(200, 404),
  renameOrderList: customerOnly(200, 404),
  shareOrderList: customerOnly(200, 404),
  deleteOrderList: customerOnly(200, 404),
  addToOrderList: customerOnly(200, 404),
  updateOrderListLine: customerOnly(200, 404),
  addOrderListToCart: customerOnly(200, 404),
  // quotes: a customer's own (B asks for and lists their own; A's quote by id is missing to B)
  requestQuote: customerOnly(201, 201),
  listQuotes: customerOnly(200, 200),
  acceptQuote: customerOnly(200, 404),
  declineQuote: customerOnly(200, 404),
  // payments of A's order
  getPaymentMethods: everyone(),
  postOrderPaymentMethod: ownerOnly(),
  createPayment: ownerOnly(201),
  completePayment: ownerOnly(),
  createComputopPaymentData: ownerOnly(201),
  processComputopPaymentResponse: everyone(), // decrypts what the browser brought; changes nothing
  createComputopPayment: ownerOnly(),
  // The difference a change asked of A's order: the link's signed token is the key, whoever holds
  // it (a guest's order has no login); A's order has none open, so paying is refused to anyone.
  getOrderBalance: everyone(),
  payOrderBalance: everyone(409),
  completeOrderBalance: everyone(),
  // reviews: public per product, written and deleted by their author
  getProductReviews: everyone(),
  getMyReviews: customerOnly(200, 200),
  writeReview: customerOnly(200, 200), // B writes B's own review of the product, A's stays
  deleteReview: customerOnly(200, 404),
  // search
  makeSearch: everyone(),
  // webhooks: the deliveries of order events (none queued here: no endpoint is configured)
  listWebhookDeliveries: ownerRights(),
  // the merchant's coupons, shipping and orders export
  listCoupons: ownerRights(),
  saveCoupon: ownerRights(),
  listShippingRates: ownerRights(),
  saveShippingMethod: ownerRights(),
  saveShippingRate: ownerRights(),
  exportOrders: staffRights(),
  // the merchant's catalogue: imports (a dry run here), the export, pictures and the ERP's feeds
  importCatalog: ownerRights(202),
  getCatalogImport: ownerRights(),
  listCatalogImports: ownerRights(),
  exportCatalog: ownerRights(),
  listImportMedia: ownerRights(),
  uploadImportMedia: ownerRights(),
  updateStock: ownerRights(),
  updatePrices: ownerRights(),
  // the product editor: Q read and saved as it is, new products made, copied and deleted
  getAdminProduct: ownerRights(),
  createProduct: ownerRights(201),
  saveProduct: ownerRights(),
  duplicateProduct: ownerRights(201),
  deleteProduct: ownerRights(),
  // a master's variants on its page: added (to a new master each call) and saved as they are
  createVariant: ownerRights(201),
  saveVariant: ownerRights(),
  // staff: everyone may try to log in (here as the probe member), and log out
  staffLogin: everyone(),
  staffLogout: everyone(204),
  getStaffSession: staffRights(),
  // each member sends their own right password; the admin key has none (400)
  changeStaffPassword: { ...staffRights(204), admin: 400 },
  listStaff: ownerRights(),
  addStaffMember: ownerRights(201),
  updateStaffMember: ownerRights(),
  listAuditLog: ownerRights(),
  // the back office's orders (A's read; B's new orders changed) and customers (A read, B changed)
  listAdminOrders: staffRights(),
  getAdminOrder: staffRights(),
  listAdminOrderDocuments: staffRights(),
  getAdminOrderDocument: staffRights(),
  // sent again to the order's own address: staff's, as reading the order is
  resendOrderDocument: staffRights(),
  // the invoices and credit notes of a period, and their CSV: staff read them, as they read the orders export
  listInvoices: staffRights(),
  exportInvoices: staffRights(),
  shipOrder: staffRights(),
  createShipment: staffRights(201),
  confirmInvoiceOrder: staffRights(),
  recordInvoicePayment: staffRights(201),
  shipOrders: staffRights(),
  recordInvoicePayments: staffRights(),
  exportOrderList: staffRights(),
  markOrderDelivered: staffRights(),
  cancelOrder: staffRights(),
  refundOrder: staffRights(201),
  editOrder: staffRights(),
  addOrderNote: staffRights(201),
  // the conversation: staff read A's thread (A's comment in it) and reply on B's new order
  listAdminOrderMessages: staffRights(),
  postAdminOrderMessage: staffRights(201),
  // returns: any member of staff lists them (A's among them) and takes B's through their steps
  listAdminReturns: staffRights(),
  getAdminReturn: staffRights(),
  receiveReturn: staffRights(),
  refundReturn: staffRights(),
  rejectReturn: staffRights(),
  // quotes: any member of staff answers them, as they work orders
  listQuoteRequests: staffRights(),
  getQuoteRequest: staffRights(),
  sendQuote: staffRights(),
  getDashboard: staffRights(),
  listCustomers: staffRights(),
  getAdminCustomer: staffRights(),
  listPriceLists: staffRights(),
  updateCustomer: staffRights(),
  createCustomer: staffRights(201),
  inviteCustomer: staffRights(201),
  updateCustomerMember: staffRights(),
  addCustomerAddress: staffRights(201),
  updateCustomerAddress: staffRights(),
  deleteCustomerAddress: staffRights(),
  // many accounts at once, and every customer's data: the owner's (and the ERP's admin key's)
  importCustomers: ownerRights(),
  exportCustomers: ownerRights(),
  // price lists: staff read them, the owner (and the ERP's admin key) change them
  getPriceList: staffRights(),
  savePriceList: ownerRights(),
  deletePriceList: ownerRights(),
  importPriceList: ownerRights(),
  exportPriceList: ownerRights(),
  updatePriceListEntries: ownerRights(),
  listAdminProducts: ownerRights(),
  setProductListed: ownerRights(),
  setProductsListed: ownerRights(),
  setProductsStock: ownerRights(),
  // attributes and product pictures: the owner's (and the admin key's)
  listAttributes: ownerRights(),
  saveAttribute: ownerRights(),
  uploadProductImage: ownerRights(201),
  uploadCategoryImage: ownerRights(201),
  getProductTableOptions: ownerRights(),
  setProductsCategory: ownerRights(),
  previewProductsPrices: ownerRights(),
  changeProductsPrices: ownerRights(),
  listCategories: ownerRights(),
  saveCategory: ownerRights(),
  moveCategory: ownerRights(),
  deleteCategory: ownerRights(),
  // orders staff take for a customer (B's staff cart): any member of staff, nobody else
  openStaffCart: staffRights(),
  getStaffCart: staffRights(),
  addStaffCartItems: staffRights(),
  updateStaffCartItem: staffRights(),
  chooseStaffCartCheckout: staffRights(),
  placeStaffOrder: staffRights(201),
  discardStaffCart: staffRights(),
};

/** Staff read customers' orders and accounts: A's data is theirs to see there, and no one else's. */
const staffReadsOfA = new Set<OperationId>([
  'listAdminOrders',
  'getAdminOrder',
  'listAdminOrderMessages',
  'listAdminReturns',
  'listQuoteRequests',
  'listCustomers',
  'getAdminCustomer',
  'listPriceLists',
  'getPriceList',
  'exportPriceList',
  'exportCustomers',
  'resendOrderDocument',
  'listInvoices',
  'exportInvoices',
]);
const staffCallers = new Set<Caller>(['owner', 'clerk', 'admin']);

const PASSWORD = 'matrix-pass-123';
const A = {
  email: 'anna.owner@example.com',
  customerNumber: 'K-91001',
  firstName: 'Anna',
  lastName: 'Ownerova',
  street: 'Geheimgasse 17',
  phone: '+49 30 5550172',
  comment: 'annas-vertraulicher-kommentar',
  list: 'Annas Baustelle Lindenstraße',
  priceList: 'MATRIX-ANNA',
};
const B = { email: 'bert.other@example.com', customerNumber: 'K-91002', firstName: 'Bert', lastName: 'Fremd' };
const C = { email: 'carla.probe@example.com', customerNumber: 'K-91003', firstName: 'Carla', lastName: 'Probe' };
const addressOfA = {
  firstName: A.firstName,
  lastName: A.lastName,
  street: A.street,
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
  phone: A.phone,
};
const guestAddress = {
  firstName: 'Gisela',
  lastName: 'Gast',
  street: 'Gastweg 1',
  city: 'Bonn',
  postalCode: '53111',
  country: 'DE',
};
/** Members of staff: each caller's own, and the probe member that logins and changes are aimed at. */
const STAFF_PASSWORD = 'matrix-staff-pass';
const staffEmails = {
  owner: 'olga.owner@example.com',
  clerk: 'clemens.clerk@example.com',
  disabled: 'dora.disabled@example.com',
  probe: 'paul.probe@example.com',
} as const;
/** A content page the admin operations read and write. */
const probeKey = { type: 'page', identifier: 'matrix-probe', locale: 'de' } as const;
const probePage = (content: string) => ({ content, config: { title: 'Matrix' } });

/** What the requests are built from: the shop's fixtures and A's resources as they are now. */
interface Ctx {
  /** A product in A's price list, at `agreed` instead of its list price `regular`. */
  p: { id: number; sku: string; categoryId: number; regular: number; agreed: number };
  /** Another product, whose price the admin sets (to what it is). */
  q: { id: number; sku: string; regular: number };
  cartId: string;
  itemId: number;
  cartVersion: number;
  addressId: number;
  reviewId: number;
  /** A's order list, with a line of P. */
  listId: number;
  listLineId: number;
  /** The ids of every order A has placed so far. */
  ordersOfA: number[];
  /** The order the order and payment operations name (A's; in the guest pass the guest's). */
  order?: Order;
  /** Paygate's answer for the order's Computop payment, as the browser brings it back. */
  paygateAnswer?: { Data: string; Len: string };
  /** A new e-mail address each call. */
  unique: (prefix: string) => string;
  /** A new password-reset token of customer C. */
  resetToken: () => Promise<string>;
  /** A catalogue import (a dry run) the admin made before. */
  importId: number;
  /** An answer of Paygate, encrypted and signed, for a transaction. */
  paygate: (transId: string) => { Data: string; Len: string };
  /** A new SKU each call. */
  sku: () => string;
  /** Q as the product editor reads it now. */
  editedQ: () => Promise<AdminProductDetail>;
  /** A new unlisted product without orders, each call. */
  spareProduct: () => Promise<number>;
  /** A new master with a variant, each call. */
  spareVariant: () => Promise<{ master: number; variant: AdminProductDetail['variants'][number] }>;
  /** The version of the matrix-freight shipping method as it is now. */
  rateVersion: () => Promise<number>;
  /** The probe member of staff as they are now. */
  probeMember: () => Promise<{ id: number; version: number }>;
  /** A's customer id. */
  aId: number;
  /** Customer B as they are now. */
  customerB: () => Promise<{ id: number; version: number }>;
  /** B's default shipping address, or a new spare one of B's (no default) each call. */
  addressOfB: (spare: boolean) => Promise<typeof addresses.$inferSelect>;
  /** A new customer staff opened, who has not chosen a password yet. */
  invitee: () => Promise<number>;
  /** A new member (a buyer) of A's company, each call. */
  memberOfA: () => Promise<number>;
  /**
   * An order request of A's company for one P (a new one once it is decided): a requester's, open
   * (its lines in a held cart), or A's own, sent back.
   */
  requestOfA: (state: 'open' | 'returned') => Promise<number>;
  /** Makes B a business: an address of B's names a company (members are a business's). */
  businessB: () => Promise<void>;
  /** The member id of a customer's own login. */
  holderOf: (customerId: number) => Promise<number>;
  /** A new price list nobody holds, each call. */
  spareList: () => Promise<{ code: string; version: number }>;
  /** A new empty top-level category each call. */
  spareCategory: () => Promise<{ id: number; version: number }>;
  /** A new invoice order of B, placed, confirmed, or confirmed and shipped by the admin. */
  /** An order of B: by invoice (placed, confirmed, shipped), or paid by card on the payment sandbox. */
  orderOfB: (state: 'placed' | 'confirmed' | 'shipped' | 'paid') => Promise<{ id: number; version: number }>;
  /** A return of one piece of a new shipped order of B, as B asked for it or received by the admin. */
  returnOfB: (state: 'requested' | 'received') => Promise<{ id: number; version: number }>;
  /** The id of an order's invoice. */
  invoiceOf: (orderId: number) => Promise<number>;
  /** A staff cart of B holding Q (one more each call), as it is now. */
  staffCartOfB: () => Promise<{ cartId: string; itemId: number; version: number; total: number; addressId: number }>;
  /** A new quote of P for A (offered) or B (requested or offered), each call, with its lines' ids. */
  quoteOf: (who: 'A' | 'B', state: 'requested' | 'offered') => Promise<{ id: number; lineIds: number[] }>;
}

interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Cookies on top of the caller's. */
  cookies?: Record<string, string>;
  /** Headers on top of the caller's: an upload's content type. */
  headers?: Record<string, string>;
}

const adminKey = { authorization: `Bearer ${testAdminToken}` };

/** A variant as a master's page adds it: its size names the master's option. */
const matrixVariant = (sku: string) => ({ sku, options: { size: 'M' }, regular: 1_000, stock: 3, image: null });

/** A new product as the editor creates it, its own SKU, item number, name and address. */
const matrixProduct = (sku: string, listed = true) => ({
  sku,
  itemnum: sku,
  ean: null,
  listed,
  hidePrices: false,
  taxClass: 'standard',
  brand: '',
  texts: { name: { de: `Matrix-Produkt ${sku}` }, title: {}, subtitle: {}, description: {}, slug: {} },
  categories: [],
  attributes: {},
  images: [],
  accessories: [],
  included: [],
  prices: [{ currency: 'EUR', regular: 1_000, special: null, tiers: [] }],
  stock: { warehouse: 1, external: 0 },
});

const orderOf = (c: Ctx) => {
  if (!c.order) throw new Error('this operation needs an order: add it to orderMethod');
  return c.order;
};

/** A valid request of each operation against A's resources; the same for every caller unless said. */
const requests: Record<OperationId, (c: Ctx) => Request | Promise<Request>> = {
  health: () => ({}),
  readiness: () => ({}),
  routeExists: (c) => ({ query: { kind: 'product', key: String(c.p.id) } }),
  reportError: () => ({ body: { source: 'browser', message: 'authorization matrix probe' } }),
  getContent: () => ({ query: probeKey }),
  listContent: () => ({}),
  readContent: () => ({ params: probeKey }),
  writeContent: () => ({ params: probeKey, body: probePage('<p>Matrix</p>') }),
  contentHistory: () => ({ params: probeKey }),
  restoreContent: () => ({ params: probeKey, body: { version: 1 } }),
  setProductPrice: (c) => ({
    params: { sku: c.q.sku },
    body: { currency: 'EUR', regular: c.q.regular, special: null },
  }),
  categoryList: () => ({}),
  productList: (c) => ({ query: { catId: c.p.categoryId, limit: 100 } }),
  productFilterList: (c) => ({ query: { catId: c.p.categoryId } }),
  getProduct: (c) => ({ params: { id: c.p.id } }),
  productRecommendations: (c) => ({ query: { catId: c.p.categoryId, popularOnly: false, limit: 24 } }),
  productSitemap: () => ({}),
  productPriceList: (c) => ({ query: { skus: c.p.sku } }),
  lookupItems: (c) => ({ body: { items: [{ number: c.p.sku, quantity: 2 }] } }),
  suggestItems: (c) => ({ query: { prefix: c.p.sku } }),
  createCart: (c) => ({ body: { guestCartId: c.cartId } }),
  getCart: (c) => ({ params: { cartId: c.cartId } }),
  addToCart: (c) => ({ params: { cartId: c.cartId }, body: { sku: c.p.sku, quantity: 1 } }),
  addItemsToCart: (c) => ({ params: { cartId: c.cartId }, body: { items: [{ number: c.q.sku, quantity: 2 }] } }),
  updateCartQuantity: (c) => ({ params: { cartId: c.cartId, itemId: c.itemId }, body: { quantity: 3 } }),
  removeFromCart: (c) => ({ params: { cartId: c.cartId, itemId: c.itemId } }),
  deleteCart: (c) => ({ params: { cartId: c.cartId } }),
  updateAddressCart: (c) => ({ params: { cartId: c.cartId }, body: { shippingAddress: guestAddress } }),
  updateCouponCode: (c) => ({ params: { cartId: c.cartId }, body: { code: '' } }),
  // With a password: the variant that would make an account and hand it the cart.
  updateCheckoutUserCart: (c) => ({
    params: { cartId: c.cartId },
    body: { newUser: { email: c.unique('claim'), firstName: 'Gisela', lastName: 'Gast' }, userPassword: PASSWORD },
  }),
  isGuest: () => ({}),
  login: (c) => ({ body: { username: C.email, password: PASSWORD }, cookies: { [CART_COOKIE]: c.cartId } }),
  logOut: () => ({}),
  refreshToken: () => ({}),
  getMe: () => ({}),
  register: (c) => ({
    body: { email: c.unique('register'), password: PASSWORD, firstName: 'Neu', lastName: 'Kunde' },
    cookies: { [CART_COOKIE]: c.cartId },
  }),
  resetPassword: () => ({ body: { username: A.email } }),
  createPassword: async (c) => ({ body: { token: await c.resetToken(), password: PASSWORD } }),
  updateUser: () => ({ body: { newsletter: true } }),
  changePassword: () => ({ body: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
  setDefaultCurrency: () => ({ body: { currency: 'GBP' } }),
  addOrUpdateAddress: (c) => ({
    body: {
      ...addressOfA,
      id: c.addressId,
      city: 'Potsdam',
      postalCode: '14467',
      isShipping: true,
      isBilling: true,
      isDefaultShipping: true,
      isDefaultBilling: true,
    },
  }),
  deleteAddress: (c) => ({ params: { id: c.addressId } }),
  getUserPriceList: () => ({}),
  getUserPriceListCount: () => ({}),
  exportMyData: () => ({}),
  deleteMyAccount: () => ({ body: { password: 'not the password' } }),
  confirmNewsletter: () => ({ body: { token: randomToken() } }),
  listCompanyMembers: () => ({}),
  inviteCompanyMember: async (c) => {
    await c.businessB();
    return { body: { firstName: 'Mia', lastName: 'Member', email: c.unique('member'), role: 'buyer' } };
  },
  updateCompanyMember: async (c) => ({ params: { memberId: await c.memberOfA() }, body: { orderLimit: 50_000 } }),
  removeCompanyMember: async (c) => ({ params: { memberId: await c.memberOfA() } }),
  requestOrderApproval: (c) => ({
    body: { cartId: c.cartId, cart: { version: c.cartVersion }, paymentMethodCode: 'invoice', termsAccepted: true },
  }),
  listOrderRequests: () => ({}),
  approveOrderRequest: async (c) => ({ params: { requestId: await c.requestOfA('open') } }),
  rejectOrderRequest: async (c) => ({
    params: { requestId: await c.requestOfA('open') },
    body: { reason: 'Zu teuer' },
  }),
  returnOrderRequest: async (c) => ({
    params: { requestId: await c.requestOfA('open') },
    body: { comment: 'Weniger' },
  }),
  restoreOrderRequest: async (c) => ({
    params: { requestId: await c.requestOfA('returned') },
    body: { cartId: c.cartId },
  }),
  getOrders: () => ({}),
  getOrdersCount: () => ({}),
  getOrder: (c) => ({ params: { id: orderOf(c).id } }),
  listOrderDocuments: (c) => ({ params: { id: orderOf(c).id } }),
  getOrderDocument: async (c) => ({ params: { id: orderOf(c).id, documentId: await c.invoiceOf(orderOf(c).id) } }),
  createOrder: (c) => ({
    body: { cartId: c.cartId, cart: { version: c.cartVersion }, paymentMethodCode: 'invoice', termsAccepted: true },
  }),
  confirmOrder: (c) => ({ params: { id: orderOf(c).id } }),
  lookupOrder: (c) => ({ body: { orderNumber: orderOf(c).transactionnum, email: A.email } }),
  postOrderComment: (c) => ({ params: { id: orderOf(c).id }, body: { feedback: 'Bitte klingeln' } }),
  listOrderMessages: (c) => ({ params: { id: orderOf(c).id } }),
  postOrderMessage: (c) => ({ params: { id: orderOf(c).id }, body: { text: 'Wann kommt die Lieferung?' } }),
  listReturns: (c) => ({ params: { id: orderOf(c).id } }),
  requestReturn: (c) => ({
    params: { id: orderOf(c).id },
    body: { lines: [{ position: 1, quantity: 1, reason: 'wrongSize' }], comment: 'Zu klein' },
  }),
  getPurchasedProducts: () => ({}),
  getMyItems: () => ({ query: { locale: 'de', currency: 'EUR', limit: 100 } }),
  reorder: (c) => ({ params: { id: orderOf(c).id }, body: { cartId: c.cartId } }),
  getOrderLists: () => ({}),
  createOrderList: (c) => ({ body: { name: `Liste ${c.unique('list')}`, items: [{ number: c.q.sku, quantity: 1 }] } }),
  getOrderList: (c) => ({ params: { listId: c.listId } }),
  renameOrderList: (c) => ({ params: { listId: c.listId }, body: { name: A.list } }),
  shareOrderList: (c) => ({ params: { listId: c.listId }, body: { shared: true } }),
  deleteOrderList: (c) => ({ params: { listId: c.listId } }),
  addToOrderList: (c) => ({ params: { listId: c.listId }, body: { items: [{ number: c.q.sku, quantity: 4 }] } }),
  updateOrderListLine: (c) => ({ params: { listId: c.listId, lineId: c.listLineId }, body: { quantity: 7 } }),
  addOrderListToCart: (c) => ({ params: { listId: c.listId }, body: { cartId: c.cartId } }),
  requestQuote: (c) => ({ body: { items: [{ sku: c.q.sku, quantity: 20 }], comment: 'Baustelle' } }),
  listQuotes: () => ({}),
  acceptQuote: async (c) => ({ params: { quoteId: (await c.quoteOf('A', 'offered')).id } }),
  declineQuote: async (c) => ({ params: { quoteId: (await c.quoteOf('A', 'offered')).id } }),
  getPaymentMethods: () => ({ query: { currency: 'EUR', country: 'DE' } }),
  postOrderPaymentMethod: (c) => ({ params: { id: orderOf(c).id }, body: { method: 'paypal' } }),
  createPayment: (c) => ({
    params: { id: orderOf(c).id },
    body: { paymentMethodCode: orderOf(c).paymentMethodCode, amount: orderOf(c).cartInfo.grandTotalIncTax },
  }),
  completePayment: (c) => ({ params: { id: orderOf(c).id }, body: { status: 'cancel' } }),
  createComputopPaymentData: (c) => ({ params: { id: orderOf(c).id } }),
  processComputopPaymentResponse: (c) => ({ body: c.paygate('matrixprobe0000000000000000000000') }),
  createComputopPayment: (c) => ({ params: { id: orderOf(c).id }, body: c.paygateAnswer }),
  getOrderBalance: (c) => ({
    params: { id: orderOf(c).id },
    query: { token: balanceToken(testAuthSecret, orderOf(c).id) },
  }),
  payOrderBalance: (c) => ({
    params: { id: orderOf(c).id },
    body: { token: balanceToken(testAuthSecret, orderOf(c).id), amount: 100 },
  }),
  completeOrderBalance: (c) => ({
    params: { id: orderOf(c).id },
    body: { token: balanceToken(testAuthSecret, orderOf(c).id), status: 'cancel' },
  }),
  getProductReviews: (c) => ({ params: { id: c.p.id } }),
  getMyReviews: () => ({}),
  writeReview: (c) => ({ body: { productId: c.p.id, rating: 2, title: 'Geht so', body: 'Ein zweiter Blick' } }),
  deleteReview: (c) => ({ params: { id: c.reviewId } }),
  makeSearch: (c) => ({ query: { keyword: c.p.sku } }),
  listWebhookDeliveries: () => ({ query: { failing: true, limit: 50 } }),
  listCoupons: () => ({}),
  // A new code each call: the admin's creates it.
  saveCoupon: (c) => ({
    params: { code: c.unique('matrix').replace(/[^a-z0-9]/gi, '') },
    body: { kind: 'percent', value: 1000 },
  }),
  listShippingRates: () => ({}),
  // A new, inactive method: no cart offers it.
  saveShippingMethod: (c) => ({
    params: {
      code: c
        .unique('matrix')
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase(),
    },
    body: { name: { de: 'Matrix' }, minDays: 1, maxDays: 2, active: false },
  }),
  // The inactive method the seed made, at the version it has now.
  saveShippingRate: async (c) => ({
    params: { code: 'matrix-freight' },
    body: { version: await c.rateVersion(), rates: [{ country: 'DE', currency: 'EUR', price: 990 }] },
  }),
  // Days before any order: the admin may read A's orders, and the checks here are that nobody
  // but A is shown A's data, so the answer is the header row alone.
  exportOrders: () => ({ query: { from: '2020-01-01', to: '2020-01-31' } }),
  // A dry run of Q's price as it is: checked, nothing written.
  importCatalog: (c) => ({
    query: { format: 'csv', dryRun: true },
    body: `sku,price.EUR\n${c.q.sku},${(c.q.regular / 100).toFixed(2)}\n`,
    headers: { 'content-type': 'text/csv' },
  }),
  getCatalogImport: (c) => ({ params: { id: c.importId } }),
  listCatalogImports: () => ({}),
  exportCatalog: () => ({ query: { format: 'jsonl' } }),
  listImportMedia: () => ({}),
  uploadImportMedia: () => ({
    params: { name: 'matrix/probe.png' },
    body: onePixelPng,
    headers: { 'content-type': 'image/png' },
  }),
  listAttributes: () => ({}),
  // A new attribute, a facet of no product.
  saveAttribute: (c) => ({
    params: {
      code: c
        .unique('matrix')
        .replace(/[^a-z0-9]/gi, '_')
        .slice(0, 40),
    },
    body: { label: { de: 'Matrix' }, isFacet: true, options: [{ label: { de: 'Probe' } }] },
  }),
  uploadProductImage: () => ({ body: onePixelPng, headers: { 'content-type': 'image/png' } }),
  uploadCategoryImage: () => ({ body: onePixelPng, headers: { 'content-type': 'image/png' } }),
  // SKUs no product has: reported, nothing changed.
  updateStock: () => ({ body: { items: [{ sku: 'MATRIX-NONE', qty: 5 }] } }),
  updatePrices: () => ({ body: { items: [{ sku: 'MATRIX-NONE', currency: 'EUR', regular: 100, special: null }] } }),
  getAdminProduct: (c) => ({ params: { id: c.q.id } }),
  // A new product each call: the owner's creates it.
  createProduct: (c) => ({ body: matrixProduct(c.sku()) }),
  // Q as it is, at the version it has: nothing is written.
  saveProduct: async (c) => {
    const { id, sku, parentSku, parentId, variants, variantOptions, categoryPaths, shopUrl, ...form } =
      await c.editedQ();
    return { params: { id }, body: form };
  },
  duplicateProduct: (c) => {
    const sku = c.sku();
    return { params: { id: c.q.id }, body: { sku, itemnum: sku } };
  },
  deleteProduct: async (c) => ({ params: { id: await c.spareProduct() } }),
  createVariant: async (c) => ({ params: { id: await c.spareProduct() }, body: matrixVariant(c.sku()) }),
  // A variant at the version it has, as it is: nothing is written.
  saveVariant: async (c) => {
    const { master, variant } = await c.spareVariant();
    const { id, ...row } = variant;
    return { params: { id: master, variantId: id }, body: row };
  },
  staffLogin: () => ({ body: { email: staffEmails.probe, password: STAFF_PASSWORD } }),
  staffLogout: () => ({}),
  getStaffSession: () => ({}),
  changeStaffPassword: () => ({ body: { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD } }),
  listStaff: () => ({}),
  addStaffMember: (c) => ({ body: { email: c.unique('staff'), name: 'Neu', role: 'clerk', password: STAFF_PASSWORD } }),
  updateStaffMember: async (c) => {
    const { id, version } = await c.probeMember();
    return { params: { id }, body: { name: 'Paul Probe', version } };
  },
  listAuditLog: () => ({ query: { action: 'staff', limit: 20 } }),
  listAdminOrders: () => ({ query: { q: A.customerNumber, status: 'pending' } }),
  getAdminOrder: (c) => ({ params: { id: orderOf(c).id } }),
  listAdminOrderDocuments: (c) => ({ params: { id: orderOf(c).id } }),
  getAdminOrderDocument: async (c) => ({
    params: { id: orderOf(c).id, documentId: await c.invoiceOf(orderOf(c).id) },
  }),
  resendOrderDocument: async (c) => ({
    params: { id: orderOf(c).id, documentId: await c.invoiceOf(orderOf(c).id) },
  }),
  // Every day the shop has issued on: A's invoice among them.
  listInvoices: () => ({ query: { from: '2020-01-01', to: '2099-12-31' } }),
  exportInvoices: () => ({ query: { from: '2020-01-01', to: '2099-12-31' } }),
  shipOrder: async (c) => {
    const { id, version } = await c.orderOfB('confirmed');
    return { params: { id }, body: { carrier: 'DHL', trackingNumber: 'MATRIX 1', version } };
  },
  // One unit of the first line of a confirmed order of B's.
  createShipment: async (c) => {
    const { id, version } = await c.orderOfB('confirmed');
    return {
      params: { id },
      body: { lines: [{ position: 0, quantity: 1 }], carrier: 'DHL', trackingNumber: 'MATRIX 2', version },
    };
  },
  // A part of B's invoice: a cent, on the day it arrived.
  recordInvoicePayment: async (c) => {
    const { id, version } = await c.orderOfB('placed');
    return { params: { id }, body: { amount: 1, paidOn: '2026-12-01', reference: 'Matrix', version } };
  },
  // B's orders: one confirmed shipped without a tracking number, one placed paid in full.
  shipOrders: async (c) => ({
    body: { carrier: 'DHL', orders: [{ orderId: (await c.orderOfB('confirmed')).id, trackingNumber: null }] },
  }),
  recordInvoicePayments: async (c) => ({
    body: { orderIds: [(await c.orderOfB('placed')).id], paidOn: '2026-12-01', reference: 'Matrix' },
  }),
  // Days before any order, as exportOrders: the header row alone.
  exportOrderList: () => ({ query: { from: '2020-01-01', to: '2020-01-31' } }),
  confirmInvoiceOrder: async (c) => {
    const { id, version } = await c.orderOfB('placed');
    return { params: { id }, body: { version } };
  },
  markOrderDelivered: async (c) => {
    const { id, version } = await c.orderOfB('shipped');
    return { params: { id }, body: { version } };
  },
  cancelOrder: async (c) => {
    const { id, version } = await c.orderOfB('placed');
    return { params: { id }, body: { reason: 'Matrix', version } };
  },
  refundOrder: async (c) => {
    const { id, version } = await c.orderOfB('paid');
    return { params: { id }, body: { amount: 100, reason: 'Matrix', version } };
  },
  editOrder: async (c) => {
    const { id, version } = await c.orderOfB('placed');
    return { params: { id }, body: { lines: [{ quantity: 2 }], version } };
  },
  addOrderNote: async (c) => ({ params: { id: (await c.orderOfB('placed')).id }, body: { text: 'Matrix' } }),
  listAdminOrderMessages: (c) => ({ params: { id: orderOf(c).id } }),
  postAdminOrderMessage: async (c) => ({
    params: { id: (await c.orderOfB('placed')).id },
    body: { text: 'Ihre Lieferung kommt morgen.' },
  }),
  listAdminReturns: () => ({ query: { state: 'requested' } }),
  getAdminReturn: async (c) => ({ params: { id: (await c.returnOfB('requested')).id } }),
  receiveReturn: async (c) => {
    const { id, version } = await c.returnOfB('requested');
    return { params: { id }, body: { lines: [{ position: 1, quantity: 1, condition: 'resellable' }], version } };
  },
  // B's invoice order: the lines are credited, no provider is asked.
  refundReturn: async (c) => {
    const { id, version } = await c.returnOfB('received');
    return { params: { id }, body: { shipping: false, version } };
  },
  listQuoteRequests: () => ({ query: { state: 'all' } }),
  getQuoteRequest: async (c) => ({ params: { quoteId: (await c.quoteOf('B', 'requested')).id } }),
  sendQuote: async (c) => {
    const { id, lineIds } = await c.quoteOf('B', 'requested');
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    return { params: { quoteId: id }, body: { lines: lineIds.map((line) => ({ id: line, price: 990 })), validUntil } };
  },
  rejectReturn: async (c) => {
    const { id, version } = await c.returnOfB('requested');
    return { params: { id }, body: { reason: 'Matrix', version } };
  },
  openStaffCart: async (c) => ({ params: { id: (await c.customerB()).id } }),
  getStaffCart: async (c) => ({ params: { cartId: (await c.staffCartOfB()).cartId } }),
  addStaffCartItems: async (c) => ({
    params: { cartId: (await c.staffCartOfB()).cartId },
    body: { items: [{ number: c.q.sku, quantity: 1 }] },
  }),
  updateStaffCartItem: async (c) => {
    const { cartId, itemId } = await c.staffCartOfB();
    return { params: { cartId, itemId }, body: { quantity: 2 } };
  },
  chooseStaffCartCheckout: async (c) => {
    const { cartId, addressId } = await c.staffCartOfB();
    return { params: { cartId }, body: { shippingAddressId: addressId } };
  },
  placeStaffOrder: async (c) => {
    const { cartId, version, total } = await c.staffCartOfB();
    return {
      params: { cartId },
      body: { paymentMethodCode: 'invoice', cart: { version, grandTotalIncTax: total } },
    };
  },
  discardStaffCart: async (c) => ({ params: { cartId: (await c.staffCartOfB()).cartId } }),
  getDashboard: () => ({}),
  listAdminProducts: (c) => ({ query: { q: c.q.sku } }),
  // Q listed as it is: the check of who may is all that happens.
  setProductListed: (c) => ({ params: { sku: c.q.sku }, body: { active: true } }),
  setProductsListed: (c) => ({ body: { skus: [c.q.sku], active: true } }),
  // A SKU no product has: reported, nothing changed.
  setProductsStock: () => ({ body: { skus: ['MATRIX-NONE'], qty: 5 } }),
  getProductTableOptions: () => ({ query: { locale: 'en' } }),
  setProductsCategory: (c) => ({ body: { skus: ['MATRIX-NONE'], categoryId: c.p.categoryId, change: 'add' } }),
  previewProductsPrices: (c) => ({
    body: { skus: [c.q.sku], currency: 'EUR', by: 'percent', direction: 'up', value: 1000 },
  }),
  changeProductsPrices: () => ({
    body: { skus: ['MATRIX-NONE'], currency: 'EUR', by: 'amount', direction: 'up', value: 100 },
  }),
  listCategories: () => ({}),
  // A new top-level category each call: the owner's creates it.
  saveCategory: (c) => ({ body: { texts: { de: { name: `Matrix ${c.unique('kategorie')}` } } } }),
  // A new empty category each call, moved to the top's start, or deleted.
  moveCategory: async (c) => {
    const { id, version } = await c.spareCategory();
    return { params: { id }, body: { version, parentId: null, position: 0 } };
  },
  deleteCategory: async (c) => {
    const { id, version } = await c.spareCategory();
    return { params: { id }, query: { version } };
  },
  listCustomers: () => ({ query: { q: A.customerNumber } }),
  getAdminCustomer: (c) => ({ params: { id: c.aId } }),
  listPriceLists: () => ({}),
  getPriceList: () => ({ params: { code: A.priceList }, query: { q: 'a', sort: '-price' } }),
  // A new list each call: the owner's creates it.
  savePriceList: (c) => ({
    params: { code: c.unique('matrix').replace(/[^a-z0-9]/gi, '') },
    body: { name: 'Matrix', currency: 'EUR' },
  }),
  deletePriceList: async (c) => {
    const { code, version } = await c.spareList();
    return { params: { code }, query: { version } };
  },
  // A dry run of A's list as it is: checked, nothing written.
  importPriceList: (c) => ({
    params: { code: A.priceList },
    query: { dryRun: 'true' },
    body: `sku;price;min_qty\n${c.p.sku};${(c.p.agreed / 100).toFixed(2)};1\n`,
    headers: { 'content-type': 'text/csv' },
  }),
  exportPriceList: () => ({ params: { code: A.priceList } }),
  // A SKU no product has: reported, nothing changed.
  updatePriceListEntries: () => ({
    params: { code: A.priceList },
    body: { items: [{ sku: 'MATRIX-NONE', price: 100 }] },
  }),
  updateCustomer: async (c) => {
    const { id, version } = await c.customerB();
    return { params: { id }, body: { excludeTax: false, version } };
  },
  createCustomer: (c) => ({
    body: {
      email: c.unique('opened'),
      firstName: 'Olga',
      lastName: 'Opened',
      billingAddress: {
        firstName: 'Olga',
        lastName: 'Opened',
        street: 'Werkstr. 1',
        city: 'Köln',
        postalCode: '50667',
        country: 'DE',
      },
      invite: false,
    },
  }),
  inviteCustomer: async (c) => ({ params: { id: await c.invitee() } }),
  updateCustomerMember: async (c) => {
    const { id } = await c.customerB();
    return { params: { id, memberId: await c.holderOf(id) }, body: { disabled: false } };
  },
  addCustomerAddress: async (c) => {
    const { id, version } = await c.customerB();
    return { params: { id }, body: { ...guestAddress, company: 'Matrix GmbH', isShipping: true, version } };
  },
  // B's default shipping address as it is: the check of who may is all that happens.
  updateCustomerAddress: async (c) => {
    const { id, version } = await c.customerB();
    const { id: addressId, customerId: _, ...address } = await c.addressOfB(false);
    return { params: { id, addressId }, body: { ...address, version } };
  },
  deleteCustomerAddress: async (c) => {
    const { id, version } = await c.customerB();
    return { params: { id, addressId: (await c.addressOfB(true)).id }, query: { version } };
  },
  // A dry run opening one customer: checked, nothing written.
  importCustomers: (c) => ({
    query: { dryRun: 'true' },
    body: `email;first_name;last_name;billing_street;billing_postal_code;billing_city;billing_country\n${c.unique('imported')};Ida;Import;Werkstr. 1;50667;Köln;DE\n`,
    headers: { 'content-type': 'text/csv' },
  }),
  exportCustomers: () => ({}),
};

/** The smallest PNG: one transparent pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The order each order operation names is placed afresh, paid this way (its owner's call may change it). */
const orderMethod: Partial<Record<OperationId, PaymentMethodCode>> = {
  getOrder: 'invoice',
  // An order paid by invoice is invoiced when placed.
  listOrderDocuments: 'invoice',
  getOrderDocument: 'invoice',
  listAdminOrderDocuments: 'invoice',
  getAdminOrderDocument: 'invoice',
  resendOrderDocument: 'invoice',
  confirmOrder: 'invoice',
  lookupOrder: 'invoice',
  postOrderComment: 'invoice',
  listOrderMessages: 'invoice',
  postOrderMessage: 'invoice',
  listReturns: 'invoice',
  requestReturn: 'invoice',
  postOrderPaymentMethod: 'stripe',
  createPayment: 'stripe',
  completePayment: 'stripe',
  createComputopPaymentData: 'computop',
  createComputopPayment: 'computop',
  getOrderBalance: 'stripe',
  payOrderBalance: 'stripe',
  completeOrderBalance: 'stripe',
};

/** The order these name is confirmed by its owner and shipped by the admin first: only a shipped order's goods go back. */
const shippedFirst = new Set<OperationId>(['listReturns', 'requestReturn']);

/** After these, A's and B's sessions are renewed by logging in again. */
const endsSessions = new Set<OperationId>(['logOut', 'refreshToken', 'changePassword', 'staffLogout']);

type PriceInfo = { regular: number | null } | null | undefined;
type Card = { id: number; priceInfo: PriceInfo };
const cardOfP = (body: { data: Card[] }, c: Ctx) => body.data.find((p) => p.id === c.p.id)?.priceInfo;
/**
 * Where an answer shows product P's price: A must find the agreed price there, nobody else may.
 * (The checks here and in `answers` name the shape they read; `never` takes any of them.)
 */
const priceShown: Partial<Record<OperationId, (body: never, c: Ctx) => PriceInfo>> = {
  getProduct: (body: { priceInfo: PriceInfo }) => body.priceInfo,
  productPriceList: (body: { items: { sku: string; priceInfo: PriceInfo }[] }, c) =>
    body.items.find((i) => i.sku === c.p.sku)?.priceInfo,
  productList: cardOfP,
  productRecommendations: cardOfP,
  makeSearch: cardOfP,
  lookupItems: (body: { items: { product: { priceInfo: PriceInfo } | null }[] }) => body.items[0]?.product?.priceInfo,
  suggestItems: (body: { items: Card[] }, c) => cardOfP({ data: body.items }, c),
  getOrderList: (body: { items: { product: Card }[] }, c) =>
    body.items.find((line) => line.product.id === c.p.id)?.product.priceInfo,
};

type Response = LightMyRequestResponse;

/** Checks of what a successful answer says, beyond its status. */
const answers: Partial<Record<OperationId, (body: never, caller: Caller, c: Ctx) => void>> = {
  isGuest: (body: { guest: boolean }, caller) =>
    expect.soft(body.guest, `${caller} counts as logged in?`).toBe(caller !== 'customerA' && caller !== 'customerB'),
  getMe: (body: { email: string }, caller) => expect.soft(body.email).toBe(caller === 'customerA' ? A.email : B.email),
  createCart: (body: Cart, caller, c) =>
    caller === 'customerA' ? expect.soft(body.id).toBe(c.cartId) : expect.soft(body.id).not.toBe(c.cartId),
  login: (body: { email: string; activeCart: string | null }, _caller, c) => {
    expect.soft(body.email).toBe(C.email);
    expect.soft(body.activeCart).not.toBe(c.cartId);
  },
  getUserPriceList: (body: { count: number }, caller) =>
    caller === 'customerA' ? expect.soft(body.count).toBe(1) : expect.soft(body.count).toBe(0),
  getUserPriceListCount: (body: { count: number }, caller) =>
    caller === 'customerA' ? expect.soft(body.count).toBe(1) : expect.soft(body.count).toBe(0),
  getMyReviews: (body: { data: { id: number }[] }, caller, c) =>
    expect.soft(body.data.some((r) => r.id === c.reviewId)).toBe(caller === 'customerA'),
  updateUser: (body: { email: string }, caller) =>
    expect.soft(body.email).toBe(caller === 'customerA' ? A.email : B.email),
  // B placed orders of product Q (one before, more for the back office's calls); A's standing
  // order is the one these operations name.
  getOrdersCount: (body: { count: number }, _caller) => expect.soft(body.count).toBeGreaterThanOrEqual(1),
  getOrders: (body: { data: { id: number }[] }, caller, c) => {
    const ids = body.data.map((o) => o.id);
    if (caller === 'customerA') expect.soft(ids.length).toBe(Math.min(10, c.ordersOfA.length));
    else expect.soft(ids.length).toBeGreaterThanOrEqual(1);
    expect.soft(ids.every((id) => c.ordersOfA.includes(id))).toBe(caller === 'customerA');
  },
  getOrderLists: (body: { data: { id: number }[] }, caller, c) =>
    expect.soft(body.data.some((list) => list.id === c.listId)).toBe(caller === 'customerA'),
  // A bought P (and Q too, once a list or reorder put it in A's cart); B only ever Q.
  getPurchasedProducts: (body: { data: { productId: number }[] }, caller, c) =>
    caller === 'customerA'
      ? expect.soft(body.data.map((p) => p.productId)).toContain(c.p.id)
      : expect.soft(body.data.map((p) => p.productId)).toEqual([c.q.id]),
  // My items: A's purchases and price list; B's only Q, whoever asked before.
  getMyItems: (body: { data: { id: number }[] }, caller, c) =>
    caller === 'customerA'
      ? expect.soft(body.data.map((p) => p.id)).toContain(c.p.id)
      : expect.soft(body.data.map((p) => p.id)).toEqual([c.q.id]),
};

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

const cookiesOf = (res: Response): Record<string, string> => {
  const header = res.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return Object.fromEntries(
    list.map((cookie) => {
      const pair = cookie.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
};

function urlOf(operation: Operation, request: Request) {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${operation.id}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** The request parses with the operation's own schemas: a 4xx cannot come from validation. */
function expectValid(operation: Operation, request: Request) {
  const query = Object.fromEntries(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)]));
  for (const [part, schema, value] of [
    ['params', operation.params, request.params],
    ['query', operation.query, query],
    ['body', operation.body, request.body],
  ] as const) {
    if (!schema) continue;
    const parsed = schema.safeParse(value);
    expect(parsed.success, `${operation.id} ${part}: ${parsed.error?.message}`).toBe(true);
  }
}

/** Every row A owns (and those of the orders named), to compare before and after someone else's call. */
async function rowsOf(db: Database, customerId: number, customerNumber: string, orderIds: number[] = []) {
  const theirOrders = await db
    .select()
    .from(orders)
    .where(orderIds.length > 0 ? inArray(orders.id, orderIds) : eq(orders.customerId, customerId))
    .orderBy(asc(orders.id));
  const ids = theirOrders.map((o) => o.id);
  const ofOrders = <T>(query: (ids: number[]) => Promise<T[]>) => (ids.length > 0 ? query(ids) : Promise.resolve([]));
  const [customer, address, cart, lines, review, tokens, lists, entries, items, comments, messages, paid, orderLists] =
    await Promise.all([
      db.select().from(customers).where(eq(customers.id, customerId)),
      db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id)),
      db.select().from(carts).where(eq(carts.customerId, customerId)),
      db
        .select({ line: cartItems })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.customerId, customerId))
        .orderBy(asc(cartItems.id)),
      db.select().from(reviews).where(eq(reviews.customerId, customerId)).orderBy(asc(reviews.id)),
      db.select().from(refreshTokens).where(eq(refreshTokens.customerId, customerId)).orderBy(asc(refreshTokens.id)),
      db
        .select({ list: priceLists })
        .from(priceListCustomers)
        .innerJoin(priceLists, eq(priceLists.id, priceListCustomers.priceListId))
        .where(eq(priceListCustomers.customerNumber, customerNumber)),
      db
        .select({ entry: priceListEntries })
        .from(priceListCustomers)
        .innerJoin(priceListEntries, eq(priceListEntries.priceListId, priceListCustomers.priceListId))
        .where(eq(priceListCustomers.customerNumber, customerNumber))
        .orderBy(asc(priceListEntries.productId), asc(priceListEntries.minQty)),
      ofOrders((ids) =>
        db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.orderId), asc(orderItems.productId)),
      ),
      ofOrders((ids) =>
        db.select().from(orderComments).where(inArray(orderComments.orderId, ids)).orderBy(asc(orderComments.id)),
      ),
      ofOrders((ids) =>
        db.select().from(orderMessages).where(inArray(orderMessages.orderId, ids)).orderBy(asc(orderMessages.id)),
      ),
      ofOrders((ids) => db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id))),
      db
        .select()
        .from(orderListTable)
        .leftJoin(orderListItems, eq(orderListItems.listId, orderListTable.id))
        .where(eq(orderListTable.customerId, customerId))
        .orderBy(asc(orderListTable.id), asc(orderListItems.id)),
    ]);
  return {
    customer,
    address,
    cart,
    lines,
    review,
    tokens,
    lists,
    entries,
    orders: theirOrders,
    items,
    comments,
    messages,
    payments: paid,
    orderLists,
  };
}

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let sandbox: PaymentSandbox;
  const fixture = {} as {
    aId: number;
    p: Ctx['p'];
    q: Ctx['q'];
  };
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      await seedCatalog(db, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
      // Guests see prices (and so can order, and so could be shown A's): the stricter case.
      await db
        .insert(contentEntries)
        .values({ type: 'setting', identifier: 'branding', locale: 'de', config: { isPriceForGuestEnabled: true } });
      const passwordHash = await hash(PASSWORD);
      const [a] = await db
        .insert(customers)
        .values(
          [A, B, C].map(({ email, customerNumber, firstName, lastName }) => ({
            email,
            customerNumber,
            firstName,
            lastName,
            passwordHash,
          })),
        )
        .returning();
      fixture.aId = a!.id;
      // Listed ones (no variants): P must show in its category's list and in search.
      const buyable = await buyableProducts(db, { minStock: 100, limit: 20 });
      const listed = await db
        .select()
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              buyable.map((b) => b.id),
            ),
            isNull(products.masterId),
          ),
        )
        .orderBy(asc(products.id))
        .limit(2);
      const [p, q] = listed;
      const priceOf = async (id: number) =>
        (
          await db
            .select()
            .from(prices)
            .where(and(eq(prices.productId, id), eq(prices.currency, 'EUR')))
        )[0]!;
      const pPrice = await priceOf(p!.id);
      // Below the list price and any special price: what A sees is A's agreement.
      const agreed = Math.floor(Math.min(pPrice.regular, pPrice.special ?? pPrice.regular) * 0.7);
      const [list] = await db
        .insert(priceLists)
        .values({ code: A.priceList, name: 'Annas Rahmenvertrag', currency: 'EUR' })
        .returning();
      await db.insert(priceListEntries).values({ priceListId: list!.id, productId: p!.id, price: agreed, minQty: 1 });
      await db.insert(priceListCustomers).values({ customerNumber: A.customerNumber, priceListId: list!.id });
      fixture.p = { id: p!.id, sku: p!.sku, categoryId: p!.primaryCategoryId!, regular: pPrice.regular, agreed };
      fixture.q = { id: q!.id, sku: q!.sku, regular: (await priceOf(q!.id)).regular };
      await db
        .insert(shippingMethods)
        .values({ code: 'matrix-freight', name: { de: 'Matrix' }, minDays: 1, maxDays: 2, active: false });
      const staffHash = await hash(STAFF_PASSWORD);
      await db.insert(staffMembers).values([
        { email: staffEmails.owner, name: 'Olga', role: 'owner', passwordHash: staffHash },
        { email: staffEmails.clerk, name: 'Clemens', role: 'clerk', passwordHash: staffHash },
        { email: staffEmails.disabled, name: 'Dora', role: 'owner', passwordHash: staffHash },
        { email: staffEmails.probe, name: 'Paul', role: 'clerk', passwordHash: staffHash },
      ]);
    },
    async () => {
      sandbox = await startPaymentSandbox({
        credentials: sandboxCredentials(),
        // No hosted page is ever pressed here, so no webhook is sent.
        webhookUrls: { stripe: 'http://127.0.0.1:9/stripe', paypal: 'http://127.0.0.1:9/paypal' },
      });
      return {
        mailer: { send: async () => {} },
        payments: { providers: sandboxProviders(sandbox), timeoutMinutes: 30 },
      };
    },
  );
  afterAll(async () => {
    await sandbox?.close();
  });

  const db = () => ctx.database.db;
  const inject = (
    method: Operation['method'],
    url: string,
    cookies: Record<string, string>,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.api.inject({
      method,
      url,
      headers: { ...headers, ...(Object.keys(cookies).length > 0 && { cookie: cookieHeader(cookies) }) },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const must = async (what: string, status: number, response: Promise<Response>) => {
    const res = await response;
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const login = async (email: string) =>
    cookiesOf(
      await must(`login ${email}`, 200, inject('POST', '/session', {}, { username: email, password: PASSWORD })),
    );

  const sessions = {} as Record<'A' | 'B', Record<string, string>>;
  const staffSessions = {} as Record<'owner' | 'clerk' | 'disabled', Record<string, string>>;
  let sessionsEnded = false;
  const guest = {} as { cookies: Record<string, string> };
  let standingOrder: Order;
  let importId: number;
  let serial = 0;
  let spareLists = 0;

  /** A's cart with a line of P, A's address and A's review, made again where an earlier test deleted them. */
  async function basicsOfA() {
    let cart = (await must('A cart', 200, inject('POST', '/carts', sessions.A, {}))).json() as Cart;
    if (cart.cartItems.length === 0)
      cart = (
        await must(
          'A line',
          200,
          inject('POST', `/carts/${cart.id}/items`, sessions.A, { sku: fixture.p.sku, quantity: 1 }),
        )
      ).json() as Cart;
    let [address] = await db().select().from(addresses).where(eq(addresses.customerId, fixture.aId)).limit(1);
    if (!address)
      [address] = await db()
        .insert(addresses)
        .values({
          customerId: fixture.aId,
          ...addressOfA,
          isShipping: true,
          isBilling: true,
          isDefaultShipping: true,
          isDefaultBilling: true,
        })
        .returning();
    let [review] = await db().select().from(reviews).where(eq(reviews.customerId, fixture.aId)).limit(1);
    if (!review) {
      const written = await must(
        'A review',
        200,
        inject('PUT', '/me/reviews', sessions.A, {
          productId: fixture.p.id,
          rating: 5,
          title: 'Sehr gut',
          body: 'Hält, was es verspricht',
        }),
      );
      review = written.json();
    }
    // A's standing list holds p, whatever lists earlier operations created, emptied or deleted.
    let [list] = await db()
      .select()
      .from(orderListTable)
      .where(and(eq(orderListTable.customerId, fixture.aId), eq(orderListTable.name, A.list)))
      .limit(1);
    if (!list)
      list = (
        await must(
          'A order list',
          201,
          inject('POST', '/me/order-lists', sessions.A, {
            name: A.list,
            items: [{ number: fixture.p.sku, quantity: 5 }],
          }),
        )
      ).json().list;
    let [listLine] = await db()
      .select()
      .from(orderListItems)
      .where(and(eq(orderListItems.listId, list!.id), eq(orderListItems.productId, fixture.p.id)))
      .limit(1);
    if (!listLine)
      [listLine] = await db()
        .insert(orderListItems)
        .values({ listId: list!.id, productId: fixture.p.id, quantity: 5 })
        .returning();
    const placed = await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, fixture.aId));
    return {
      ordersOfA: placed.map((o) => o.id),
      cartId: cart.id,
      itemId: cart.cartItems[0]!.id,
      listId: list!.id,
      listLineId: listLine!.id,
      cartVersion: cart.version,
      addressId: address!.id,
      reviewId: review!.id,
    };
  }

  /**
   * A new order request of A's company for one P: a requester's, open (its lines in a held cart), or
   * A's own, sent back.
   */
  async function newRequestOfA(state: 'open' | 'returned') {
    const [member] = await db()
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.customerId, fixture.aId), eq(companyMembers.holder, state === 'returned')))
      .limit(1);
    const memberId =
      member?.id ??
      (
        await db()
          .insert(companyMembers)
          .values({
            customerId: fixture.aId,
            email: `requester-${++serial}@example.com`,
            firstName: 'Mia',
            lastName: 'Member',
            role: 'requester',
          })
          .returning()
      )[0]!.id;
    let heldCartId: string | null = null;
    if (state === 'open') {
      const [held] = await db().insert(carts).values({ customerId: fixture.aId, heldFor: memberId }).returning();
      heldCartId = held!.id;
      await db()
        .insert(cartItems)
        .values({ cartId: held!.id, productId: fixture.p.id, lineKey: lineKey(fixture.p.sku, []), quantity: 1 });
    }
    const [request] = await db()
      .insert(orderRequests)
      .values({
        customerId: fixture.aId,
        memberId,
        requestedBy: 'Mia Member',
        locale: 'de',
        currency: 'EUR',
        state,
        why: 'requester',
        paymentMethodCode: 'invoice',
        cartInfo: standingOrder.cartInfo,
        sourceCartId: randomUUID(),
        sourceCartVersion: 1,
        heldCartId,
        heldCartVersion: 1,
      })
      .returning();
    return request!.id;
  }

  /** An order of A from A's cart (to A's default address). */
  async function orderOfA(method: PaymentMethodCode): Promise<Order> {
    const { cartId, cartVersion } = await basicsOfA();
    const body = { cartId, cart: { version: cartVersion }, paymentMethodCode: method, termsAccepted: true };
    return (await must(`A order ${method}`, 201, inject('POST', '/orders', sessions.A, body))).json();
  }

  /** A guest's order, and the cookie of the browser that placed it. */
  async function guestOrder(method: PaymentMethodCode) {
    const made = await must('guest cart', 200, inject('POST', '/carts', {}, {}));
    let cart = made.json() as Cart;
    // The browser's cookies: the cart's id, and the guest cart key its answer set.
    const cartCookie = { [CART_COOKIE]: cart.id, ...cookiesOf(made) };
    await must('guest line', 200, inject('POST', `/carts/${cart.id}/items`, cartCookie, { sku: fixture.p.sku }));
    await must(
      'guest address',
      200,
      inject('PUT', `/carts/${cart.id}/checkout`, cartCookie, { shippingAddress: guestAddress }),
    );
    const newUser = { email: `guest-${++serial}@example.com`, firstName: 'Gisela', lastName: 'Gast' };
    cart = (await must('guest contact', 200, inject('PUT', `/carts/${cart.id}/user`, cartCookie, { newUser }))).json();
    const res = await must(
      `guest order ${method}`,
      201,
      inject('POST', '/orders', cartCookie, {
        cartId: cart.id,
        cart: { version: cart.version },
        paymentMethodCode: method,
        termsAccepted: true,
      }),
    );
    const token = cookiesOf(res)[GUEST_ORDER_COOKIE];
    if (!token) throw new Error('the guest order came without its cookie');
    return { order: res.json() as Order, cookies: { ...cartCookie, [GUEST_ORDER_COOKIE]: token } };
  }

  /** A new invoice order of B (B's cart emptied into it), taken as far as `state`. */
  async function orderOfB(state: 'placed' | 'confirmed' | 'shipped' | 'paid') {
    const cart = (await must('B cart', 200, inject('POST', '/carts', sessions.B, {}))).json() as Cart;
    const filled = (
      await must('B line', 200, inject('POST', `/carts/${cart.id}/items`, sessions.B, { sku: fixture.q.sku }))
    ).json() as Cart;
    const body = {
      cartId: cart.id,
      cart: { version: filled.version },
      paymentMethodCode: state === 'paid' ? 'stripe' : 'invoice',
      termsAccepted: true,
    };
    const order = (await must('B order', 201, inject('POST', '/orders', sessions.B, body))).json() as Order;
    if (state === 'paid') await payOnSandbox(order);
    else if (state !== 'placed')
      await must('B confirms', 200, inject('POST', `/orders/${order.id}/confirm`, sessions.B));
    if (state === 'shipped')
      await must(
        'B shipped',
        200,
        inject(
          'POST',
          `/admin/api/orders/${order.id}/ship`,
          {},
          { carrier: 'DHL', trackingNumber: 'M1', version: 1 },
          {
            authorization: `Bearer ${testAdminToken}`,
          },
        ),
      );
    const [row] = await db()
      .select({ id: orders.id, version: orders.version })
      .from(orders)
      .where(eq(orders.id, order.id));
    return row!;
  }

  /** An order confirmed by its owner (the cookies of A or of the guest browser) and shipped by the admin. */
  async function shipped(orderId: number, cookies: Record<string, string>) {
    await must('owner confirms', 200, inject('POST', `/orders/${orderId}/confirm`, cookies));
    const [row] = await db().select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
    const body = { carrier: 'DHL', trackingNumber: 'M2', version: row!.version };
    await must('shipped', 200, inject('POST', `/admin/api/orders/${orderId}/ship`, {}, body, adminKey));
  }

  /** B asks to return a piece of a new shipped order; the admin receives it when asked. */
  async function returnOfB(state: 'requested' | 'received') {
    const order = await orderOfB('shipped');
    const lines = [{ position: 1, quantity: 1, reason: 'damaged' }];
    const asked = await must('B returns', 201, inject('POST', `/orders/${order.id}/returns`, sessions.B, { lines }));
    const { id, version } = asked.json() as { id: number; version: number };
    if (state === 'requested') return { id, version };
    const body = { lines: [{ position: 1, quantity: 1, condition: 'damaged' }], version };
    const received = await must(
      'received',
      200,
      inject('POST', `/admin/api/returns/${id}/receive`, {}, body, adminKey),
    );
    return { id, version: (received.json() as { version: number }).version };
  }

  /** B pays an order on the sandbox's page (its success button) and comes back to the shop. */
  async function payOnSandbox(order: Order) {
    const started = await must(
      'B pays',
      201,
      inject('POST', `/orders/${order.id}/payments`, sessions.B, {
        paymentMethodCode: order.paymentMethodCode,
        amount: order.cartInfo.grandTotalIncTax,
      }),
    );
    const page = new URL(started.json().redirectUrl);
    const action = /action="([^"]+\/success)"/.exec(await (await fetch(page)).text())?.[1];
    await fetch(new URL(action!.replaceAll('&amp;', '&'), page), { method: 'POST', redirect: 'manual' });
    await must('B back', 200, inject('POST', `/orders/${order.id}/payments/return`, sessions.B, { status: 'success' }));
  }

  /** B's staff cart (the admin key's), with one more Q in it. */
  async function staffCartOfB() {
    const admin = { authorization: `Bearer ${testAdminToken}` };
    const b = (await db().select().from(customers).where(eq(customers.email, B.email)))[0]!;
    const opened = (
      await must('B staff cart', 200, inject('POST', `/admin/api/customers/${b.id}/staff-cart`, {}, undefined, admin))
    ).json() as StaffCart;
    const added = (
      await must(
        'B staff line',
        200,
        inject(
          'POST',
          `/admin/api/staff-carts/${opened.cart.id}/items`,
          {},
          { items: [{ number: fixture.q.sku, quantity: 1 }] },
          admin,
        ),
      )
    ).json() as BulkAddResult;
    const [address] = await db().select().from(addresses).where(eq(addresses.customerId, b.id));
    // Shipped to B's address by its first method, so the total is the one an order is placed at.
    const choose = (body: object) =>
      must('B staff checkout', 200, inject('PATCH', `/admin/api/staff-carts/${opened.cart.id}`, {}, body, admin));
    const addressed = (await choose({ shippingAddressId: address!.id })).json() as StaffCart;
    const { cart } = (await choose({ shippingMethod: addressed.cart.shippingMethods[0]!.code })).json() as StaffCart;
    return {
      cartId: cart.id,
      itemId: added.cart.cartItems[0]!.id,
      version: cart.version,
      total: cart.grandTotalIncTax ?? 0,
      addressId: address!.id,
    };
  }

  /** A's access token as the API signs it, with the claims A has now, expiring at `exp`. */
  async function accessTokenOfA(exp: number) {
    const [row] = await db().select().from(customers).where(eq(customers.id, fixture.aId));
    const [holder] = await db()
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.customerId, fixture.aId), eq(companyMembers.holder, true)));
    return new SignJWT({ cn: row!.customerNumber, mid: holder!.id, ver: row!.tokenVersion, sid: 'expired-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(row!.id))
      .setIssuedAt(exp - 900)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(testAuthSecret));
  }
  const now = () => Math.floor(Date.now() / 1000);

  /** A member's back-office session cookie. */
  async function staffLogin(email: string) {
    const res = await must(
      'staff login',
      200,
      inject('POST', '/admin/api/session', {}, { email, password: STAFF_PASSWORD }),
    );
    return { [staffSessionCookie]: cookiesOf(res)[staffSessionCookie]! };
  }

  beforeAll(async () => {
    sessions.A = await login(A.email);
    sessions.B = await login(B.email);
    staffSessions.owner = await staffLogin(staffEmails.owner);
    staffSessions.clerk = await staffLogin(staffEmails.clerk);
    // Disabled after logging in: the session it had is worth nothing from then on.
    staffSessions.disabled = await staffLogin(staffEmails.disabled);
    await db().update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.email, staffEmails.disabled));
    await must(
      'B address',
      200,
      inject('PUT', '/me/addresses', sessions.B, {
        ...guestAddress,
        firstName: B.firstName,
        lastName: B.lastName,
        isDefaultShipping: true,
      }),
    );
    // A has an order with a comment, B has one too: B's lists are not empty, and show none of A's.
    await basicsOfA();
    standingOrder = await orderOfA('invoice');
    // One open request for each decision (approve, reject, send back) A makes, and one more that is
    // still open whichever order the tests run in: the refused callers' checks (another site's
    // forged call) name an open one too. And one sent back.
    for (const state of ['open', 'open', 'open', 'open', 'returned'] as const) await newRequestOfA(state);
    await must(
      'A comment',
      200,
      inject('POST', `/orders/${standingOrder.id}/comments`, sessions.A, { feedback: A.comment }),
    );
    const bCart = (await must('B cart', 200, inject('POST', '/carts', sessions.B, {}))).json() as Cart;
    const bFilled = (
      await must('B line', 200, inject('POST', `/carts/${bCart.id}/items`, sessions.B, { sku: fixture.q.sku }))
    ).json() as Cart;
    await must(
      'B order',
      201,
      inject('POST', '/orders', sessions.B, {
        cartId: bCart.id,
        cart: { version: bFilled.version },
        paymentMethodCode: 'invoice',
        termsAccepted: true,
      }),
    );
    // The guest caller: a browser with an order and a cart of its own.
    guest.cookies = (await guestOrder('invoice')).cookies;
    const admin = { authorization: `Bearer ${testAdminToken}` };
    importId = (
      await must(
        'catalogue import',
        202,
        ctx.api.inject({
          method: 'POST',
          url: '/admin/api/catalog/imports?dryRun=true',
          headers: { ...admin, 'content-type': 'text/csv' },
          payload: `sku,stock\n${fixture.q.sku},1\n`,
        }),
      )
    ).json().id;
    for (const content of ['<p>Eins</p>', '<p>Zwei</p>'])
      await must(
        'content',
        200,
        inject('PUT', urlOf(operations.writeContent, { params: probeKey }), {}, probePage(content), admin),
      );
  });

  /** The context of one operation's test: sessions renewed, A's resources there, its order placed. */
  async function prepare(id: OperationId, owner: 'A' | 'guest'): Promise<Ctx & { holder?: Record<string, string> }> {
    if (sessionsEnded) {
      sessions.A = await login(A.email);
      sessions.B = await login(B.email);
      staffSessions.owner = await staffLogin(staffEmails.owner);
      staffSessions.clerk = await staffLogin(staffEmails.clerk);
      sessionsEnded = false;
    }
    const method = orderMethod[id];
    if (owner === 'guest' && !method) throw new Error(`${id} names an order: add it to orderMethod`);
    let order = standingOrder;
    let holder: Record<string, string> | undefined;
    if (method && owner === 'A') order = await orderOfA(method);
    if (method && owner === 'guest') ({ order, cookies: holder } = await guestOrder(method));
    if (method && shippedFirst.has(id)) await shipped(order.id, owner === 'A' ? sessions.A : holder!);
    const basics = await basicsOfA();
    const paygate = (transId: string) => {
      const { Data, Len } = sandbox.signers.computop.answer({
        payId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        transId,
        status: 'FAILED',
        code: '21000050',
        description: 'Card declined',
      });
      return { Data, Len };
    };
    let paygateAnswer: Ctx['paygateAnswer'];
    if (id === 'createComputopPayment') {
      // The payment the owner started; its answer comes back through the browser.
      const started = await must(
        'computop data',
        201,
        inject('POST', `/orders/${order.id}/computop`, owner === 'A' ? sessions.A : holder!),
      );
      paygateAnswer = paygate(started.json().transId);
    }
    return {
      p: fixture.p,
      q: fixture.q,
      ...basics,
      order,
      holder,
      paygateAnswer,
      paygate,
      importId,
      unique: (prefix) => `${prefix}-${++serial}@example.com`,
      sku: () => `MATRIX-P${++serial}`,
      editedQ: async () =>
        (
          await must('editor', 200, inject('GET', `/admin/api/products/${fixture.q.id}`, {}, undefined, adminKey))
        ).json(),
      spareProduct: async () => {
        const body = matrixProduct(`MATRIX-S${++serial}`, false);
        return (await must('spare product', 201, inject('POST', '/admin/api/products', {}, body, adminKey))).json().id;
      },
      spareVariant: async () => {
        const body = matrixProduct(`MATRIX-M${++serial}`, false);
        const master = (
          await must('spare master', 201, inject('POST', '/admin/api/products', {}, body, adminKey))
        ).json();
        const url = `/admin/api/products/${master.id}/variants`;
        const variant = matrixVariant(`MATRIX-V${++serial}`);
        const made = await must('spare variant', 201, inject('POST', url, {}, variant, adminKey));
        return { master: master.id, variant: (made.json() as AdminProductDetail).variants[0]! };
      },
      rateVersion: async () =>
        (await db().select().from(shippingMethods).where(eq(shippingMethods.code, 'matrix-freight')))[0]!.version,
      probeMember: async () =>
        (await db().select().from(staffMembers).where(eq(staffMembers.email, staffEmails.probe)))[0]!,
      aId: fixture.aId,
      customerB: async () => (await db().select().from(customers).where(eq(customers.email, B.email)))[0]!,
      addressOfB: async (spare) => {
        const b = (await db().select().from(customers).where(eq(customers.email, B.email)))[0]!;
        if (spare)
          return (
            await db()
              .insert(addresses)
              .values({ ...guestAddress, customerId: b.id, street: `Ersatzweg ${++serial}` })
              .returning()
          )[0]!;
        return (
          await db()
            .select()
            .from(addresses)
            .where(and(eq(addresses.customerId, b.id), eq(addresses.isDefaultShipping, true)))
        )[0]!;
      },
      businessB: async () => {
        const b = (await db().select().from(customers).where(eq(customers.email, B.email)))[0]!;
        await db()
          .insert(addresses)
          .values({ ...guestAddress, customerId: b.id, company: 'Fremd GmbH', street: `Firmenweg ${++serial}` });
      },
      holderOf: async (customerId) =>
        (
          await db()
            .select()
            .from(companyMembers)
            .where(and(eq(companyMembers.customerId, customerId), eq(companyMembers.holder, true)))
        )[0]!.id,
      memberOfA: async () =>
        (
          await db()
            .insert(companyMembers)
            .values({
              customerId: fixture.aId,
              email: `member-${++serial}@example.com`,
              firstName: 'Mia',
              lastName: 'Member',
              role: 'buyer',
            })
            .returning()
        )[0]!.id,
      // Made with A's other rows (newRequestOfA): the callers refused must find A's rows as they were.
      // A sent-back request is A's own (the account holder's, who restores it): not one A sent back of a requester's.
      requestOfA: async (state) =>
        (
          await db()
            .select({ id: orderRequests.id })
            .from(orderRequests)
            .innerJoin(companyMembers, eq(companyMembers.id, orderRequests.memberId))
            .where(
              and(
                eq(orderRequests.customerId, fixture.aId),
                eq(orderRequests.state, state),
                eq(companyMembers.holder, state === 'returned'),
              ),
            )
            .orderBy(asc(orderRequests.id))
            .limit(1)
        )[0]!.id,
      invitee: async () => {
        const email = `invitee-${++serial}@example.com`;
        return (await db().insert(customers).values({ email, firstName: 'Ivo', lastName: 'Invitee' }).returning())[0]!
          .id;
      },
      spareList: async () =>
        (
          await db()
            .insert(priceLists)
            .values({ code: `SPARE-${++spareLists}`, name: 'Spare', currency: 'EUR' })
            .returning()
        )[0]!,
      spareCategory: async () => {
        const [row] = await db()
          .insert(categories)
          .values({ path: '', depth: 0, position: 1_000 + ++spareLists })
          .returning();
        await db()
          .update(categories)
          .set({ path: String(row!.id) })
          .where(eq(categories.id, row!.id));
        await db()
          .insert(categoryTranslations)
          .values({ categoryId: row!.id, locale: 'de', name: `Spare ${spareLists}`, slug: `spare-${spareLists}` });
        return row!;
      },
      orderOfB,
      returnOfB,
      staffCartOfB,
      quoteOf: async (who, state) => {
        const email = who === 'A' ? A.email : B.email;
        const [customer] = await db().select().from(customers).where(eq(customers.email, email));
        const offered = state === 'offered';
        const [quote] = await db()
          .insert(quotes)
          .values({
            customerId: customer!.id,
            requestedBy: email,
            locale: 'de',
            currency: 'EUR',
            state,
            comment: 'Matrix',
            ...(offered && {
              validUntil: '2099-12-31',
              expiresAt: new Date('2100-01-01T00:00:00Z'),
              offeredAt: new Date(),
            }),
          })
          .returning();
        // Five of P: A's cart line operations (quantity 3) stay within a quoted line.
        const lines = await db()
          .insert(quoteLines)
          .values({
            quoteId: quote!.id,
            position: 1,
            productId: fixture.p.id,
            quantity: 5,
            price: offered ? 900 : null,
          })
          .returning();
        return { id: quote!.id, lineIds: lines.map((line) => line.id) };
      },
      invoiceOf: async (orderId) =>
        (
          await db()
            .select()
            .from(orderDocuments)
            .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'invoice')))
        )[0]!.id,
      resetToken: async () => {
        const token = randomToken();
        const [c] = await db().select().from(customers).where(eq(customers.email, C.email));
        await db()
          .insert(passwordResets)
          .values({ tokenHash: hashToken(token), customerId: c!.id, expiresAt: new Date(Date.now() + 600_000) });
        return token;
      },
    };
  }

  /** What the caller sends besides the request: its cookies and headers. */
  async function identity(
    caller: Caller,
  ): Promise<{ cookies: Record<string, string>; headers: Record<string, string> }> {
    switch (caller) {
      case 'customerA':
        return { cookies: sessions.A, headers: {} };
      case 'customerB':
        return { cookies: sessions.B, headers: {} };
      case 'guest':
        return { cookies: guest.cookies, headers: {} };
      case 'admin':
        return { cookies: {}, headers: { authorization: `Bearer ${testAdminToken}` } };
      case 'owner':
      case 'clerk':
      case 'disabled':
        return { cookies: staffSessions[caller], headers: {} };
      case 'expired':
        return { cookies: { [ACCESS_COOKIE]: await accessTokenOfA(now() - 60) }, headers: {} };
      case 'noCookie':
        return { cookies: {}, headers: {} };
    }
  }

  async function send(
    id: OperationId,
    who: { cookies: Record<string, string>; headers: Record<string, string> },
    c: Ctx,
  ) {
    const operation = operations[id] as Operation;
    const request = await requests[id](c);
    expectValid(operation, request);
    const res = await inject(
      operation.method,
      urlOf(operation, request),
      { ...who.cookies, ...request.cookies },
      request.body,
      { ...who.headers, ...request.headers },
    );
    if (res.statusCode >= 400 && res.statusCode < 500)
      expect.soft(res.json().error?.code, `${id}: ${res.body}`).not.toBe('VALIDATION_ERROR');
    return res;
  }

  /** What of A no one else may see in any answer. */
  async function secretsOfA() {
    const own = await db().select().from(orders).where(eq(orders.customerId, fixture.aId));
    return [
      A.email,
      A.customerNumber,
      A.lastName,
      A.street,
      A.phone,
      A.comment,
      A.list,
      ...own.map((o) => `"${o.transactionnum}"`),
    ];
  }

  const ids = Object.keys(operations) as OperationId[];

  it('has a row and a request for every operation of the contracts, and nothing else', () => {
    const missing = (table: object) => ids.filter((id) => !(id in table));
    const extra = (table: object) => Object.keys(table).filter((id) => !(id in operations));
    expect({ missingRows: missing(expected), missingRequests: missing(requests) }).toEqual({
      missingRows: [],
      missingRequests: [],
    });
    expect({ extraRows: extra(expected), extraRequests: extra(requests) }).toEqual({
      extraRows: [],
      extraRequests: [],
    });
  });

  it("agrees with each operation's declared auth", () => {
    for (const id of ids) {
      const { auth, status = 200 } = operations[id] as Operation;
      const row = expected[id];
      if (auth === 'owner') expect(row, id).toEqual(ownerRights(status));
      if (auth === 'clerk') expect({ ...row, admin: status }, id).toEqual(staffRights(status));
      if (auth === 'customer')
        expect([row.guest, row.admin, row.owner, row.expired, row.noCookie], id).toEqual([401, 401, 401, 401, 401]);
      // A disabled member's session opens nothing that no session does not.
      expect(row.disabled, id).toBe(row.noCookie);
      // A session is never worth more than no session once expired: same answer as no cookie at all.
      expect(row.expired, id).toBe(row.noCookie);
    }
  });

  it('builds the expired token exactly as the API does: only its expiry keeps it out', async () => {
    const valid = await inject('GET', '/session', { [ACCESS_COOKIE]: await accessTokenOfA(now() + 600) });
    expect(valid.json()).toMatchObject({ guest: false });
    const expired = await inject('GET', '/session', { [ACCESS_COOKIE]: await accessTokenOfA(now() - 60) });
    expect(expired.json()).toEqual({ guest: true });
  });

  it.each(ids)('%s', async (id) => {
    const c = await prepare(id, 'A');
    // The next test logs in again, whatever happens here.
    if (endsSessions.has(id)) sessionsEnded = true;
    const shown = priceShown[id];
    // A asks first too, so a cache filled with A's prices would be caught serving them to others.
    if (shown) await send(id, await identity('customerA'), c);
    const before = await rowsOf(db(), fixture.aId, A.customerNumber);
    const secrets = await secretsOfA();
    const seen = {} as Row;
    for (const caller of callers) {
      const res = await send(id, await identity(caller), c);
      seen[caller] = res.statusCode;
      const ok = res.statusCode < 300;
      if (caller !== 'customerA') {
        expect.soft(await rowsOf(db(), fixture.aId, A.customerNumber), `${caller} changed A's data`).toEqual(before);
        if (!(staffReadsOfA.has(id) && staffCallers.has(caller)))
          for (const secret of secrets) expect.soft(res.body, `${caller} was shown ${secret}`).not.toContain(secret);
        if (ok) expect.soft(res.body, `${caller} was shown A's cart id`).not.toContain(c.cartId);
      }
      if (ok && res.statusCode !== 204) answers[id]?.(res.json() as never, caller, c);
      if (ok && shown) {
        const price = shown(res.json() as never, c)?.regular;
        if (caller === 'customerA') expect.soft(price, 'A sees the agreed price').toBe(c.p.agreed);
        else expect.soft(price ?? null, `${caller} sees A's agreed price`).not.toBe(c.p.agreed);
      }
    }
    expect(seen).toEqual(expected[id]);
  });

  // Cross-site request forgery: A's own browser, lured to another site, sends A's cookies along.
  // Every write that cookies authorise is refused there, before it touches anything.
  // Staff operations are lured the same way with an owner's back-office cookie.
  const notCookieWrites: Partial<Record<OperationId, string>> = {
    reportError: 'stores nothing of the caller and reads no cookie',
    lookupItems: 'reads prices, changes nothing; another site cannot read the answer (no CORS)',
  };
  const cookieWrites = ids.filter((id) => operations[id].method !== 'GET' && !(id in notCookieWrites));

  it.each(cookieWrites)('%s sent with A’s cookies from another site: 403, nothing changed', async (id) => {
    const c = await prepare(id, 'A');
    const before = await rowsOf(db(), fixture.aId, A.customerNumber);
    const { auth } = operations[id] as Operation;
    const { cookies } = await identity(auth === 'owner' || auth === 'clerk' ? 'owner' : 'customerA');
    // The admin key's changes are the fixture's (an order of B shipped to be delivered); the forged call's would be the owner's.
    const auditRows = () => db().$count(auditLog, ne(auditLog.actor, 'admin-key'));
    const auditedBefore = await auditRows();
    const res = await send(id, { cookies, headers: { origin: 'https://evil.example' } }, c);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await rowsOf(db(), fixture.aId, A.customerNumber)).toEqual(before);
    expect(await auditRows(), 'a change was audited').toBe(auditedBefore);
  });

  // A guest's order is only ever the guest's: the customer-only ones (reorder) are not for it, and
  // a difference's link opens with its token, not the guest's cookie (order-balance.test.ts).
  const byLinkToken = new Set<OperationId>(['getOrderBalance', 'payOrderBalance', 'completeOrderBalance']);
  const orderOperations = ids.filter(
    (id) =>
      operations[id].path.startsWith('/orders/:id') &&
      (operations[id] as Operation).auth !== 'customer' &&
      !byLinkToken.has(id),
  );

  it.each(orderOperations)('%s on a guest order: only the browser that placed it', async (id) => {
    const c = await prepare(id, 'guest');
    const orderId = orderOf(c).id;
    const before = await rowsOf(db(), fixture.aId, A.customerNumber, [orderId]);
    const seen: Record<string, number> = {};
    // Everyone but the browser holding the order's cookie: A, B and the other guest included.
    for (const caller of callers) {
      const res = await send(id, await identity(caller), c);
      seen[caller] = res.statusCode;
      expect
        .soft(await rowsOf(db(), fixture.aId, A.customerNumber, [orderId]), `${caller} changed the guest's order`)
        .toEqual(before);
      expect.soft(res.body, `${caller} was shown the guest's order`).not.toContain(`"${orderOf(c).transactionnum}"`);
    }
    seen.holder = (await send(id, { cookies: c.holder!, headers: {} }, c)).statusCode;
    expect(seen).toEqual({ ...everyone(404), holder: expected[id].customerA });
  });
});
