import type { ComputopProvider } from './computop';
import type { PaymentProvider } from './provider';

/** The online payment providers set up for this shop; a missing one offers none of its methods. */
export interface PaymentProviders {
  stripe?: PaymentProvider;
  paypal?: PaymentProvider;
  computop?: ComputopProvider;
}
