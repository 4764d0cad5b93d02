import { operations, type PaymentMethodCode, type PaymentProviderId } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { OrderService } from '../order';
import { orderAccess } from '../order';
import type { PaymentService } from './service';

/** The payment operations the storefront calls (behind the origin guard, like every shopper call). */
export function paymentRoutes(
  app: FastifyInstance,
  {
    payments,
    orders,
    paymentMethodsOf,
  }: {
    payments: PaymentService;
    orders: OrderService;
    /** The methods the shopper may pay with (the customer module's paymentMethodsOf). */
    paymentMethodsOf: (customerId: number | undefined) => Promise<PaymentMethodCode[]>;
  },
) {
  const access = (request: FastifyRequest) => orderAccess(app, request);

  // The shop's methods for the order's currency and country, of those the shopper may pay with.
  route(app, operations.getPaymentMethods, async ({ query, request }) => {
    const allowed = await paymentMethodsOf((await app.shopper(request)).customerId);
    return payments
      .methods(query.currency, query.country)
      .filter((id) => allowed.includes(id))
      .map((id) => ({ id }));
  });

  route(app, operations.postOrderPaymentMethod, async ({ params, body, request }) => {
    const order = await orders.changePaymentMethod(await access(request), params.id, body.method);
    return { id: order.id, paymentMethodCode: order.paymentMethodCode };
  });

  route(app, operations.createPayment, async ({ params, body, request }) =>
    payments.start(await access(request), params.id, body),
  );

  route(app, operations.completePayment, async ({ params, body, request }) =>
    payments.complete(await access(request), params.id, body.status),
  );

  route(app, operations.createComputopPaymentData, async ({ params, request }) =>
    payments.computopData(await access(request), params.id),
  );

  route(app, operations.processComputopPaymentResponse, async ({ body }) => payments.readComputop(body.Data, body.Len));

  route(app, operations.createComputopPayment, async ({ params, body, request }) =>
    payments.computopReturn(await access(request), params.id, body.Data, body.Len),
  );

  // The difference a change asked for: the link's signed token opens it, not the shopper's login.
  route(app, operations.getOrderBalance, async ({ params, query }) => payments.balance.read(params.id, query.token));

  route(app, operations.payOrderBalance, async ({ params, body }) =>
    payments.balance.start(params.id, body.token, body.amount),
  );

  route(app, operations.completeOrderBalance, async ({ params, body }) =>
    payments.balance.complete(params.id, body.token, body.status),
  );
}

/**
 * The providers' server-to-server notifications. Each keeps its body as the exact bytes that
 * arrived: the signature covers them, and a parsed-and-reserialised body would not match.
 */
export async function paymentNotificationRoutes(app: FastifyInstance, { payments }: { payments: PaymentService }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const endpoint = (provider: PaymentProviderId, path: string, summary: string) =>
      scope.post(path, { schema: { summary, tags: ['payment'], operationId: `${provider}Notification` } }, (request) =>
        payments.notify(provider, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          headers: request.headers,
          receivedAt: new Date(),
        }),
      );
    endpoint('stripe', '/payments/stripe/webhook', "Stripe's webhook events (Stripe-Signature checked)");
    endpoint('paypal', '/payments/paypal/webhook', "PayPal's webhook events (transmission signature checked)");
    endpoint('computop', '/payments/computop/notify', "Computop Paygate's URLNotify (Blowfish Data and MAC checked)");
  });
}
