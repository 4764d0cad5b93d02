import { createShopClient, routes } from '@shop/client';
import {
  ACCESS_COOKIE,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  PREFERENCE_COOKIE_SECONDS,
  REFRESH_COOKIE,
  siteConfig,
  supportedLocales,
} from '@shop/contracts';
import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { defaultCurrencyOf, fallbackLocaleOf, getSettings } from './features/settings/settings';
import { routing } from './i18n/routing';
import { logProblem } from './lib/log';
import { routeExists } from './lib/route-exists';
import {
  contentSecurityPolicy,
  NONCE_HEADER,
  newNonce,
  staticSecurityHeaders,
  strictTransportSecurity,
} from './lib/security-headers';
import { type RecogniseCustomer, renderFromSelf, sharedPageRequest, sharedPages } from './lib/shared-pages';
import { legacyPathRedirect, mappedCategoryPath, matchRoute, paths, splitLocale } from './routes';
import { apiUrl, publicUrl } from './server-config';

const handleLocale = createMiddleware(routing);
const sharedPage = sharedPages(renderFromSelf);
const shopApi = createShopClient({ baseUrl: apiUrl });

/**
 * Asks the API whose session the cookies carry. Any failure (an expired token, the API away)
 * leaves the page to be rendered for the shopper, which handles it as it always has.
 */
const recogniseCustomer: RecogniseCustomer = async (cookie) => {
  try {
    const session = await shopApi.isGuest({}, { headers: { cookie }, signal: AbortSignal.timeout(3_000) });
    return session.guest ? undefined : { excludeTax: session.excludeTax ?? false };
  } catch {
    return undefined;
  }
};

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // The shop API, same-origin, so its httpOnly cookies are first-party.
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return NextResponse.rewrite(new URL(pathname.slice('/api'.length) + search, apiUrl));
  }

  const nonce = newNonce();
  // A shop published over https is https for every page, whatever a proxy in front forgot to say.
  const https =
    publicUrl.startsWith('https:') ||
    request.nextUrl.protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https';
  const policy = contentSecurityPolicy(nonce, { https, dev: process.env.NODE_ENV === 'development' });
  const shared = await sharedPageRequest(request, recogniseCustomer);
  const stored = shared && (await sharedPage(shared, nonce));
  let response: NextResponse;
  if (stored) {
    // A redirect's Location is relative to this request, which NextResponse wants absolute.
    const headers = stored.headers.map(([name, value]): [string, string] => [
      name,
      name === 'location' ? new URL(value, request.url).toString() : value,
    ]);
    response = new NextResponse(stored.body, { status: stored.status, headers });
    response.headers.set('X-Cache', stored.cache.toUpperCase());
  } else {
    // Next reads the nonce for its own scripts from the request's policy.
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    headers.set(NONCE_HEADER, nonce);
    response = await page(request, headers);
  }
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(staticSecurityHeaders)) response.headers.set(name, value);
  if (https) {
    response.headers.set('Strict-Transport-Security', strictTransportSecurity);
    // Every cookie set here (preferences, next-intl's locale) goes over https only.
    for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true });
  }
  return response;
}

/** A page request: language, legacy paths, session renewal and the 404 for what does not exist. */
async function page(request: NextRequest, headers: Headers) {
  const { pathname, search } = request.nextUrl;

  // A language the shop knows but has not enabled falls back to the setting defaultLocale.
  const [, first = '', ...rest] = pathname.split('/');
  if (
    (supportedLocales as readonly string[]).includes(first) &&
    !(routing.locales as readonly string[]).includes(first)
  ) {
    const fallback = fallbackLocaleOf(await getSettings());
    const prefix = fallback === routing.defaultLocale ? '' : `/${fallback}`;
    return NextResponse.redirect(new URL(`${prefix}/${rest.join('/')}${search}`, request.url), 307);
  }

  const legacy = legacyPathRedirect(pathname);
  if (legacy) return NextResponse.redirect(new URL(legacy + search, request.url), 308);

  // A campaign or outdated category path (setting categoriesMapper); temporary, as settings change.
  const { locale, segments } = splitLocale(pathname);
  const mapped =
    matchRoute(segments).kind === 'category' && mappedCategoryPath(pathname, (await getSettings()).categoriesMapper);
  if (mapped) return NextResponse.redirect(new URL(mapped + search, request.url), 307);

  const renewed = await renewSession(request);
  if (renewed) return renewed;

  // The URL or the shopper's earlier choice (cookie) decides the language, never Accept-Language.
  headers.delete('accept-language');
  let response = handleLocale(new NextRequest(request, { headers }));
  if (response.headers.has('location')) return response;

  const route = await routeExists(matchRoute(segments), locale);
  if (route.path !== undefined) {
    const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
    return NextResponse.redirect(
      new URL(`${prefix}${paths.category(route.path.split('/'))}${search}`, request.url),
      307,
    );
  }
  if (!route.exists) {
    // The locale header is what next-intl's middleware would have passed on to the page.
    const notFoundHeaders = new Headers(headers);
    notFoundHeaders.set('X-NEXT-INTL-LOCALE', locale);
    const notFound = NextResponse.rewrite(new URL(`/${locale}/page-not-found`, request.url), {
      status: 404,
      request: { headers: notFoundHeaders },
    });
    for (const cookie of response.cookies.getAll()) notFound.cookies.set(cookie);
    response = notFound;
  }

  const preference = { maxAge: PREFERENCE_COOKIE_SECONDS, sameSite: 'lax', path: '/' } as const;
  if (!request.cookies.has(CURRENCY_COOKIE))
    response.cookies.set(CURRENCY_COOKIE, defaultCurrencyOf(await getSettings()), preference);
  if (!request.cookies.has(COUNTRY_COOKIE)) response.cookies.set(COUNTRY_COOKIE, siteConfig.defaultCountry, preference);
  return response;
}

/**
 * The spec's guard: when the short-lived user-token is gone but a user-refresh-token remains, the
 * session is renewed before the page renders, and the same URL is loaded again with the new
 * cookies. A failure is only logged: the shopper then continues as a guest.
 */
async function renewSession(request: NextRequest): Promise<NextResponse | undefined> {
  const refresh = request.cookies.get(REFRESH_COOKIE)?.value;
  // Prefetches leave it to the navigation they prepare.
  if (
    !refresh ||
    request.cookies.has(ACCESS_COOKIE) ||
    request.method !== 'GET' ||
    request.headers.has('next-router-prefetch')
  )
    return undefined;
  try {
    // Not through @shop/client's calls: the answer's Set-Cookie headers are what is needed, and the
    // client returns bodies. The route is the client's, as for every call.
    const [method, path] = routes.refreshToken;
    const answer = await fetch(new URL(path, apiUrl), {
      method,
      headers: { cookie: `${REFRESH_COOKIE}=${refresh}` },
      signal: AbortSignal.timeout(3_000),
    });
    const response = NextResponse.redirect(request.nextUrl, 307);
    // On failure the API clears the cookies: passing that on ends the stale session in the browser.
    for (const cookie of answer.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    if (!answer.ok)
      logProblem(
        'warn',
        `session refresh failed with ${answer.status}`,
        undefined,
        request.headers.get('x-request-id'),
      );
    return response;
  } catch (error) {
    logProblem('warn', 'session refresh failed', error, request.headers.get('x-request-id'));
    return undefined;
  }
}

export const config = {
  matcher: ['/((?!_next|_vercel|.*\\..*).*)', '/api/:path*'],
};
