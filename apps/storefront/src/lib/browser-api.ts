import { createShopClient } from '@shop/client';

/** The shop API from the browser, same-origin through /api, with the shopper's cookies. */
export const browserApi = createShopClient({ baseUrl: '/api' });
