import { type CurrencyCode, type LocaleCode, operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { CartService } from './service';

export function cartRoutes(app: FastifyInstance, { carts }: { carts: CartService }) {
  const view = async (request: FastifyRequest, query: { locale: LocaleCode; currency: CurrencyCode }) => ({
    locale: query.locale,
    currency: query.currency,
    viewer: await app.viewer(request),
  });

  route(app, operations.createCart, async ({ query, body, request }) =>
    carts.create(await view(request, query), body.guestCartId),
  );

  route(app, operations.getCart, async ({ params, query, request }) =>
    carts.get(params.cartId, await view(request, query)),
  );

  route(app, operations.addToCart, async ({ params, query, body, request }) =>
    carts.add(params.cartId, await view(request, query), body),
  );

  route(app, operations.updateCartQuantity, async ({ params, query, body, request }) =>
    carts.setQuantity(params.cartId, await view(request, query), params.itemId, body.quantity),
  );

  route(app, operations.removeFromCart, async ({ params, query, request }) =>
    carts.remove(params.cartId, await view(request, query), params.itemId),
  );

  route(app, operations.deleteCart, async ({ params, request }) => {
    await carts.delete(params.cartId, await app.viewer(request));
    return { ok: true as const };
  });
}
