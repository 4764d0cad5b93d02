// The quote module's face: what other modules may use of it (tools/structure.test.ts).
export { heldPrices } from './held-prices';
export { orderQuotedLines } from './ordering';
export { forgetRequester, quotesRequestedBy } from './personal-data';
export { quoteRoutes, staffQuoteRoutes } from './routes';
export type { QuoteService } from './service';
export { quoteService } from './service';
export { quoteDesk } from './staff';
