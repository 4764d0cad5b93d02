// Computop Paygate as the sandbox answers it: payssl.aspx with MerchantID, Len and Data; its card
// form; answers encrypted with a MAC, sent to the shop's URLNotify and with the shopper's return.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameSecret } from '../compare';
import { computopMac } from '../computop';
import type { NotificationDeliveries } from './deliveries';
import { hostedPage, money, type Outcome } from './pages';
import { computopCredits } from './refund-routes';
import type { RefundLedger } from './refunds';
import type { computopSigner, SandboxCredentials } from './signers';

interface PaygateTransaction {
  payId: string;
  transId: string;
  refNr: string;
  amount: number;
  currency: string;
  urlSuccess: string;
  urlFailure: string;
  urlBack: string;
  urlNotify: string;
}

/** The transaction a payssl.aspx request's decrypted fields describe. */
const newTransaction = (field: (name: string) => string): PaygateTransaction => ({
  payId: randomBytes(16).toString('hex'),
  transId: field('TransID'),
  refNr: field('RefNr'),
  amount: Number(field('Amount')),
  currency: field('Currency'),
  urlSuccess: field('URLSuccess'),
  urlFailure: field('URLFailure'),
  urlBack: field('URLBack'),
  urlNotify: field('URLNotify'),
});

/** Paygate's card form, and its credits (refund-routes.ts) for the payments the form settled. */
export function computopRoutes(
  app: FastifyInstance,
  deps: {
    credentials: SandboxCredentials['computop'];
    paygate: ReturnType<typeof computopSigner>;
    ledger: RefundLedger;
    deliveries: NotificationDeliveries;
  },
) {
  const { credentials, paygate } = deps;
  const transactions = new Map<string, PaygateTransaction>();
  const credits = computopCredits(app, { ledger: deps.ledger, credentials, paygate });

  app.get<{ Querystring: { MerchantID?: string; Len?: string; Data?: string } }>(
    '/computop/payssl.aspx',
    async (request, reply) => {
      const { MerchantID, Len, Data } = request.query;
      const refuse = (text: string) => reply.code(400).type('text/plain').send(text);
      if (MerchantID !== credentials.merchantId) return refuse('Unknown MerchantID');
      let fields: Map<string, string>;
      try {
        fields = paygate.cipher.decrypt(Data ?? '', Number(Len));
      } catch {
        return refuse('Data cannot be decrypted');
      }
      const field = (name: string) => fields.get(name) ?? '';
      const mac = computopMac(credentials.hmacKey, [
        '',
        field('TransID'),
        MerchantID,
        field('Amount'),
        field('Currency'),
      ]);
      if (!sameSecret(field('MAC'), mac)) return refuse('MAC check failed');
      const transaction = newTransaction(field);
      transactions.set(transaction.payId, transaction);
      return reply
        .type('text/html')
        .send(
          hostedPage(
            'Computop',
            `Card payment, ${field('OrderDesc')}`,
            money(transaction.amount, transaction.currency),
            `/computop/payssl/${transaction.payId}`,
          ),
        );
    },
  );

  app.post<{ Params: { payId: string; outcome: Outcome } }>(
    '/computop/payssl/:payId/:outcome',
    async (request, reply) => {
      const transaction = transactions.get(request.params.payId);
      if (!transaction) return reply.code(404).send('This payment page has expired.');
      transactions.delete(transaction.payId);
      if (request.params.outcome === 'cancel') return reply.redirect(transaction.urlBack, 303);
      const success = request.params.outcome === 'success';
      credits.settle(transaction.payId, {
        reference: transaction.transId,
        amount: transaction.amount,
        currency: transaction.currency,
        paid: success,
      });
      const answer = paygate.answer({
        payId: transaction.payId,
        transId: transaction.transId,
        refNr: transaction.refNr,
        amount: transaction.amount,
        currency: transaction.currency,
        status: success ? 'AUTHORIZED' : 'FAILED',
        code: success ? '00000000' : '21000050',
        description: success ? 'success' : 'Card declined',
      });
      await deps.deliveries.deliver(transaction.urlNotify, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(answer).toString(),
      });
      const target = success ? transaction.urlSuccess : transaction.urlFailure;
      return reply.redirect(`${target}?${new URLSearchParams({ Len: answer.Len, Data: answer.Data })}`, 303);
    },
  );
}
