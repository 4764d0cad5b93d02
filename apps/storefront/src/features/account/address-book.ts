import type { Address } from '@shop/contracts';

/** Which addresses a page lists: all of them (AddressDetails), shipping or billing addresses. */
export type AddressKind = 'all' | 'shipping' | 'billing';

/** The shop's settings for what a customer may change (the API enforces the same). */
export interface AddressRules {
  companyRequired: boolean;
  /** Customers add, change and delete their billing addresses (isBillingManagmentEnabled). */
  billingManagement: boolean;
  defaultShippingUpdate: boolean;
  defaultBillingUpdate: boolean;
}

/** A country the shop delivers to, named in the page's language. */
export interface Country {
  iso: string;
  name: string;
}

export type AddressUses = Pick<Address, 'isShipping' | 'isBilling' | 'isDefaultShipping' | 'isDefaultBilling'>;

export const addressesOfKind = (addresses: Address[], kind: AddressKind) =>
  addresses.filter((a) => kind === 'all' || (kind === 'shipping' ? a.isShipping : a.isBilling));

export const usesOf = ({ isShipping, isBilling, isDefaultShipping, isDefaultBilling }: AddressUses): AddressUses => ({
  isShipping,
  isBilling,
  isDefaultShipping,
  isDefaultBilling,
});

/** What a new address is for: a billing address on the billing page, a shipping address elsewhere. */
export const newAddressUses = (kind: AddressKind): AddressUses => ({
  isShipping: kind !== 'billing',
  isBilling: kind === 'billing',
  isDefaultShipping: false,
  isDefaultBilling: false,
});

/** A billing address the shop set up and manages (isBillingManagmentEnabled off): not the customer's to change. */
export const managedByShop = (address: Pick<Address, 'isBilling'>, rules: Pick<AddressRules, 'billingManagement'>) =>
  address.isBilling && !rules.billingManagement;
