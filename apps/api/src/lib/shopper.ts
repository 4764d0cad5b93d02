import type { CurrencyCode, LocaleCode } from '@shop/contracts';

/**
 * Who is asking, as far as prices and stock care: a guest or a logged-in customer, and the
 * country whose tax applies (the storefront's vsf-country cookie, else the shop's default).
 */
export interface Shopper {
  customerId?: number;
  customerNumber?: string;
  /** The member of the customer's company logged in: their own cart, their orders' limits. */
  memberId?: number;
  /** The account is excluded from taxation. */
  excludeTax?: boolean;
  loggedIn: boolean;
  country: string;
  /** The browser's guest cart key (its cookie): it opens the guest carts this browser made. */
  guestKey?: string;
  /** A member of staff taking an order for this customer: they open the customer's staff carts, not the customer's own. */
  staff?: string;
  /**
   * An administrator of the company approving this member's order request (their member id): the
   * request's held cart opens, and the order is placed as the member's without their limits.
   */
  approvedBy?: number;
}

/** The shopper asking, in the language and currency the page shows (the storefront's ShopperView too). */
export interface ShopperView {
  locale: LocaleCode;
  currency: CurrencyCode;
  shopper: Shopper;
}
