import type { ShopperOrder } from '@shop/client';
import { ShopApiError } from '@shop/client';
import type { PaymentStatus } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  canPayNow,
  computopFormUrl,
  isPassing,
  parseOrderId,
  pollHref,
  returnHref,
  serverMessage,
  startStep,
} from './flow';

type Shown = Pick<ShopperOrder, 'id' | 'confirmed' | 'cancellation' | 'paymentStatus' | 'paymentMethodCode'>;
const notPaid = { reason: 'not-paid', date: '2026-12-01T10:00:00.000Z' } as const;
const order = (over: Partial<Shown> = {}): Shown => ({
  id: 7,
  confirmed: false,
  cancellation: null,
  paymentStatus: 'open',
  paymentMethodCode: 'stripe',
  ...over,
});

describe('payment flow', () => {
  it.each([
    ['42', 42],
    [['42', '43'], 42],
    ['0', undefined],
    ['-1', undefined],
    ['4x', undefined],
    ['', undefined],
    [undefined, undefined],
    ['99999999999', undefined],
    ['2147483648', undefined],
  ])('reads the order id %o as %o', (value, id) => {
    expect(parseOrderId(value)).toBe(id);
  });

  it('starts the payment of an open online order at its provider, and Computop with its card form', () => {
    expect(startStep(order())).toEqual({ kind: 'provider' });
    expect(startStep(order({ paymentMethodCode: 'paypal', paymentStatus: 'failed' }))).toEqual({ kind: 'provider' });
    expect(startStep(order({ paymentMethodCode: 'computop', paymentStatus: 'canceled' }))).toEqual({
      kind: 'computop',
    });
  });

  it('sends confirmed, cancelled, invoice and already paid orders to their page instead', () => {
    expect(startStep(order({ confirmed: true, paymentStatus: 'paid' }))).toEqual({
      kind: 'go',
      href: '/checkout/thank-you/7',
    });
    expect(startStep(order({ cancellation: notPaid, paymentStatus: 'expired' }))).toEqual({
      kind: 'go',
      href: '/pay/7',
    });
    // Confirmed, then cancelled by the shop: its pay page says so, not the thank-you page.
    expect(
      startStep(order({ confirmed: true, paymentStatus: 'refunded', cancellation: { ...notPaid, reason: 'by-shop' } })),
    ).toEqual({ kind: 'go', href: '/pay/7' });
    expect(startStep(order({ paymentMethodCode: 'invoice', paymentStatus: 'invoice' }))).toEqual({
      kind: 'go',
      href: '/pay/7',
    });
    expect(startStep(order({ paymentStatus: 'processing' }))).toEqual({
      kind: 'go',
      href: '/processing-order?order=7',
    });
  });

  it('builds the Computop form address with MerchantID, Len and Data', () => {
    const url = new URL(
      computopFormUrl({
        url: 'https://paygate.example/payssl.aspx',
        merchantId: 'werkhaus',
        transId: 't1',
        len: 12,
        data: 'A1B2',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://paygate.example/payssl.aspx');
    expect(Object.fromEntries(url.searchParams)).toEqual({ MerchantID: 'werkhaus', Len: '12', Data: 'A1B2' });
  });

  it.each<[PaymentStatus, boolean, string]>([
    ['paid', false, '/checkout/thank-you/7'],
    ['open', true, '/checkout/thank-you/7'],
    ['processing', false, '/processing-order?order=7'],
    ['open', false, '/processing-order?order=7'],
    ['failed', false, '/pay/7/failure'],
    ['canceled', false, '/pay/7/cancel'],
    ['expired', false, '/pay/7'],
  ])('after the provider, %s (confirmed %s) goes to %s', (paymentStatus, confirmed, href) => {
    expect(returnHref(7, { paymentStatus, confirmed })).toBe(href);
  });

  it.each<[Partial<Shown>, string | undefined]>([
    [{}, undefined],
    [{ paymentStatus: 'processing' }, undefined],
    [{ paymentStatus: 'paid' }, undefined],
    [{ paymentStatus: 'paid', confirmed: true }, '/checkout/thank-you/7'],
    [{ paymentStatus: 'failed' }, '/pay/7/failure'],
    [{ paymentStatus: 'canceled' }, '/pay/7/cancel'],
    [{ paymentStatus: 'expired', cancellation: notPaid }, '/pay/7'],
    [{ confirmed: true, paymentStatus: 'canceled', cancellation: { ...notPaid, reason: 'by-shop' } }, '/pay/7'],
  ])('while waiting, %o goes to %s', (over, href) => {
    expect(pollHref(order(over))).toBe(href);
  });

  it('offers to pay only unconfirmed online orders that are neither cancelled nor being paid', () => {
    expect(canPayNow(order())).toBe(true);
    expect(canPayNow(order({ paymentStatus: 'failed' }))).toBe(true);
    expect(canPayNow(order({ paymentStatus: 'canceled' }))).toBe(true);
    expect(canPayNow(order({ confirmed: true, paymentStatus: 'paid' }))).toBe(false);
    expect(canPayNow(order({ paymentStatus: 'processing' }))).toBe(false);
    expect(canPayNow(order({ cancellation: notPaid, paymentStatus: 'expired' }))).toBe(false);
    expect(canPayNow(order({ paymentMethodCode: 'invoice', paymentStatus: 'invoice' }))).toBe(false);
  });

  it('shows the server’s message, and asks again only after failures that may pass', () => {
    const refused = new ShopApiError(409, 'ORDER_NOT_PAYABLE', 'This order cannot be paid any more.');
    expect(serverMessage(refused)).toBe('This order cannot be paid any more.');
    expect(serverMessage(new ShopApiError(502, 'HTTP_ERROR', 'Request failed with status 502'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(isPassing(refused)).toBe(false);
    expect(isPassing(new ShopApiError(503, 'HTTP_ERROR', 'x'))).toBe(true);
    expect(isPassing(new TypeError('Failed to fetch'))).toBe(true);
  });
});
