import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { siteConfig } from '@shop/contracts';
import { createClient } from 'redis';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { lineLogger, loggerOptions } from './logger';
import { redisThrottleStore } from './modules/customer/throttle';
import { createMailer } from './modules/mail/mailer';
import { paymentProviders } from './modules/payment/setup';
import { searchSessionSettings } from './modules/search/relevance';
import { buildServer } from './server';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  dataDir: path.join(config.dataDir, 'db'),
  settings: searchSessionSettings,
});
await database.migrate();

if (!config.AUTH_SECRET && config.NODE_ENV === 'production') throw new Error('AUTH_SECRET must be set in production');
// With Redis, every instance counts the same login failures.
const redis = config.REDIS_URL ? await createClient({ url: config.REDIS_URL }).connect() : undefined;

const log = lineLogger(config, 'warn');
// Providers without an account are served by the local sandbox, which delivers its webhooks here.
const payment = await paymentProviders({
  accounts: config.paymentAccounts,
  methods: config.paymentMethods,
  sandbox: config.paymentSandbox,
  sandboxPort: config.PAYMENT_SANDBOX_PORT,
  sandboxUrl: config.PAYMENT_SANDBOX_URL,
  apiUrl: `http://127.0.0.1:${config.PORT}`,
  log,
});

let draining = false;
const app = await buildServer({
  ...(redis && { throttle: redisThrottleStore(redis) }),
  trustProxy: config.TRUST_PROXY,
  // Without a configured secret (development), sessions last as long as this process.
  authSecret: config.AUTH_SECRET ?? randomBytes(32).toString('hex'),
  publicUrl: config.PUBLIC_URL,
  mailer: createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.MAIL_FROM,
    log: lineLogger(config, 'info'),
  }),
  database,
  logger: loggerOptions(config),
  adminToken: config.ADMIN_TOKEN,
  metricsToken: config.METRICS_TOKEN,
  ...(config.BACK_OFFICE_DIR && { backOfficeDir: path.resolve(config.BACK_OFFICE_DIR) }),
  webhooks: config.webhookEndpoints,
  errorReportingDsn: config.ERROR_REPORTING_DSN,
  housekeeping: true,
  // Development checks every answer's compiled writer against zod's (http/answer-serializer.ts).
  checkAnswers: config.NODE_ENV !== 'production',
  draining: () => draining,
  payments: {
    providers: payment.providers,
    methods: config.paymentMethods,
    timeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES,
    notifyUrl: config.PAYMENT_NOTIFY_URL,
  },
});
if (payment.sandbox)
  app.log.info({ url: payment.sandbox.url }, 'payment sandbox answers for providers without an account');
app.log.info(
  { database: database.kind, locales: siteConfig.locales.map((l) => l.code) },
  `${siteConfig.shopTitle} API starting`,
);
await app.listen({ host: config.HOST, port: config.PORT });

// A load balancer needs a moment to see /readyz fail and send no more; until then the API serves
// as usual. Then it stops accepting and finishes what it holds. A second signal ends it at once.
const graceMs = config.SHUTDOWN_GRACE_MS ?? (config.NODE_ENV === 'production' ? 3_000 : 0);
async function shutdown(signal: string) {
  if (draining) process.exit(1);
  draining = true;
  app.log.info({ signal, graceMs }, 'shutting down');
  await setTimeout(graceMs);
  await app.close();
  await payment.sandbox?.close();
  await redis?.quit();
  // PGlite must close cleanly or its data directory needs recovery at the next start.
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
