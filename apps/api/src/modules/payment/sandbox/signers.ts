import { createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import Stripe from 'stripe';
import { computopCipher, computopMac } from '../computop';

/**
 * The credentials a merchant account has at each provider. The sandbox and the shop share them,
 * as a real account's dashboard and the shop's configuration do.
 */
export interface SandboxCredentials {
  stripe: { secretKey: string; webhookSecret: string };
  paypal: { clientId: string; clientSecret: string; webhookId: string };
  computop: { merchantId: string; blowfishKey: string; hmacKey: string };
}

/** Fresh credentials for one sandbox run. */
export function sandboxCredentials(): SandboxCredentials {
  const secret = (bytes = 24) => randomBytes(bytes).toString('hex');
  return {
    stripe: { secretKey: `sk_test_sandbox_${secret()}`, webhookSecret: `whsec_${secret()}` },
    paypal: { clientId: `sandbox-${secret(8)}`, clientSecret: secret(), webhookId: `WH-${secret(8).toUpperCase()}` },
    computop: { merchantId: 'werkhaus_sandbox', blowfishKey: secret(8), hmacKey: secret(16) },
  };
}

/** A notification as a provider sends it: the headers and the exact body. */
export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

/** Signs like Stripe: the SDK's own test header (t=…,v1=HMAC-SHA256 of "t.payload"). */
export function stripeSigner(webhookSecret: string) {
  return (event: object, timestamp = Math.floor(Date.now() / 1000)): SignedNotification => {
    const body = JSON.stringify(event);
    return {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: webhookSecret,
          timestamp,
        }),
      },
      body,
    };
  };
}

/** Signs like PayPal: RSA-SHA256 over transmission id, time, webhook id and the body's CRC32. */
export function paypalSigner(webhookId: string, certUrl: () => string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    /** What the certificate URL serves: the key the signatures are checked with. */
    certificate: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign(event: object, time = new Date()): SignedNotification {
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const transmissionTime = time.toISOString();
      const signer = createSign('sha256');
      signer.update(`${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body)}`);
      return {
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': signer.sign(privateKey, 'base64'),
          'paypal-cert-url': certUrl(),
          'paypal-auth-algo': 'SHA256withRSA',
        },
        body,
      };
    },
  };
}

/** Answers like Paygate: the result encrypted, with its MAC over PayID*TransID*MerchantID*Status*Code. */
export function computopSigner({ merchantId, blowfishKey, hmacKey }: SandboxCredentials['computop']) {
  const cipher = computopCipher(blowfishKey);
  return {
    cipher,
    answer(result: {
      payId: string;
      transId: string;
      status: string;
      code: string;
      description: string;
      refNr?: string;
      amount?: number;
      currency?: string;
      /** Names one operation on the payment (a credit). */
      xid?: string;
    }) {
      const { data, len } = cipher.encrypt({
        mid: merchantId,
        PayID: result.payId,
        ...(result.xid !== undefined && { XID: result.xid }),
        TransID: result.transId,
        ...(result.refNr !== undefined && { RefNr: result.refNr }),
        ...(result.amount !== undefined && { Amount: String(result.amount) }),
        ...(result.currency !== undefined && { Currency: result.currency }),
        Status: result.status,
        Code: result.code,
        Description: result.description,
        MAC: computopMac(hmacKey, [result.payId, result.transId, merchantId, result.status, result.code]),
      });
      return { Data: data, Len: String(len), MerchantID: merchantId };
    },
  };
}
