import type { AddressFields, CustomerFileColumn } from '@shop/contracts';
import type { PlannedRow } from './import-plan';
import { addressRows } from './onboarding';
import type { addresses } from './tables';

// The address-book rows an import writes. The file holds a customer's default billing address and,
// when goods go elsewhere, their default shipping address; other addresses in the book stay as
// they are. A new customer's book is createCustomer's.

type Address = typeof addresses.$inferSelect;

const billingColumns = new Set<CustomerFileColumn>([
  'company',
  'first_name',
  'last_name',
  'phone',
  'vat_id',
  'billing_street',
  'billing_apartment',
  'billing_postal_code',
  'billing_city',
  'billing_region',
  'billing_country',
]);

/** What the file says of an address the book holds: its place, names and company, not its own e-mail. */
const filed = ({ email: _, ...fields }: AddressFields) => fields;
const placed = ({ phone: _, vatId: __, ...fields }: ReturnType<typeof filed>) => fields;

const shippingOnly = { isBilling: false, isShipping: true, isDefaultBilling: false, isDefaultShipping: true };

/** The addresses to insert (new customers' books, addresses the books lacked) and to update (whole rows). */
export function addressChanges(created: PlannedRow[], ids: Map<string, number>, updated: PlannedRow[]) {
  const inserts = created.flatMap(({ row }) =>
    addressRows(ids.get(row.customerNumber)!, row.billingAddress!, row.shippingAddress),
  );
  const updates = new Map<number, Address>();
  const change = (address: Address, patch: Partial<Address>) =>
    updates.set(address.id, { ...(updates.get(address.id) ?? address), ...patch });

  for (const { row, changed, stored } of updated) {
    const touchesBilling = changed.some((c) => billingColumns.has(c));
    const touchesShipping = changed.some((c) => c.startsWith('shipping_'));
    if (!touchesBilling && !touchesShipping) continue;
    const customerId = stored!.row.id;
    const book = stored!.book;
    const billing = book.find((a) => a.isDefaultBilling) ?? book[0];
    const apart = book.find((a) => a.isDefaultShipping && a.id !== billing?.id);
    if (touchesBilling && billing) change(billing, filed(row.billingAddress!));
    else if (touchesBilling) {
      // A book without a billing address gets one; it is where goods go unless another address is.
      const [first] = addressRows(customerId, row.billingAddress!, null);
      inserts.push({ ...first!, isDefaultShipping: touchesShipping ? !row.shippingAddress : !apart });
    }
    if (!touchesShipping) continue;
    if (!row.shippingAddress) {
      if (apart) change(apart, { isDefaultShipping: false });
      if (billing) change(billing, { isShipping: true, isDefaultShipping: true });
    } else if (apart) change(apart, placed(filed(row.shippingAddress)));
    else {
      inserts.push({ ...filed(row.shippingAddress), customerId, email: '', phone: '', vatId: '', ...shippingOnly });
      if (billing) change(billing, { isDefaultShipping: false });
    }
  }
  return { inserts, updates: [...updates.values()] };
}
