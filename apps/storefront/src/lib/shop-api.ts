import { createShopClient } from '@shop/client';
import { apiUrl } from '@/server-config';

/** The shop API for shared data (catalogue, content): no shopper cookies, cacheable per call. */
export const publicApi = createShopClient({ baseUrl: apiUrl });
