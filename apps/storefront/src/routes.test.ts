import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accountPage,
  accountPages,
  legacyPathRedirect,
  mappedCategoryPath,
  matchRoute,
  paths,
  splitLocale,
} from './routes';

/** A value of each dynamic segment of the app's routes that its route accepts. */
const sampleParams: Record<string, string> = {
  id: '42',
  sku: 'WH-1001',
  slug: 'werkzeug',
  identifier: 'agb',
  path: 'agb',
  order: '1001',
  // A pay-the-difference link's token: 43 characters of base64url.
  token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  status: 'failure',
  pageName: 'OrderHistory',
};

/** The proxy rewrites unknown paths to it; it is no entry of the route table. */
const notInTable = ['/page-not-found'];

/** The paths of every page of the app, dynamic segments filled in; an optional one with and without. */
function appPagePaths(): Array<{ file: string; path: string; dynamic: boolean }> {
  const app = path.join(import.meta.dirname, 'app');
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .flatMap((file) => {
      let paths = [''];
      let dynamic = false;
      for (const segment of path.dirname(file).split(path.sep)) {
        if (segment === '[locale]' || /^\(.+\)$/.test(segment)) continue;
        const param = /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(segment)?.[1];
        if (!param) {
          paths = paths.map((p) => `${p}/${segment}`);
          continue;
        }
        dynamic = true;
        const sample = sampleParams[param];
        if (!sample) throw new Error(`${file}: no sample value for [${param}] in sampleParams`);
        const filled = paths.map((p) => `${p}/${sample}`);
        paths = segment.startsWith('[[') ? [...paths, ...filled] : filled;
      }
      return paths.map((p) => ({ file, path: p || '/', dynamic }));
    })
    .filter((page) => !notInTable.includes(page.path));
}

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
    ['/pay/1001/success', { kind: 'page' }],
    ['/pay/1001/pending', { kind: 'page' }],
    ['/pay/1001/refunded', { kind: 'none' }],
    ['/pay/1001/failure/x', { kind: 'none' }],
    ['/pay/abc', { kind: 'none' }],
    ['/order-payment/1001/success', { kind: 'page' }],
    ['/order-payment/1001/failure', { kind: 'page' }],
    ['/order-payment/1001/cancel', { kind: 'page' }],
    ['/order-payment/1001/paid', { kind: 'none' }],
    ['/order-payment/x/success', { kind: 'none' }],
    ['/pay-difference/1001/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { kind: 'page' }],
    ['/pay-difference/1001/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/success', { kind: 'page' }],
    ['/pay-difference/1001/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/paid', { kind: 'none' }],
    ['/pay-difference/1001/short', { kind: 'none' }],
    ['/create-password', { kind: 'page' }],
    ['/reset-password', { kind: 'page' }],
    ['/processing-order', { kind: 'page' }],
    ['/x/y/z', { kind: 'none' }],
  ])('%s is %o', (path, match) => {
    expect(matchRoute(splitLocale(path).segments)).toEqual(match);
  });

  it.each(appPagePaths())('$path, a page of the app, is in the table', ({ file, path, dynamic }) => {
    const match = matchRoute(splitLocale(path).segments);
    // A fixed page is a page of the table; a dynamic one at least something the proxy looks up.
    if (dynamic) expect(match, file).not.toEqual({ kind: 'none' });
    else expect(match, file).toEqual({ kind: 'page' });
  });

  it('names the account sub-page of a path segment in any letter case', () => {
    expect(accountPage('PriceList')).toBe('PriceList');
    expect(accountPage('shippingdetails')).toBe('ShippingDetails');
    expect(accountPage('MYPROFILE')).toBe('MyProfile');
    expect(accountPage('Orders')).toBeUndefined();
  });

  it('links every account sub-page to a path that names it again', () => {
    expect(paths.myAccount('QuickOrder')).toBe('/my-account/quick-order');
    expect(paths.orderLists(7)).toBe('/my-account/order-lists?list=7');
    expect(paths.myAccount('OrderHistory')).toBe('/my-account/OrderHistory');
    for (const page of accountPages) {
      expect(accountPage(paths.myAccount(page).split('/')[2]!)).toBe(page);
    }
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

describe('mappedCategoryPath', () => {
  const mapper = { sale: 'hand-tools/pliers', 'old/path': '/c/power-tools', same: 'same' };
  it.each([
    ['/c/sale', '/c/hand-tools/pliers'],
    ['/en/c/sale', '/en/c/hand-tools/pliers'],
    ['/fr/c/old/path', '/fr/c/power-tools'],
    ['/c/hand-tools', undefined],
    ['/c/same', undefined],
    ['/sale', undefined],
    ['/p/1/sale', undefined],
  ])('maps %s to %s', (from, to) => {
    expect(mappedCategoryPath(from, mapper)).toBe(to);
  });
});
