/** A customer's address row, their default for shipping and billing: in Köln unless `place` says otherwise. */
export const defaultAddressRow = (
  customer: { id: number; firstName: string; lastName: string },
  place: { street: string; city?: string; postalCode?: string } = { street: 'Werkstraße 9' },
) => ({
  customerId: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  city: 'Köln',
  postalCode: '50667',
  ...place,
  country: 'DE',
  isShipping: true,
  isBilling: true,
  isDefaultShipping: true,
  isDefaultBilling: true,
});
