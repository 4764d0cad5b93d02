// The offline stand-in for three providers' APIs (Stripe, PayPal, Computop) and their hosted pages
// in one server, so the same SDK calls work without an account. Each provider's routes have their
// own file (stripe-routes.ts, paypal-routes.ts, computop-routes.ts); their signing is in signers.ts,
// their refunds in refund-routes.ts.
import Fastify from 'fastify';
import { computopRoutes } from './computop-routes';
import { notificationDeliveries } from './deliveries';
import { refundsPage } from './pages';
import { paypalRoutes } from './paypal-routes';
import { type RefundProvider, refundLedger } from './refunds';
import { computopSigner, paypalSigner, type SandboxCredentials, stripeSigner } from './signers';
import { stripeRoutes } from './stripe-routes';

/**
 * The payment sandbox: stands in for Stripe's API, PayPal's REST API and Computop's Paygate when
 * the shop has no provider accounts (a newcomer's laptop, CI). The provider SDKs talk to it as they
 * would to the real service; its hosted pages let the shopper pick success, failure or cancel; it
 * returns the shopper as the provider would and notifies the shop server to server, signed the way
 * that provider signs. State lives in memory: it is a development tool for one process.
 */
export interface SandboxOptions {
  credentials: SandboxCredentials;
  port?: number;
  host?: string;
  /** Where the shopper's browser reaches the sandbox; by default http://localhost:{port}. */
  publicUrl?: string;
  /** Where Stripe and PayPal deliver their webhooks (the shop API's endpoints). */
  webhookUrls: { stripe: string; paypal: string };
  log?: (message: string, details?: object) => void;
}

/** The sandbox's server, reading the bodies the providers' APIs and the hosted pages send. */
function sandboxServer() {
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  // Stripe's API takes form-encoded bodies; PayPal's JSON; the hosted pages post forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // PayPal's capture is a POST with a JSON content type and no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  return app;
}

export async function startPaymentSandbox(options: SandboxOptions) {
  const { credentials, log = () => {} } = options;
  const app = sandboxServer();
  // Known once listening (the port may be chosen by the system).
  let port = 0;
  let publicUrl = '';
  // Fetched server to server by the shop, like PayPal's certificate host.
  const certUrl = () => `http://127.0.0.1:${port}/paypal/certs/sandbox.pem`;

  const signStripe = stripeSigner(credentials.stripe.webhookSecret);
  const paypal = paypalSigner(credentials.paypal.webhookId, certUrl);
  const paygate = computopSigner(credentials.computop);
  const deliveries = notificationDeliveries(log);

  /** Refunds through every provider's API, kept for tests to see. */
  const refunds = refundLedger();
  app.get('/refunds', async (_request, reply) => reply.type('text/html').send(refundsPage(refunds.made())));

  stripeRoutes(app, {
    credentials: credentials.stripe,
    sign: signStripe,
    ledger: refunds,
    deliveries,
    webhookUrl: options.webhookUrls.stripe,
    publicUrl: () => publicUrl,
  });
  paypalRoutes(app, {
    credentials: credentials.paypal,
    signer: paypal,
    ledger: refunds,
    deliveries,
    webhookUrl: options.webhookUrls.paypal,
    publicUrl: () => publicUrl,
  });
  computopRoutes(app, { credentials: credentials.computop, paygate, ledger: refunds, deliveries });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  return {
    url: publicUrl,
    /** Where the SDKs send their API calls. */
    apiUrl: `http://127.0.0.1:${port}`,
    paygateUrl: `${publicUrl}/computop/payssl.aspx`,
    /** Paygate's refunds, server to server like the other APIs. */
    creditUrl: `http://127.0.0.1:${port}/computop/credit.aspx`,
    credentials,
    signers: { stripe: signStripe, paypal, computop: paygate },
    /** Every refund made through any provider's API, oldest first. */
    refunds: () => refunds.made(),
    /** The provider's next refund is refused with this reason, in the provider's own error shape. */
    refuseNextRefund: (provider: RefundProvider, reason: string) => refunds.refuseNext(provider, reason),
    /** Stops the sandbox once the notifications it sent are answered. */
    close: async () => {
      await deliveries.drain();
      await app.close();
    },
  };
}
export type PaymentSandbox = Awaited<ReturnType<typeof startPaymentSandbox>>;
