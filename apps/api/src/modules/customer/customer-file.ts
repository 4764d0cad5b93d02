import {
  type CustomerFileColumn,
  type CustomerFileRow,
  customerFileColumns,
  customerFileRowSchema,
  type RowError,
} from '@shop/contracts';
import { csvLine } from '../../lib/csv';
import type { TableRow } from '../../lib/table-file';
import type { addresses, customers } from './tables';

// One customer as a row of the customer file (docs/operations.md, "Customers from a file"): read
// from the file with createCustomer's rules, and written from the database for an export. Both
// sides become the same flat record, so an import compares a row with the customer column by column.

export const fileColumns = Object.keys(customerFileColumns) as CustomerFileColumn[];
export type FlatCustomer = Record<CustomerFileColumn, string>;

/** Where in a created customer each column lands, and back: an issue's path names its column. */
const columnOfPath = new Map<string, string>([
  ...Object.entries(customerFileColumns).map(([column, place]) => [place, column] as [string, string]),
  ['billingAddress.firstName', 'first_name'],
  ['billingAddress.lastName', 'last_name'],
  ['shippingAddress.firstName', 'first_name'],
  ['shippingAddress.lastName', 'last_name'],
  ['shippingAddress.company', 'company'],
]);

const yes = new Set(['true', 'yes', '1']);
const no = new Set(['false', 'no', '0', '']);

type Address = typeof addresses.$inferSelect;
type AddressPart = Pick<Address, 'street' | 'apartment' | 'postalCode' | 'city' | 'region' | 'country'>;

/** A customer as the file holds them: what flatOf writes. */
interface Holding {
  customerNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  currency: string;
  excludeTax: boolean;
  priceList: string;
  paymentMethods: readonly string[] | null;
  billingAddress: (AddressPart & { company: string; phone: string; vatId: string }) | null;
  shippingAddress: AddressPart | null;
}

const place = (kind: 'billing' | 'shipping', address: AddressPart | null) => ({
  [`${kind}_street`]: address?.street ?? '',
  [`${kind}_apartment`]: address?.apartment ?? '',
  [`${kind}_postal_code`]: address?.postalCode ?? '',
  [`${kind}_city`]: address?.city ?? '',
  [`${kind}_region`]: address?.region ?? '',
  [`${kind}_country`]: address?.country ?? '',
});

/** A customer as the file's columns. */
export const flatOf = (c: Holding): FlatCustomer =>
  ({
    customer_number: c.customerNumber,
    company: c.billingAddress?.company ?? '',
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    phone: c.billingAddress?.phone ?? '',
    vat_id: c.billingAddress?.vatId ?? '',
    ...place('billing', c.billingAddress),
    ...place('shipping', c.shippingAddress),
    tax_exempt: String(c.excludeTax),
    price_list: c.priceList,
    payment_methods: c.paymentMethods?.join(' ') ?? '',
    language: c.locale,
    currency: c.currency,
  }) as FlatCustomer;

/**
 * A stored customer as the file's columns: the default billing address (else the first), and a
 * shipping address only where the default one is another (empty: goods go to the billing address).
 */
export function storedFlat(customer: typeof customers.$inferSelect, book: Address[], priceList: string) {
  const billing = book.find((a) => a.isDefaultBilling) ?? book[0];
  const shipping = book.find((a) => a.isDefaultShipping && a.id !== billing?.id) ?? null;
  return flatOf({ ...customer, priceList, billingAddress: billing ?? null, shippingAddress: shipping });
}

/** A file's row as a customer, or why not, by column. */
export function readCustomerRow({ line, values }: TableRow): { row?: CustomerFileRow; errors: RowError[] } {
  const text = (column: CustomerFileColumn) => (values[column] ?? '').trim();
  const address = (kind: 'billing' | 'shipping') => ({
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    street: text(`${kind}_street`),
    apartment: text(`${kind}_apartment`),
    postalCode: text(`${kind}_postal_code`),
    city: text(`${kind}_city`),
    region: text(`${kind}_region`),
    country: text(`${kind}_country`).toUpperCase(),
  });
  const given = (kind: 'billing' | 'shipping') => fileColumns.some((c) => c.startsWith(`${kind}_`) && text(c) !== '');
  const exempt = text('tax_exempt').toLowerCase();
  const parsed = customerFileRowSchema.safeParse({
    customerNumber: text('customer_number'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    ...(text('language') && { locale: text('language').toLowerCase() }),
    ...(text('currency') && { currency: text('currency').toUpperCase() }),
    excludeTax: yes.has(exempt) ? true : no.has(exempt) ? false : exempt,
    priceList: text('price_list'),
    paymentMethods: text('payment_methods')
      ? text('payment_methods')
          .split(/[\s,|]+/)
          .filter(Boolean)
      : null,
    // Company, phone and VAT ID belong to the billing address: given alone, its other fields are missed.
    billingAddress:
      given('billing') || text('company') || text('phone') || text('vat_id')
        ? { ...address('billing'), phone: text('phone'), vatId: text('vat_id') }
        : null,
    shippingAddress: given('shipping') ? address('shipping') : null,
  });
  if (parsed.success) return { row: parsed.data, errors: [] };
  const seen = new Set<string>();
  const errors: RowError[] = [];
  for (const issue of parsed.error.issues) {
    // A list's item (paymentMethods.0) is its column's.
    const path = issue.path.filter((key) => typeof key === 'string').join('.');
    const column = columnOfPath.get(path) ?? path;
    if (seen.has(column)) continue;
    seen.add(column);
    const value = values[column];
    const reason = column === 'tax_exempt' ? 'true or false (yes/no, 1/0)' : issue.message;
    errors.push({ line, column, value: value ?? null, reason, sku: null });
  }
  return { errors };
}

/** The file's header and one line per customer, in the columns' order. */
export const customersCsv = (rows: Iterable<FlatCustomer>) => {
  let csv = csvLine(fileColumns);
  for (const row of rows) csv += csvLine(fileColumns.map((column) => row[column]));
  return csv;
};
