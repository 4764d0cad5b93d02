import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopperView } from '../../http/request-shopper';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import { type Account, asMember } from '../customer';
import type { QuoteService } from './service';
import type { QuoteDesk } from './staff';

/**
 * The customer's quotes: only their own (anyone else's is answered like a missing one).
 * Registered where cookie writes from another site are refused.
 */
export function quoteRoutes(
  app: FastifyInstance,
  { quotes, customerOf }: { quotes: QuoteService; customerOf: (request: FastifyRequest) => Account },
) {
  const requester = (request: FastifyRequest) => {
    const member = asMember(customerOf(request));
    return { memberId: member.member.id, email: member.email, name: `${member.firstName} ${member.lastName}`.trim() };
  };
  const viewOf = (request: FastifyRequest, query: Parameters<typeof shopperView>[2]) =>
    shopperView(app, request, query);

  route(app, operations.requestQuote, async ({ query, body, request }) =>
    quotes.request(await viewOf(request, query), body, requester(request)),
  );
  route(app, operations.listQuotes, async ({ request }) => ({ data: await quotes.list(customerOf(request).id) }));
  route(app, operations.acceptQuote, async ({ params, query, request }) =>
    quotes.accept(await viewOf(request, query), params.quoteId),
  );
  route(app, operations.declineQuote, async ({ params, query, request }) =>
    quotes.decline(await viewOf(request, query), params.quoteId),
  );
}

/** Staff's side: any member of staff lists, reads and sends quotes, as they work orders. */
export function staffQuoteRoutes(app: FastifyInstance, { desk }: { desk: QuoteDesk }) {
  route(app, operations.listQuoteRequests, async ({ query }) => desk.list(query));
  route(app, operations.getQuoteRequest, async ({ params }) => desk.get(params.quoteId));
  route(app, operations.sendQuote, async ({ params, body, request }) =>
    desk.send(params.quoteId, body, actorOf(request)),
  );
}
