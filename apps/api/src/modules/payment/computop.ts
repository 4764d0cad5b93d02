import { createHmac } from 'node:crypto';
import type { ComputopPayment, ComputopPaymentData } from '@shop/contracts';
import { Blowfish } from 'egoroof-blowfish';
import { sameSecret } from './compare';
import {
  NotificationRefused,
  type PayableOrder,
  type PaymentProvider,
  type PaymentVerdict,
  RefundRefused,
} from './provider';

export interface ComputopSettings {
  merchantId: string;
  /** Encrypts the Data parameter (Blowfish, ECB). */
  blowfishKey: string;
  /** Signs the MAC (HMAC-SHA256). */
  hmacKey: string;
  /** Paygate's card form, payssl.aspx (the local sandbox's offline). */
  paygateUrl: string;
  /** Paygate's credit.aspx, called server to server for refunds; by default beside paygateUrl. */
  creditUrl?: string;
}

/** Paygate's Data parameter: key=value pairs, Blowfish-encrypted, hex; Len is the plain length. */
export function computopCipher(key: string) {
  const blowfish = () => new Blowfish(key, Blowfish.MODE.ECB, Blowfish.PADDING.NULL);
  return {
    encrypt(params: Record<string, string>) {
      const plain = Object.entries(params)
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
      return {
        data: Buffer.from(blowfish().encode(plain)).toString('hex').toUpperCase(),
        len: Buffer.byteLength(plain),
      };
    },
    decrypt(data: string, len: number): Map<string, string> {
      const bytes = Buffer.from(data, 'hex');
      if (bytes.length === 0 || bytes.length % 8 !== 0) throw new NotificationRefused('Data is not a Paygate message');
      const plain = Buffer.from(blowfish().decode(bytes, Blowfish.TYPE.UINT8_ARRAY)).subarray(0, len).toString('utf8');
      // Values are not URL-encoded in Paygate's format: split at the first '=' only.
      return new Map(
        plain
          .split('&')
          .filter(Boolean)
          .map((pair) => {
            const at = pair.indexOf('=');
            return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
          }),
      );
    },
  };
}

/** HMAC-SHA256 over the fields joined by '*', upper-case hex: Paygate's MAC. */
export const computopMac = (hmacKey: string, fields: string[]) =>
  createHmac('sha256', hmacKey).update(fields.join('*')).digest('hex').toUpperCase();

/** Paygate's texts as kept: no control characters (a shuffled cipher block could bring some). */
const printable = (text: string) => text.replace(/\p{Cc}/gu, '').slice(0, 500);

/** Our TransID of a payment attempt: its id without dashes, 32 characters. */
const transIdOf = (paymentId: string) => paymentId.replaceAll('-', '');

/** Paygate's status: OK or AUTHORIZED is paid; its user-cancel code is a cancel; anything else failed. */
const outcomeOf = (status: string, code: string): ComputopPayment['outcome'] =>
  status === 'OK' || status === 'AUTHORIZED' ? 'paid' : code === '22890703' ? 'canceled' : 'failed';

/** Paygate's form-encoded answer: its encrypted Data and Len. */
function encrypted(body: string) {
  const form = new URLSearchParams(body);
  const data = form.get('Data');
  const len = Number(form.get('Len'));
  if (!data || !/^[0-9a-fA-F]+$/.test(data) || !Number.isInteger(len) || len <= 0)
    throw new NotificationRefused('Data and Len missing');
  return { data, len };
}

export type ComputopProvider = PaymentProvider & {
  /** Decrypts Paygate's answer and checks its MAC (processComputopPaymentResponse). */
  read(data: string, len: number): ComputopPayment & { amount?: number; currency?: string; refNr?: string };
};

/**
 * Computop Paygate's card form: the request is Blowfish-encrypted with its HMAC-SHA256 MAC over
 * PayID*TransID*MerchantID*Amount*Currency; the answer (to the shopper's return address and, server
 * to server, to URLNotify) is decrypted and its MAC over PayID*TransID*MerchantID*Status*Code checked.
 * Refunds are credits (credit.aspx), signed and answered the same way.
 */
