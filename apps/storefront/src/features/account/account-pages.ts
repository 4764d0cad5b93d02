import type { Settings } from '@shop/contracts';
import { type AccountPage, accountPages } from '@/routes';

/** The account sub-pages the shop's settings leave on: order history and my items can be switched off. */
export const enabledAccountPages = (settings: Settings): AccountPage[] =>
  accountPages.filter((page) => {
    if (page === 'OrderHistory') return settings.isOrderHistoryEnabled;
    if (page === 'MyItems') return settings.isMyItemsViewEnabled;
    return true;
  });
