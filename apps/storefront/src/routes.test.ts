import { describe, expect, it } from 'vitest';
import { accountPage, legacyPathRedirect, matchRoute, splitLocale } from './routes';

describe('route table', () => {
  it.each([
    ['/', { kind: 'page' }],
    ['/c/werkzeug', { kind: 'category', slugs: ['werkzeug'] }],
    ['/c/a/b/c/d/e', { kind: 'category', slugs: ['a', 'b', 'c', 'd', 'e'] }],
    ['/c/a/b/c/d/e/f', { kind: 'none' }],
    ['/c', { kind: 'content', identifier: 'c' }],
    ['/p/42/WH-1001', { kind: 'product', id: '42', sku: 'WH-1001' }],
    ['/p/42', { kind: 'none' }],
    ['/i/agb', { kind: 'content', identifier: 'agb' }],
    ['/agb', { kind: 'content', identifier: 'agb' }],
    ['/search-details', { kind: 'page' }],
    ['/my-account', { kind: 'page' }],
    ['/my-account/OrderHistory', { kind: 'page' }],
    ['/my-account/orderhistory', { kind: 'page' }],
    ['/my-account/PriceList', { kind: 'page' }],
    ['/my-account/Nope', { kind: 'none' }],
    ['/my-account/MyProfile/x', { kind: 'none' }],
    ['/checkout', { kind: 'page' }],
    ['/checkout/shipping', { kind: 'page' }],
    ['/checkout/billing', { kind: 'page' }],
    ['/checkout/payment', { kind: 'page' }],
    ['/checkout/thank-you', { kind: 'page' }],
    ['/checkout/thank-you/1001', { kind: 'page' }],
    ['/checkout/elsewhere', { kind: 'none' }],
    ['/checkout-processing', { kind: 'page' }],
    ['/pay/1001', { kind: 'page' }],
    ['/pay/1001/failure', { kind: 'page' }],
    ['/pay/1001/cancel', { kind: 'page' }],
    ['/pay/1001/success', { kind: 'none' }],
    ['/pay/1001/failure/x', { kind: 'none' }],
    ['/pay/abc', { kind: 'none' }],
    ['/order-payment/1001/success', { kind: 'page' }],
    ['/order-payment/1001/failure', { kind: 'page' }],
    ['/order-payment/1001/cancel', { kind: 'page' }],
    ['/order-payment/1001/paid', { kind: 'none' }],
    ['/order-payment/x/success', { kind: 'none' }],
    ['/create-password', { kind: 'page' }],
    ['/reset-password', { kind: 'page' }],
    ['/processing-order', { kind: 'page' }],
    ['/x/y/z', { kind: 'none' }],
  ])('%s is %o', (path, match) => {
    expect(matchRoute(splitLocale(path).segments)).toEqual(match);
  });

  it('names the account sub-page of a path segment in any letter case', () => {
    expect(accountPage('PriceList')).toBe('PriceList');
    expect(accountPage('shippingdetails')).toBe('ShippingDetails');
    expect(accountPage('MYPROFILE')).toBe('MyProfile');
    expect(accountPage('Orders')).toBeUndefined();
  });

  it('takes the locale from the prefix, else the default', () => {
    expect(splitLocale('/en/c/tools')).toEqual({ locale: 'en', segments: ['c', 'tools'] });
    expect(splitLocale('/c/tools')).toEqual({ locale: 'de', segments: ['c', 'tools'] });
    expect(splitLocale('/it')).toEqual({ locale: 'it', segments: [] });
    expect(splitLocale('/c/b%C3%BCro')).toEqual({ locale: 'de', segments: ['c', 'büro'] });
  });

  it.each([
    ['/CreatePassword', '/create-password'],
    ['/ResetPassword', '/reset-password'],
    ['/Reset-Password', '/reset-password'],
    ['/ProcessingOrder', '/processing-order'],
    ['/en/ResetPassword', '/en/reset-password'],
    ['/de/CreatePassword', '/create-password'],
    ['/reset-password', undefined],
    ['/en/reset-password', undefined],
    ['/agb', undefined],
    ['/x/ResetPassword', undefined],
  ])('legacy path %s redirects to %s', (from, to) => {
    expect(legacyPathRedirect(from)).toBe(to);
  });
});
