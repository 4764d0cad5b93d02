import type { Settings } from '@shop/contracts';
import { type AccountPage, accountPages } from '@/routes';

/**
 * The account sub-pages the shop's settings leave on: order history and my items can be switched
 * off; the company's members and its order approvals are a business customer's pages.
 */
export const enabledAccountPages = (settings: Settings, business: boolean): AccountPage[] =>
  accountPages.filter((page) => {
    if (page === 'Company' || page === 'Approvals') return business;
    if (page === 'OrderHistory') return settings.isOrderHistoryEnabled;
    if (page === 'MyItems') return settings.isMyItemsViewEnabled;
    return true;
  });