export function computopProvider(settings: ComputopSettings): ComputopProvider {
  const cipher = computopCipher(settings.blowfishKey);

  function paymentData(order: PayableOrder): ComputopPaymentData {
    // TransID is ours and unique per attempt: Paygate's answers are matched to the attempt by it.
    const transId = transIdOf(order.paymentId);
    const amount = String(order.amount);
    const { data, len } = cipher.encrypt({
      MerchantID: settings.merchantId,
      TransID: transId,
      RefNr: order.transactionnum,
      Amount: amount,
      Currency: order.currency,
      OrderDesc: `Werkhaus ${order.transactionnum}`,
      Language: order.locale,
      URLSuccess: order.returnUrl('success'),
      URLFailure: order.returnUrl('failure'),
      URLBack: order.returnUrl('cancel'),
      URLNotify: order.notifyUrl,
      Response: 'encrypt',
      // Captured at once: OK or AUTHORIZED then means the money is taken, not only reserved.
      Capture: 'AUTO',
      MAC: computopMac(settings.hmacKey, ['', transId, settings.merchantId, amount, order.currency]),
    });
    return { url: settings.paygateUrl, merchantId: settings.merchantId, transId, len, data };
  }

  /** Paygate's answer decrypted, its MAC over PayID*TransID*MerchantID*Status*Code checked. */
  function verified(data: string, len: number) {
    const fields = cipher.decrypt(data, len);
    const field = (name: string) => fields.get(name) ?? '';
    const expected = computopMac(settings.hmacKey, [
      field('PayID'),
      field('TransID'),
      settings.merchantId,
      field('Status'),
      field('Code'),
    ]);
    if (!field('TransID') || !field('Status') || !sameSecret(field('MAC'), expected))
      throw new NotificationRefused('MAC does not match');
    return { fields, field };
  }

  function read(data: string, len: number) {
    const { fields, field } = verified(data, len);
    const status = field('Status');
    const code = field('Code');
    const amount = fields.get('Amount');
    return {
      payId: printable(field('PayID')),
      transId: field('TransID'),
      status: printable(status),
      code: printable(code),
      description: printable(field('Description')),
      outcome: outcomeOf(status, code),
      ...(amount !== undefined && { amount: Number(amount) }),
      ...(fields.has('Currency') && { currency: field('Currency') }),
      ...(fields.has('RefNr') && { refNr: field('RefNr') }),
    };
  }

  const verdictOf = (answer: ReturnType<typeof read>, type: string): PaymentVerdict => ({
    reference: answer.transId,
    state: answer.outcome,
    amount: answer.amount,
    currency: answer.currency,
    eventId: `${answer.payId}:${answer.status}:${answer.code}`,
    type,
  });

  return {
    id: 'computop',
    read,

    async start(order) {
      const request = paymentData(order);
      const query = new URLSearchParams({
        MerchantID: request.merchantId,
        Len: String(request.len),
        Data: request.data,
      });
      return {
        reference: request.transId,
        redirectUrl: `${request.url}?${query}`,
        keep: { computopPaymentData: request },
      };
    },

    /** Paygate has no status call here: its answer arrives by notification (and with the shopper). */
    async check(reference, returned) {
      return { reference, state: returned === 'cancel' ? 'canceled' : 'processing', type: 'return' };
    },

    async verify({ rawBody }) {
      const { data, len } = encrypted(rawBody);
      return verdictOf(read(data, len), 'notify');
    },

    /** `reference` is Paygate's PayID: credit.aspx credits a payment by it. */
    async refund({ reference: payId, amount, currency, refundId }) {
      const transId = transIdOf(refundId);
      const { data, len } = cipher.encrypt({
        MerchantID: settings.merchantId,
        PayID: payId,
        TransID: transId,
        Amount: String(amount),
        Currency: currency,
        // Paygate answers a ReqID it has seen with that credit's result instead of crediting again.
        ReqId: transId,
        MAC: computopMac(settings.hmacKey, [payId, transId, settings.merchantId, String(amount), currency]),
      });
      const response = await fetch(settings.creditUrl ?? new URL('credit.aspx', settings.paygateUrl), {
        method: 'POST',
        body: new URLSearchParams({ MerchantID: settings.merchantId, Len: String(len), Data: data }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Computop's credit.aspx answered ${response.status}`);
      let field: (name: string) => string;
      try {
        const answer = encrypted(await response.text());
        field = verified(answer.data, answer.len).field;
      } catch {
        throw new Error("Computop's credit answer is not a Paygate answer for this merchant");
      }
      if (field('Status') !== 'OK')
        throw new RefundRefused('computop', printable(field('Description')) || `code ${printable(field('Code'))}`);
      // XID names this credit; PayID stays the payment's.
      return { refundReference: field('XID') || `${payId}:${transId}` };
    },
  };
}
