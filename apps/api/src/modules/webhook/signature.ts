import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Werkhaus-Signature';

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * The signature of one sending of a body (Stripe's scheme): the timestamp is signed with the body,
 * so a delivery recorded by someone cannot be replayed later as a fresh one.
 */
export const signWebhook = (rawBody: string, secret: string, timestamp: number) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;

/**
 * Whether a webhook is ours and fresh: one of the header's v1 signatures (several while a secret
 * is being changed) is the HMAC of `<t>.<raw body>` with the secret, compared in constant time,
 * and t is within `toleranceSeconds` of the receiver's clock. `rawBody` is the body as received,
 * before any JSON parsing.
 */
export function verifyWebhookSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
