import path from 'node:path';
import { defaultPaymentTimeoutMinutes, type PaymentMethodCode } from '@shop/contracts';
import { z } from 'zod';
import { type ProviderAccounts, parseMethods } from './modules/payment/setup';
import { type WebhookEndpoint, webhookEndpointsOf } from './modules/webhook/endpoints';

/** Environment variables of the API, with their defaults (documented in docs/operations.md). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url().optional(),
  /** Connections to PostgreSQL per API process; twice the cores, at least 4, when unset (db/connection.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  ERROR_REPORTING_DSN: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /**
   * Whose X-Forwarded-For the login limits believe: addresses or networks of the proxies in front
   * (comma-separated, with names such as loopback), or how many hops; the storefront here by default.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, 'addresses or networks, comma-separated, or a hop count')
    .default('loopback')
    // A hop count believes that many proxies nearest to us, whoever they are.
    .transform((value) => (/^\d+$/.test(value) ? (_address: string, hop: number) => hop < Number(value) : value)),
  MAIL_FROM: z.string().default('Werkhaus <service@werkhaus.example>'),
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  PAYMENT_METHODS: z.string().optional(),
  /** After SIGTERM, how long the API keeps serving (answering /readyz 503) before it stops accepting. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(defaultPaymentTimeoutMinutes),
  /** Where providers reach this API; by default through the storefront's /api proxy. */
  PAYMENT_NOTIFY_URL: z.url().optional(),
  /** The sandbox answers for providers without an account: on by default, off by default in production. */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  PAYMENT_SANDBOX_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Another address for Stripe's API: stripe-mock, or a payment sandbox of its own (fault tests). */
  STRIPE_API_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  COMPUTOP_MERCHANT_ID: z.string().min(1).optional(),
  COMPUTOP_BLOWFISH_KEY: z.string().min(1).optional(),
  COMPUTOP_HMAC_KEY: z.string().min(1).optional(),
  COMPUTOP_PAYGATE_URL: z.url().default('https://www.computop-paygate.com/payssl.aspx'),
  /** Where order events are sent as webhooks: one address, or several comma-separated. */
  WEBHOOK_URL: z.string().optional(),
  /** Signs them: one secret for all endpoints, or one per endpoint, comma-separated. */
  WEBHOOK_SECRET: z.string().optional(),
  /** The built back office (apps/back-office/dist by default), served at /admin/. */
  BACK_OFFICE_DIR: z.string().min(1).optional(),
});

type Env = z.infer<typeof envSchema>;

/** A provider's account is configured completely or not at all: half a configuration is a mistake. */
function accountsOf(env: Env): ProviderAccounts {
  const all = <T>(name: string, values: Record<string, string | undefined>, build: () => T): T | undefined => {
    const given = Object.entries(values).filter(([, v]) => v !== undefined);
    if (given.length === 0) return undefined;
    if (given.length < Object.keys(values).length)
      throw new Error(
        `Invalid environment:\n  - ${name} needs ${Object.keys(values).join(', ')} (only ${given.map(([k]) => k).join(', ')} set)`,
      );
    return build();
  };
  return {
    stripe: all(
      'Stripe',
      { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET },
      () => ({
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        ...(env.STRIPE_API_URL && { apiUrl: env.STRIPE_API_URL }),
      }),
    ),
    paypal: all(
      'PayPal',
      {
        PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: env.PAYPAL_CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID,
      },
      () => ({
        clientId: env.PAYPAL_CLIENT_ID!,
        clientSecret: env.PAYPAL_CLIENT_SECRET!,
        webhookId: env.PAYPAL_WEBHOOK_ID!,
        live: env.PAYPAL_ENVIRONMENT === 'live',
      }),
    ),
    computop: all(
      'Computop',
      {
        COMPUTOP_MERCHANT_ID: env.COMPUTOP_MERCHANT_ID,
        COMPUTOP_BLOWFISH_KEY: env.COMPUTOP_BLOWFISH_KEY,
        COMPUTOP_HMAC_KEY: env.COMPUTOP_HMAC_KEY,
      },
      () => ({
        merchantId: env.COMPUTOP_MERCHANT_ID!,
        blowfishKey: env.COMPUTOP_BLOWFISH_KEY!,
        hmacKey: env.COMPUTOP_HMAC_KEY!,
        paygateUrl: env.COMPUTOP_PAYGATE_URL,
      }),
    ),
  };
}

export type ApiConfig = Env & {
  dataDir: string;
  /** Whether providers without an account are served by the sandbox (never money). */
  paymentSandbox: boolean;
  paymentMethods: PaymentMethodCode[];
  paymentAccounts: ProviderAccounts;
  webhookEndpoints: WebhookEndpoint[];
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    paymentMethods: parseMethods(result.data.PAYMENT_METHODS),
    paymentSandbox: (result.data.PAYMENT_SANDBOX ?? (result.data.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    paymentAccounts: accountsOf(result.data),
    webhookEndpoints: webhookEndpointsOf(result.data.WEBHOOK_URL, result.data.WEBHOOK_SECRET),
  };
}
