import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paymentStatuses, siteConfig, supportedLocales } from '@shop/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'messages');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const messages = Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));

const flatten = (value: unknown, prefix = ''): Array<[string, unknown]> =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, value]];

const keys = Object.fromEntries(Object.entries(messages).map(([f, m]) => [f, new Map(flatten(m))]));

// That every language has every key, with the same arguments, each parsing: tools/translations.test.ts.
describe('translations', () => {
  it('exist for every supported and every configured locale', () => {
    expect(files.sort()).toEqual(supportedLocales.map((l) => `${l}.json`).sort());
    for (const locale of siteConfig.locales) expect(files).toContain(locale.file);
  });

  it('keeps the spec’s English texts verbatim', () => {
    const en = keys['en.json']!;
    expect(en.get('ErrorPage.notFoundTitle')).toBe('Page not found');
    expect(en.get('ErrorPage.notFoundText')).toBe(
      'We are sorry that we can’t find the page, please go back or try again',
    );
    expect(en.get('ErrorPage.notFoundShort')).toBe('This page could not be found');
    expect(en.get('ErrorPage.errorTitle')).toBe('An error occured');
    expect(en.get('ErrorPage.errorText')).toBe('Please go back or try again');
    expect(en.get('ErrorPage.returnHome')).toBe('Return home');
    expect(en.get('ErrorPage.back')).toBe('Back');
    expect(en.get('ErrorPage.fatalTitle')).toBe('An error occurred while showing the error page');
    expect(en.get('ErrorPage.goHome')).toBe('Go back to home');
  });

  it('keeps the payment pages’ English texts as agreed', () => {
    const en = keys['en.json']!;
    expect(en.get('Payment.forwarding')).toBe(
      'Your order is being processed. You will be forwarded to the payment provider…',
    );
    expect(en.get('Payment.chooseAnother')).toBe('Choose another payment method');
    expect(en.get('Payment.checkingTitle')).toBe('Checking your payment');
    expect(en.get('Payment.confirming')).toBe('We are confirming your payment…');
    expect(en.get('Payment.stillProcessing')).toBe(
      'Your payment is still being processed. We will e-mail you as soon as it is confirmed.',
    );
    expect(en.get('Payment.payTitle')).toBe('Pay for order {number}');
    expect(en.get('Payment.message.failure')).toBe(
      'Your payment did not go through. Please try again or choose another payment method.',
    );
    expect(en.get('Payment.message.cancel')).toBe('You cancelled the payment. Choose how you would like to pay.');
    expect(en.get('Payment.message.open')).toBe('Your order is waiting for its payment.');
    expect(en.get('Payment.cancelled.not-paid')).toBe('This order was cancelled because it was not paid in time.');
    expect(en.get('Payment.cancelled.by-shop')).toBe('This order was cancelled by the shop.');
    expect(en.get('Payment.payNow')).toBe('Pay now');
    expect(paymentStatuses.map((s) => en.get(`Payment.status.${s}`))).toEqual([
      'Awaiting payment',
      'Payment being processed',
      'Paid',
      'Payment failed',
      'Payment cancelled',
      'Pay by invoice',
      'Cancelled: not paid in time',
      'Refunded',
    ]);
  });
});
