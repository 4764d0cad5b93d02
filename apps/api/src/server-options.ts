import type { PaymentMethodCode } from '@shop/contracts';
import type { FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/connection';
import type { ThrottleStore } from './modules/customer/throttle';
import type { Mailer } from './modules/mail/mailer';
import type { PaymentProviders } from './modules/payment/providers';
import type { WebhookEndpoint } from './modules/webhook/endpoints';

/** What buildServer is given: main.ts reads it from the environment, tests set what they need. */
export interface ServerOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Bearer token of machine access to the admin API (the owner's rights); without one only staff sessions. */
  adminToken?: string;
  /** Error-reporting endpoint for unexpected failures and browser errors; none: reporting is off. */
  errorReportingDsn?: string;
  /** Signs access tokens; at least 32 bytes. */
  authSecret: string;
  /** The storefront's origin: links in e-mails, and the only origin allowed to send cookie writes. */
  publicUrl?: string;
  /** How mail is sent (SMTP, or .eml files); the API queues every mail in its outbox first. */
  mailer?: Mailer;
  /**
   * Every answer also encoded by zod and compared with what the contract's compiled writer wrote
   * (http/answer-serializer.ts); the API tests turn it on.
   */
  checkAnswers?: boolean;
  /** Where login failures are counted: in memory unless given (Redis with REDIS_URL). */
  throttle?: ThrottleStore;
  /**
   * Whose X-Forwarded-For is believed (TRUST_PROXY): the proxies' addresses or networks, or a hop
   * count. By default the storefront on this machine (loopback), which passes the shopper's address.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Where order events go as signed webhooks (WEBHOOK_URL, WEBHOOK_SECRET); none: nothing is queued. */
  webhooks?: readonly WebhookEndpoint[];
  /**
   * The running service's background work, which it turns on: clean-up jobs (guest carts
   * untouched for 60 days hourly, unpaid orders past their time every minute), and the search
   * index built as the server starts (/readyz answers 503 until it is), so that the first searches
   * are answered from memory.
   */
  housekeeping?: boolean;
  /** True once the process was told to stop: /readyz answers 503, so a load balancer sends no more. */
  draining?: () => boolean;
  /** Online payment providers and their settings; without providers only invoice is offered. */
  payments?: {
    providers: PaymentProviders;
    methods?: readonly PaymentMethodCode[];
    timeoutMinutes?: number;
    /** Where providers reach this API (Computop's URLNotify); by default {publicUrl}/api. */
    notifyUrl?: string;
  };
  /** The clock of what is kept in memory (price lists' validity, recognised customers); tests set it. */
  now?: () => number;
  /** METRICS_TOKEN: when set, GET /metrics answers only a bearer of it. */
  metricsToken?: string;
  /** The built back office (BACK_OFFICE_DIR); by default apps/back-office/dist. */
  backOfficeDir?: string;
}
