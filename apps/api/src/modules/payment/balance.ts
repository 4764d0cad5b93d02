import {
  type LocaleCode,
  type Order,
  type OrderBalance,
  type PaymentProviderId,
  providerOf,
  siteConfig,
} from '@shop/contracts';
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import type { OrderService } from '../order';
import type { PaymentProvider } from './provider';
import type { PaymentProviders } from './providers';
import { latestAttempt, type settlement } from './settlement';
import { payments } from './tables';

interface Dependencies {
  orders: OrderService;
  providers: PaymentProviders;
  publicUrl: string;
  notifyUrl: string;
  settle: ReturnType<typeof settlement>;
  /** Logs a provider's failure (without its request) and answers the shopper's refusal. */
  unavailable: (error: unknown, orderId: number, provider: PaymentProviderId) => Error;
}

/** Minutes the provider's page for a difference stays open. */
const PAGE_MINUTES = 30;

/**
 * Paying the difference a change asked of a paid online order (its balanceDue): a payment of its
 * own at the order's provider (purpose balance), started and checked through the link's signed
 * token, never the shopper's login, so a guest pays it too. Settlement (settlement.ts) lowers what
 * is open once per payment, whichever of the return and the notifications comes first.
 */
export function balancePayments(
  db: Database,
  { orders, providers, publicUrl, notifyUrl, settle, unavailable }: Dependencies,
) {
  const providerFor = (order: Order): PaymentProvider => {
    const id = providerOf(order.paymentMethodCode);
    const provider = id && providers[id];
    if (!provider) throw refusal('BAD_REQUEST', 'This order is not paid online', { reason: 'payment-method' });
    return provider;
  };

  const pageOf = (locale: LocaleCode, orderId: number, token: string) =>
    `${publicUrl}${locale === siteConfig.defaultLocale ? '' : `/${locale}`}/pay-difference/${orderId}/${token}`;

  /** Where the order's difference stands, as the pay page shows it. */
  async function balanceOf(order: Order): Promise<OrderBalance> {
    const [[received], latest] = await Promise.all([
      db
        .select({ total: sum(payments.amount).mapWith(Number) })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.purpose, 'balance'), eq(payments.status, 'paid'))),
      latestAttempt(db, order.id, 'balance'),
    ]);
    const state = order.balanceDue <= 0 ? 'settled' : latest?.status === 'processing' ? 'processing' : 'open';
    return {
      orderId: order.id,
      state,
      due: Math.max(0, order.balanceDue),
      paid: received?.total ?? 0,
      currency: order.cartInfo.currency,
      paymentMethodCode: order.paymentMethodCode,
      locale: order.locale,
    };
  }

  return {
    /** getOrderBalance */
    read: async (orderId: number, token: string) => balanceOf(await orders.balanceOrder(orderId, token)),

    /** payOrderBalance: a new attempt for what is open, at the order's provider. */
    async start(orderId: number, token: string, amount: number) {
      const before = await balanceOf(await orders.balanceOrder(orderId, token));
      // A debit of the difference under way: a second payment meanwhile would charge twice.
      if (before.state === 'processing')
        throw refusal('CONFLICT', 'A payment for this order is being processed; please wait for its result');
      const order = await orders.claimBalance(orderId, token, amount);
      const provider = providerFor(order);
      const [row] = await db
        .insert(payments)
        .values({
          orderId,
          provider: provider.id,
          method: order.paymentMethodCode,
          purpose: 'balance',
          amount,
          currency: order.cartInfo.currency,
        })
        .returning();
      const page = pageOf(order.locale, orderId, token);
      try {
        const started = await provider.start({
          id: order.id,
          transactionnum: order.transactionnum,
          method: order.paymentMethodCode,
          amount,
          currency: order.cartInfo.currency,
          email: order.email,
          locale: order.locale,
          paymentId: row!.id,
          returnUrl: (status) => `${page}/${status}`,
          notifyUrl: `${notifyUrl}/payments/computop/notify`,
          expiresAt: new Date(Date.now() + PAGE_MINUTES * 60_000),
        });
        await db.update(payments).set({ reference: started.reference }).where(eq(payments.id, row!.id));
        return { redirectUrl: started.redirectUrl };
      } catch (error) {
        await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, row!.id));
        throw unavailable(error, orderId, provider.id);
      }
    },

    /**
     * completeOrderBalance: the shopper is back from the provider; it is asked (server to server)
     * how the newest attempt stands. Computop's word comes by notification only.
     */
    async complete(orderId: number, token: string, returned: 'success' | 'failure' | 'cancel') {
      const order = await orders.balanceOrder(orderId, token);
      const latest = await latestAttempt(db, orderId, 'balance');
      const provider = latest?.reference ? providers[latest.provider as PaymentProviderId] : undefined;
      if (latest?.reference && provider && latest.status !== 'paid') {
        let verdict: Awaited<ReturnType<PaymentProvider['check']>>;
        try {
          verdict = await provider.check(latest.reference, returned);
        } catch (error) {
          throw unavailable(error, orderId, provider.id);
        }
        if (!(provider.id === 'computop' && verdict.state === 'processing')) await settle(provider.id, verdict);
      }
      return balanceOf(latest ? await orders.balanceOrder(orderId, token) : order);
    },
  };
}
