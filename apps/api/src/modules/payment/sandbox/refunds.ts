/**
 * The sandbox's refunds, whichever provider's API asked: each provider's routes (refund-routes.ts)
 * find the payment and word the answer; the ledger decides as the providers do and keeps what it did.
 */

export type RefundProvider = 'stripe' | 'paypal' | 'computop';

/** A refund the sandbox made. */
export interface SandboxRefund {
  provider: RefundProvider;
  /** The refund's id at the provider: what the shop's refund() answers as refundReference. */
  id: string;
  /** The payment as the shop keeps it: Checkout Session id, PayPal order id, Computop TransID. */
  reference: string;
  /** Minor units. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** A payment as a provider's refund call finds it. */
export interface RefundablePayment {
  reference: string;
  amount: number;
  currency: string;
  paid: boolean;
}

/** Why a refund is refused: `told` is a test's refusal. Each provider's routes word it in its own codes. */
export type RefusalKind = 'unpaid' | 'refunded' | 'too-much' | 'currency' | 'key-reused' | 'told';
type RefundRefusal = { refused: RefusalKind; reason: string };

export type RefundDecision = { refund: SandboxRefund; repeated: boolean } | RefundRefusal;

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

export function refundLedger() {
  const made: SandboxRefund[] = [];
  /** Refunds by provider and idempotency key (Stripe's Idempotency-Key, PayPal-Request-Id, Computop's ReqID). */
  const byKey = new Map<string, SandboxRefund>();
  const told = new Map<RefundProvider, string>();
  /** What a payment's refunds add up to: a payment is refunded in parts until nothing is left. */
  const refundedOf = (provider: RefundProvider, reference: string) =>
    made
      .filter((refund) => refund.provider === provider && refund.reference === reference)
      .reduce((total, refund) => total + refund.amount, 0);

  return {
    /** Every refund made, oldest first. */
    made: () => made.map((refund) => ({ ...refund })),

    /** The provider's next refund is refused with this reason (a replayed one is answered as before). */
    refuseNext(provider: RefundProvider, reason: string) {
      told.set(provider, reason);
    },

    /** What the payment's refunds add up to (minor units). */
    refunded: refundedOf,

    /**
     * Refunds a payment, all or part of it, each request once: a request with a key seen before
     * answers that refund again. Refused: an unpaid payment, one refunded in full already, more than
     * is left of what was paid, another currency. Only refunds
     * are kept by their key, so a refused request may be tried again with the same key.
     */
    decide(
      provider: RefundProvider,
      payment: RefundablePayment,
      ask: { amount: number; currency?: string; key?: string },
      newId: () => string,
    ): RefundDecision {
      const scoped = ask.key === undefined ? undefined : `${provider}:${ask.key}`;
      const earlier = scoped === undefined ? undefined : byKey.get(scoped);
      if (earlier)
        return earlier.reference === payment.reference
          ? { refund: earlier, repeated: true }
          : { refused: 'key-reused', reason: 'the idempotency key was used for another payment' };
      const reason = told.get(provider);
      if (reason !== undefined) {
        told.delete(provider);
        return { refused: 'told', reason };
      }
      if (!payment.paid) return { refused: 'unpaid', reason: 'the payment was not completed' };
      const refunded = refundedOf(provider, payment.reference);
      if (refunded >= payment.amount) return { refused: 'refunded', reason: 'the payment has already been refunded' };
      if (ask.currency !== undefined && ask.currency.toUpperCase() !== payment.currency.toUpperCase())
        return {
          refused: 'currency',
          reason: `the payment is in ${payment.currency.toUpperCase()}, not ${ask.currency}`,
        };
      if (ask.amount > payment.amount - refunded)
        return {
          refused: 'too-much',
          reason:
            refunded === 0
              ? `${money(ask.amount, payment.currency)} is more than the ${money(payment.amount, payment.currency)} paid`
              : `${money(ask.amount, payment.currency)} is more than the ${money(payment.amount - refunded, payment.currency)} left of the ${money(payment.amount, payment.currency)} paid`,
        };
      const refund: SandboxRefund = {
        provider,
        id: newId(),
        reference: payment.reference,
        amount: ask.amount,
        currency: payment.currency.toUpperCase(),
      };
      made.push(refund);
      if (scoped !== undefined) byKey.set(scoped, refund);
      return { refund, repeated: false };
    },
  };
}
export type RefundLedger = ReturnType<typeof refundLedger>;
