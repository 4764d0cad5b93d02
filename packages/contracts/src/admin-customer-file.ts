import { z } from 'zod';
import { adminCustomerCreateSchema } from './admin-customers';
import { priceListCodeSchema } from './admin-price-lists';
import { rowErrorSchema } from './catalog-import';
import { defineOperation } from './operation';

// The customer file an ERP or a spreadsheet keeps (npm run customers -- import|export, docs/operations.md):
// one row per customer, flat columns named in snake_case like the catalogue file's. A row is checked
// with the rules of createCustomer; its issues are named by the column they came from.

/** The largest customer file the API takes: 100,000 customers with room to spare. */
export const maxCustomerFileBytes = 64 * 1024 * 1024;

const addressColumns = ['street', 'apartment', 'postal_code', 'city', 'region', 'country'] as const;

/**
 * Every column of the file, in the export's order, with the place in a created customer
 * (`adminCustomerCreateSchema`) it fills; the billing address also takes the names, company, phone
 * and VAT ID, and a shipping address of its own the names and company.
 */
export const customerFileColumns = {
  customer_number: 'customerNumber',
  company: 'billingAddress.company',
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'billingAddress.phone',
  vat_id: 'billingAddress.vatId',
  ...addressFields('billing'),
  ...addressFields('shipping'),
  tax_exempt: 'excludeTax',
  price_list: 'priceList',
  /** The methods the customer may pay with, separated by spaces (`invoice paypal`); empty: the shop's default. */
  payment_methods: 'paymentMethods',
  language: 'locale',
  currency: 'currency',
} as const;
export type CustomerFileColumn = keyof typeof customerFileColumns;

function addressFields<K extends 'billing' | 'shipping'>(kind: K) {
  const camel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  return Object.fromEntries(addressColumns.map((c) => [`${kind}_${c}`, `${kind}Address.${camel(c)}`])) as {
    [C in (typeof addressColumns)[number] as `${K}_${C}`]: string;
  };
}

/** The columns a file must have: what a new customer cannot do without. */
export const requiredCustomerFileColumns: readonly CustomerFileColumn[] = [
  'email',
  'first_name',
  'last_name',
  'billing_street',
  'billing_postal_code',
  'billing_city',
  'billing_country',
];

/**
 * One row as a customer: createCustomer's rules, the price list by its code (empty: none). The
 * billing address is null when its columns are empty: only a customer the shop holds without one
 * (a self-registered shopper's export row) may have none.
 */
export const customerFileRowSchema = adminCustomerCreateSchema.omit({ priceListId: true, invite: true }).extend({
  billingAddress: adminCustomerCreateSchema.shape.billingAddress.nullable(),
  priceList: z.union([z.literal(''), priceListCodeSchema]).default(''),
});
export type CustomerFileRow = z.output<typeof customerFileRowSchema>;

/** What an import did, or (dry run) would do; refused rows are reported only with skipInvalid. */
export const customerImportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** Invitations queued (new customers, with `invite`). */
  invited: z.number().int(),
  errors: z.array(rowErrorSchema),
});
export type CustomerImport = z.infer<typeof customerImportSchema>;

const flag = z.enum(['true', 'false']).default('false');

export const customerFileOperations = {
  importCustomers: defineOperation({
    id: 'importCustomers',
    method: 'POST',
    path: '/admin/api/customers/import',
    summary:
      'Creates and updates customers from a file (CSV with ; or , or JSON Lines), matched by customer number, else e-mail: every row is checked first, a bad one refuses the file unless skipInvalid; one transaction (owner)',
    tag: 'customer admin',
    auth: 'owner',
    query: z.strictObject({
      format: z.enum(['csv', 'jsonl']).default('csv'),
      dryRun: flag,
      /** Queue the invitation e-mail for each customer the file opens. */
      invite: flag,
      skipInvalid: flag,
    }),
    upload: {
      contentTypes: ['text/csv', 'text/plain', 'application/x-ndjson', 'application/octet-stream'],
      maxBytes: maxCustomerFileBytes,
    },
    response: customerImportSchema,
  }),
  exportCustomers: defineOperation({
    id: 'exportCustomers',
    method: 'GET',
    path: '/admin/api/customers/export',
    summary: 'Every customer as the CSV importCustomers takes, by customer number; no passwords (owner)',
    tag: 'customer admin',
    auth: 'owner',
    download: 'text/csv',
    response: z.string().describe('The customers'),
  }),
};
