import { z } from 'zod';
import { versionSchema } from './admin-fields';
import { adminOrderSummarySchema } from './admin-orders';
import { adminPriceListSchema } from './admin-price-lists';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { companyMemberSchema } from './company-members';
import { addressFieldsSchema, addressSchema, checkPostalCode } from './customer';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defaultLocale } from './locales';
import { defineOperation, pageSchema } from './operation';
import { paymentMethodCodeSchema } from './payment';
import { required } from './required-field';
import { siteConfig } from './site';
import { staffRefusalText as said } from './staff-refusals';
import { checkVatId } from './vat-id';

/** A customer in the back office's list. */
export const adminCustomerSummarySchema = z
  .object({
    id: z.number().int(),
    customerNumber: z.string(),
    email: z.string(),
    name: z.string(),
    company: z.string(),
    createdDate: z.string(),
    orders: z.number().int(),
    /** A blocked customer cannot log in; their sessions ended when they were blocked. */
    blocked: z.boolean(),
    excludeTax: z.boolean(),
    /** When the customer deleted their account (name, e-mail and login gone; orders kept anonymised); else null. */
    deletedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminCustomerSummary' });
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerSchema = adminCustomerSummarySchema
  .extend({
    firstName: z.string(),
    lastName: z.string(),
    /** The language of the customer's e-mails and, at login, of the shop. */
    locale: localeCodeSchema,
    currency: currencyCodeSchema,
    phone: z.string(),
    loyaltyPoints: z.number().int(),
    /** The address book, oldest first: what each address is for, and the default billing and shipping ones. */
    addresses: z.array(addressSchema),
    recentOrders: z.array(adminOrderSummarySchema),
    priceList: adminPriceListSchema.nullable(),
    /** The payment methods staff allowed this customer; null: the shop's default (defaultPaymentMethods). */
    paymentMethods: z.array(paymentMethodCodeSchema).nullable(),
    /** The customer chose a password: they can log in. Until then staff may invite them (again). */
    passwordSet: z.boolean(),
    /** Until when the latest invitation's link works; null when none is open. */
    invitedUntil: z.string().nullable(),
    /** What the customer's invoices name them by (BT-10): a Leitweg-ID or their own reference; '' when none. */
    buyerReference: z.string(),
    /** The company's members, each with their own login: the account holder first. */
    members: z.array(companyMemberSchema),
    /** Raised by every staff change: a change names the version it was made against. */
    version: z.number().int(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerQuerySchema = z.strictObject({
  /** Customer number, e-mail, name or company, or a part of one. */
  q: z
    .string()
    .trim()
    .max(100, said('atMostCharacters', { maximum: 100 }))
    .optional(),
  blocked: z.enum(['true', 'false']).optional(),
  sort: z
    .enum(['-createdDate', 'createdDate', 'customerNumber', '-customerNumber', 'email', '-email'])
    .default('-createdDate'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** Methods allowed a customer, each once and at least one; null: the shop's default. */
const paymentMethodsSchema = z
  .array(paymentMethodCodeSchema)
  .min(1, said('onePaymentMethod'))
  .refine((methods) => new Set(methods).size === methods.length, said('paymentMethodOnce'))
  .nullable();

/**
 * A business customer's buyer reference, as their invoices and XRechnung name it (BT-10): a public
 * buyer's Leitweg-ID (like 04011000-12345-67) or the reference their accounts payable asked for;
 * free text, at most 200 characters, '' for none.
 */
export const buyerReferenceSchema = z
  .string()
  .trim()
  .max(200, said('atMostCharacters', { maximum: 200 }));

/** What staff change of a customer; what is left out stays. */
export const adminCustomerUpdateSchema = z.strictObject({
  firstName: required(fieldProblems.required).pipe(z.string().max(100)).optional(),
  lastName: required(fieldProblems.required).pipe(z.string().max(100)).optional(),
  /** Unique among customers: another customer's is refused (409, at the field). */
  email: z.string().trim().pipe(z.email(fieldProblems.email)).optional(),
  locale: localeCodeSchema.optional(),
  currency: currencyCodeSchema.optional(),
  blocked: z.boolean({ error: 'true or false' }).optional(),
  excludeTax: z.boolean({ error: 'true or false' }).optional(),
  buyerReference: buyerReferenceSchema.optional(),
  /** The price list this customer buys at (others may hold it too); null: none. */
  priceListId: rowIdSchema.nullable().optional(),
  /** The payment methods the customer may pay with; null: the shop's default. */
  paymentMethods: paymentMethodsSchema.optional(),
  version: versionSchema,
});
export type AdminCustomerUpdate = z.input<typeof adminCustomerUpdateSchema>;

const customerIdParams = z.object({ id: rowIdSchema });
const customerAddressParams = z.object({ id: rowIdSchema, addressId: rowIdSchema });

const servedCountries = new Set(siteConfig.countries.map((c) => c.iso));

/** The rules of an address staff type for a customer: the shopper's, a country the shop serves, a VAT ID of it. */
function checkStaffAddress(address: z.output<typeof addressFieldsSchema>, ctx: z.RefinementCtx) {
  if (!servedCountries.has(address.country))
    ctx.addIssue({ code: 'custom', path: ['country'], message: fieldProblems.countryNotServed });
  checkPostalCode(address, ctx);
  checkVatId(address, ctx);
}

const staffAddressSchema = addressFieldsSchema.superRefine(checkStaffAddress);

/** An address of a customer's book as staff type it: its fields, what it is for, and whether it is a default. */
const customerAddressFields = z.strictObject({
  ...addressFieldsSchema.shape,
  isBilling: z.boolean({ error: 'true or false' }).default(false),
  isShipping: z.boolean({ error: 'true or false' }).default(true),
  /**
   * The address invoices go to, a billing address by that: one per customer (their first billing
   * address until another is made it); it moves to another address, it is not taken away.
   */
  isDefaultBilling: z.boolean({ error: 'true or false' }).default(false),
  /** Where goods go unless an order says otherwise, a shipping address by that; likewise one. */
  isDefaultShipping: z.boolean({ error: 'true or false' }).default(false),
});

function checkCustomerAddress(address: z.output<typeof customerAddressFields>, ctx: z.RefinementCtx) {
  checkStaffAddress(address, ctx);
  // A default of a kind counts as that kind (the API makes it one).
  if (!address.isBilling && !address.isShipping && !address.isDefaultBilling && !address.isDefaultShipping)
    ctx.addIssue({ code: 'custom', path: ['isShipping'], message: fieldProblems.shippingOrBilling });
}

/** An address staff add to a customer's book or change there (the back office's form checks it too). */
export const customerAddressSchema = customerAddressFields.superRefine(checkCustomerAddress);
export type CustomerAddressInput = z.input<typeof customerAddressSchema>;

/** The same, at the customer's version read: a change made meanwhile is refused (409). */
const customerAddressChangeSchema = customerAddressFields
  .extend({ version: versionSchema })
  .superRefine(checkCustomerAddress);

/**
 * A customer staff open (a business customer, phoned or from a contract): the billing address
 * holds the company, phone and VAT ID; without a shipping address goods go to the billing one.
 * Staff never type a password: the customer chooses one from the invitation.
 */
export const adminCustomerCreateSchema = z.strictObject({
  /** Blank: the next number (K-…); else the ERP's, unique. */
  customerNumber: z
    .string()
    .trim()
    .max(40, said('atMostCharacters', { maximum: 40 }))
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9._/-]*$/, said('customerNumberCharacters'))
    .optional()
    .default(''),
  email: z.string().trim().pipe(z.email(fieldProblems.email)),
  firstName: required(fieldProblems.required).pipe(z.string().max(100)),
  lastName: required(fieldProblems.required).pipe(z.string().max(100)),
  locale: localeCodeSchema.default(defaultLocale),
  currency: currencyCodeSchema.default(siteConfig.defaultCurrency),
  excludeTax: z.boolean({ error: 'true or false' }).default(false),
  buyerReference: buyerReferenceSchema.default(''),
  priceListId: rowIdSchema.nullable().default(null),
  /** The payment methods the customer may pay with (invoice for a trusted one); null: the shop's default. */
  paymentMethods: paymentMethodsSchema.default(null),
  billingAddress: staffAddressSchema,
  shippingAddress: staffAddressSchema.nullable().default(null),
  /** Send the invitation e-mail now (else later, with inviteCustomer). */
  invite: z.boolean({ error: 'true or false' }).default(true),
});
export type AdminCustomerCreate = z.input<typeof adminCustomerCreateSchema>;

/** An invitation sent: to whom, and until when its link works. */
export const customerInvitationSchema = z.object({ sentTo: z.string(), validUntil: z.string() });

export const customerAdminOperations = {
  listCustomers: defineOperation({
    id: 'listCustomers',
    method: 'GET',
    path: '/admin/api/customers',
    summary: 'Customers found by number, e-mail, name or company, sorted and paged (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    query: adminCustomerQuerySchema,
    response: pageSchema(adminCustomerSummarySchema),
  }),
  getAdminCustomer: defineOperation({
    id: 'getAdminCustomer',
    method: 'GET',
    path: '/admin/api/customers/:id',
    summary: 'One customer with addresses, recent orders, loyalty points and price list (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    params: customerIdParams,
    response: adminCustomerSchema,
  }),
  createCustomer: defineOperation({
    id: 'createCustomer',
    method: 'POST',
    path: '/admin/api/customers',
    summary:
      'Opens a customer account with its addresses, tax exemption and price list, and invites the customer to choose a password (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    body: adminCustomerCreateSchema,
    response: adminCustomerSchema,
    status: 201,
  }),
  inviteCustomer: defineOperation({
    id: 'inviteCustomer',
    method: 'POST',
    path: '/admin/api/customers/:id/invitation',
    summary:
      'Sends the customer (again) the e-mail whose link sets their first password: 7 days, once; earlier links stop working (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    params: customerIdParams,
    response: customerInvitationSchema,
    status: 201,
  }),
  updateCustomer: defineOperation({
    id: 'updateCustomer',
    method: 'PATCH',
    path: '/admin/api/customers/:id',
    summary:
      'Blocks or unblocks a customer (blocking ends their sessions), sets tax exemption and the buyer reference (Leitweg-ID) their invoices name, assigns a price list; at the version read (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    params: customerIdParams,
    body: adminCustomerUpdateSchema,
    response: adminCustomerSchema,
  }),
  addCustomerAddress: defineOperation({
    id: 'addCustomerAddress',
    method: 'POST',
    path: '/admin/api/customers/:id/addresses',
    summary:
      "Adds an address to a customer's book, checked per country (postal code, VAT ID); a default replaces the one before; at the version read (staff)",
    tag: 'customer admin',
    auth: 'clerk',
    params: customerIdParams,
    body: customerAddressChangeSchema,
    response: adminCustomerSchema,
    status: 201,
  }),
  updateCustomerAddress: defineOperation({
    id: 'updateCustomerAddress',
    method: 'PUT',
    path: '/admin/api/customers/:id/addresses/:addressId',
    summary:
      "Changes an address of a customer's book or makes it the default billing or shipping address (a default moves, it is not taken away); at the version read (staff)",
    tag: 'customer admin',
    auth: 'clerk',
    params: customerAddressParams,
    body: customerAddressChangeSchema,
    response: adminCustomerSchema,
  }),
  deleteCustomerAddress: defineOperation({
    id: 'deleteCustomerAddress',
    method: 'DELETE',
    path: '/admin/api/customers/:id/addresses/:addressId',
    summary:
      'Deletes an address of a customer’s book at the version read; the default billing or shipping address is refused until another is made the default (staff)',
    tag: 'customer admin',
    auth: 'clerk',
    params: customerAddressParams,
    query: z.strictObject({ version: z.coerce.number().pipe(versionSchema) }),
    response: adminCustomerSchema,
  }),
};
