import { type PaymentMethodCode, paymentMethodCodes } from '@shop/contracts';
import { type ComputopSettings, computopProvider } from './computop';
import { type PayPalSettings, paypalProvider } from './paypal';
import { type PaymentSandbox, startPaymentSandbox } from './sandbox/gateway';
import { sandboxCredentials } from './sandbox/signers';
import type { PaymentProviders } from './service';
import { type StripeSettings, stripeProvider } from './stripe';

/** The providers' accounts as configured; a provider without one is served by the sandbox. */
export interface ProviderAccounts {
  stripe?: StripeSettings;
  paypal?: PayPalSettings;
  computop?: ComputopSettings;
}

/** The three providers, all talking to the sandbox with its credentials (tests, and the default). */
export function sandboxProviders(sandbox: PaymentSandbox, only?: (keyof ProviderAccounts)[]): PaymentProviders {
  const { credentials } = sandbox;
  const want = (id: keyof ProviderAccounts) => !only || only.includes(id);
  return {
    ...(want('stripe') && { stripe: stripeProvider({ ...credentials.stripe, apiUrl: sandbox.apiUrl }) }),
    ...(want('paypal') && { paypal: paypalProvider({ ...credentials.paypal, live: false, localUrl: sandbox.apiUrl }) }),
    ...(want('computop') && {
      computop: computopProvider({
        ...credentials.computop,
        paygateUrl: sandbox.paygateUrl,
        creditUrl: sandbox.creditUrl,
      }),
    }),
  };
}

/**
 * The providers for the running shop: each configured account talks to its provider; the rest
 * to the local sandbox, started only when some provider needs it.
 */
export async function paymentProviders(options: {
  accounts: ProviderAccounts;
  methods: readonly PaymentMethodCode[];
  /** Off: providers without an account are simply not offered (a shop taking money never fakes it). */
  sandbox: boolean;
  sandboxPort: number;
  sandboxUrl?: string;
  /** Where the sandbox delivers webhooks: this API's own address. */
  apiUrl: string;
  log: (message: string, details?: object) => void;
}): Promise<{ providers: PaymentProviders; sandbox?: PaymentSandbox }> {
  const { accounts } = options;
  const needed = (['stripe', 'paypal', 'computop'] as const).filter(
    (id) => !accounts[id] && options.methods.some((m) => (id === 'stripe' ? m.startsWith('stripe') : m === id)),
  );
  if (needed.length > 0 && !options.sandbox)
    options.log('payment providers without an account are not offered (PAYMENT_SANDBOX is off)', { providers: needed });
  const sandbox =
    needed.length > 0 && options.sandbox
      ? await startPaymentSandbox({
          credentials: sandboxCredentials(),
          port: options.sandboxPort,
          publicUrl: options.sandboxUrl,
          webhookUrls: {
            stripe: `${options.apiUrl}/payments/stripe/webhook`,
            paypal: `${options.apiUrl}/payments/paypal/webhook`,
          },
          log: options.log,
        })
      : undefined;
  return {
    sandbox,
    providers: {
      ...(sandbox && sandboxProviders(sandbox, needed)),
      ...(accounts.stripe && { stripe: stripeProvider(accounts.stripe) }),
      ...(accounts.paypal && { paypal: paypalProvider(accounts.paypal) }),
      ...(accounts.computop && { computop: computopProvider(accounts.computop) }),
    },
  };
}

/** PAYMENT_METHODS: a comma-separated list of the spec's codes; all of them by default. */
export function parseMethods(value: string | undefined): PaymentMethodCode[] {
  if (!value) return [...paymentMethodCodes];
  const listed = value.split(',').map((code) => code.trim());
  const unknown = listed.filter((code) => !(paymentMethodCodes as readonly string[]).includes(code));
  if (unknown.length > 0) throw new Error(`PAYMENT_METHODS: unknown method ${unknown.join(', ')}`);
  return listed as PaymentMethodCode[];
}
