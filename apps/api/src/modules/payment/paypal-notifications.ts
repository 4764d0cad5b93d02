// PayPal's webhook notifications: checked against PayPal's signing certificate (CRC32 of the body,
// transmission id and time, webhook id) before the capture event they carry is read.
import { createPublicKey, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { type IncomingNotification, NotificationRefused, type PaymentState, type PaymentVerdict } from './provider';

/** The capture events acted on, and what each says. */
const captureStates: Record<string, PaymentState> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.PENDING': 'processing',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

/** Minutes a notification's transmission time may lie in the past: an older one is a replay. */
const TOLERANCE_MS = 10 * 60 * 1000;

/** A PayPal amount's value ("12.34") in minor units. */
export const minor = (value: string | undefined) => (value === undefined ? undefined : Math.round(Number(value) * 100));

const webhookEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    id: z.string().optional(),
    status: z.string().optional(),
    custom_id: z.string().optional(),
    amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
    supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }).optional(),
  }),
});

/**
 * PayPal's signing certificates, fetched from the address a notification names. Certificates come
 * only from PayPal's own API hosts (or the local sandbox standing in for them).
 */
function signingCertificates(live: boolean, local: URL | undefined) {
  const trustedCertHosts = new Set(
    local
      ? [local.host]
      : live
        ? ['api.paypal.com', 'api-m.paypal.com']
        : ['api.sandbox.paypal.com', 'api-m.sandbox.paypal.com'],
  );
  // PayPal signs with a handful of certificates; a bounded cache is plenty.
  const certificates = new LRUCache<string, ReturnType<typeof createPublicKey>>({ max: 16 });

  return async function certificate(url: string) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new NotificationRefused('paypal-cert-url is not a URL');
    }
    if (!trustedCertHosts.has(parsed.host) || (!local && parsed.protocol !== 'https:'))
      throw new NotificationRefused(`certificate from an untrusted host: ${parsed.host}`);
    // Keyed without the query, so a sender cannot fill the cache with variants of one address.
    const key = `${parsed.origin}${parsed.pathname}`;
    const cached = certificates.get(key);
    if (cached) return cached;
    let pem: string;
    try {
      const response = await fetch(key, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      pem = await response.text();
    } catch (error) {
      throw new NotificationRefused(`certificate not available: ${error instanceof Error ? error.message : error}`);
    }
    let publicKey: ReturnType<typeof createPublicKey>;
    try {
      publicKey = createPublicKey(pem);
    } catch {
      throw new NotificationRefused('the certificate is not a PEM certificate or key');
    }
    certificates.set(key, publicKey);
    return publicKey;
  };
}

/** The capture event a verified body carries; undefined for events we do not act on. */
function captureVerdict(rawBody: string): PaymentVerdict | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new NotificationRefused('not a PayPal event');
  }
  // Event types we do not act on are acknowledged whatever their resource looks like.
  const type = (body as { event_type?: unknown })?.event_type;
  const state = typeof type === 'string' ? captureStates[type] : undefined;
  if (!state) return undefined;
  const parsed = webhookEvent.safeParse(body);
  if (!parsed.success) throw new NotificationRefused('not a PayPal capture event');
  const event = parsed.data;
  const reference = event.resource.supplementary_data?.related_ids.order_id;
  if (!reference) return undefined;
  return {
    reference,
    state,
    amount: minor(event.resource.amount?.value),
    currency: event.resource.amount?.currency_code,
    orderId: event.resource.custom_id ? Number(event.resource.custom_id) : undefined,
    eventId: event.id,
    type: event.event_type,
  };
}

/** Verifies the notifications sent to the webhook PayPal knows by `webhookId`, and reads them. */
export function paypalNotifications(settings: { webhookId: string; live: boolean; local: URL | undefined }) {
  const certificate = signingCertificates(settings.live, settings.local);

  return async ({ rawBody, headers, receivedAt }: IncomingNotification) => {
    const header = (name: string) => {
      const value = headers[name];
      if (typeof value !== 'string' || value === '') throw new NotificationRefused(`${name} header missing`);
      return value;
    };
    const transmissionId = header('paypal-transmission-id');
    const transmissionTime = header('paypal-transmission-time');
    const signature = header('paypal-transmission-sig');
    const certUrl = header('paypal-cert-url');
    if (header('paypal-auth-algo') !== 'SHA256withRSA') throw new NotificationRefused('unknown signing algorithm');
    const sent = Date.parse(transmissionTime);
    if (Number.isNaN(sent) || Math.abs(receivedAt.getTime() - sent) > TOLERANCE_MS)
      throw new NotificationRefused('transmission time outside the tolerance');
    const message = `${transmissionId}|${transmissionTime}|${settings.webhookId}|${crc32(rawBody)}`;
    const valid = verify('sha256', Buffer.from(message), await certificate(certUrl), Buffer.from(signature, 'base64'));
    if (!valid) throw new NotificationRefused('signature does not match');
    return captureVerdict(rawBody);
  };
}
