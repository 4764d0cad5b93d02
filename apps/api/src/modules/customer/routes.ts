import {
  ACCESS_COOKIE,
  CART_COOKIE,
  CURRENCY_COOKIE,
  type CurrencyCode,
  currencyCodeSchema,
  GUEST_CART_COOKIE,
  type LocaleCode,
  operations,
  PREFERENCE_COOKIE_SECONDS,
  type PriceListItem,
  REFRESH_COOKIE,
  type Settings,
  type User,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies, shopperCookie } from '../../http/cookies';
import { route } from '../../http/route';
import { refusal, unauthenticated } from '../../lib/domain-errors';
import type { Account } from './member-logins';
import { onlyAdministrators } from './members';
import type { CustomerService } from './service';
import type { Session } from './sessions';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from './tokens';

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: Session) {
  reply.setCookie(ACCESS_COOKIE, session.accessToken, shopperCookie(request, ACCESS_TOKEN_SECONDS));
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, shopperCookie(request, REFRESH_TOKEN_SECONDS));
}

/** The currency the shopper's pages show prices in (the storefront reads it, not the account). */
function setCurrencyCookie(reply: FastifyReply, currency: CurrencyCode) {
  // Read by the storefront's scripts too: not httpOnly.
  reply.setCookie(CURRENCY_COOKIE, currency, {
    path: '/',
    sameSite: 'lax',
    secure: secureCookies(reply.request),
    maxAge: PREFERENCE_COOKIE_SECONDS,
  });
}

function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
}

/**
 * Cookie-authenticated writes must come from the shop's own pages: a request whose Origin header
 * names another site is refused. Its own site is the configured public URL or the host the request
 * was sent to (through the storefront's proxy, X-Forwarded-Host). Requests without Origin (server
 * to server) pass.
 */
export function originGuard(allowed: string[]) {
  const origins = new Set(allowed.map((o) => new URL(o).origin));
  return async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin || origins.has(origin)) return;
    const forwarded = request.headers['x-forwarded-host'];
    const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {}
    if (!originHost || originHost !== host) throw refusal('FORBIDDEN', `Requests from ${origin} are not allowed`);
  };
}

/**
 * The guard of operations with auth 'customer' (decorated on the app as customerGuard) and the
 * customer it found, for the handler: one session check per request.
 */
export function customerSessions(customers: CustomerService) {
  const known = new WeakMap<FastifyRequest, Account>();
  return {
    async guard(request: FastifyRequest) {
      const row = await customers.authenticate(request.cookies[ACCESS_COOKIE]);
      if (!row) throw unauthenticated('Please log in');
      known.set(request, row);
    },
    customerOf(request: FastifyRequest): Account {
      const row = known.get(request);
      if (!row) throw unauthenticated('Please log in');
      return row;
    },
  };
}

interface RouteDependencies {
  customers: CustomerService;
  settings: () => Promise<Settings>;
  /**
   * Merges a guest cart into the customer's cart if the browser holds its key (the cart module's);
   * answers the customer's cart id.
   */
  takeOverCart: (user: User, guestCartId: string, guestKey: string | undefined) => Promise<string | null>;
  customerOf: (request: FastifyRequest) => Account;
  priceList: (
    customerNumber: string,
    locale: LocaleCode,
    limit: number,
    offset: number,
  ) => Promise<{ data: PriceListItem[]; count: number }>;
}

export function customerRoutes(
  app: FastifyInstance,
  { customers, settings, customerOf, priceList, takeOverCart }: RouteDependencies,
) {
  const customer = async (request: FastifyRequest) => customerOf(request);
  /** The company's addresses are shared by its members; its administrators change them. */
  const administrator = async (request: FastifyRequest) => {
    const account = customerOf(request);
    if (account.member.role !== 'administrator') throw onlyAdministrators();
    return account;
  };

  // Asked by the storefront's proxy for every page view of a logged-in customer: answered from the
  // customers recognised in memory, as every priced read is (recognition.ts), without a query.
  route(app, operations.isGuest, async ({ request }) => {
    const shopper = await app.shopper(request);
    return shopper.loggedIn ? { guest: false, excludeTax: shopper.excludeTax ?? false } : { guest: true };
  });

  route(app, operations.getMe, ({ request }) => customers.me(request.cookies[ACCESS_COOKIE]));

  /**
   * As the session starts, the browser's guest cart becomes part of the customer's cart, and the
   * pages take the account's currency (the spec: after login, prices follow the user's currency).
   */
  const start = async (request: FastifyRequest, reply: FastifyReply, session: Session) => {
    setSessionCookies(request, reply, session);
    setCurrencyCookie(reply, session.user.currency);
    const guestCart = request.cookies[CART_COOKIE];
    const merged = guestCart ? await takeOverCart(session.user, guestCart, request.cookies[GUEST_CART_COOKIE]) : null;
    return { ...session.user, activeCart: merged ?? session.user.activeCart };
  };

  route(app, operations.login, async ({ body, request, reply }) =>
    start(request, reply, await customers.login(body.username, body.password, request.ip)),
  );

  // A new account keeps the currency its guest shopped in. (The checkout's registration is its
  // own door, isCheckoutRegistrationEnabled: checkout-contact.ts.)
  route(app, operations.register, async ({ body, request, reply }) => {
    if (!(await settings()).isRegistrationEnabled)
      throw refusal('FORBIDDEN', 'Creating an account is not available in this shop');
    const shoppedIn = currencyCodeSchema.safeParse(request.cookies[CURRENCY_COOKIE]);
    return start(request, reply, await customers.register({ ...body, currency: shoppedIn.data }));
  });

  route(app, operations.refreshToken, async ({ request, reply }) => {
    try {
      setSessionCookies(request, reply, await customers.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
    return { ok: true as const };
  });

  route(app, operations.logOut, async ({ request, reply }) => {
    await customers.logout(request.cookies[REFRESH_COOKIE], request.cookies[ACCESS_COOKIE]);
    clearSessionCookies(reply);
    return { ok: true as const };
  });

  route(app, operations.resetPassword, async ({ body }) => {
    await customers.resetPassword(body.username, body.locale);
    return { ok: true as const };
  });

  route(app, operations.updateUser, async ({ body, request }) => customers.updateUser(await customer(request), body));

  route(app, operations.changePassword, async ({ body, request, reply }) => {
    const session = await customers.changePassword(await customer(request), body.currentPassword, body.newPassword);
    setSessionCookies(request, reply, session);
    return { ok: true as const };
  });

  route(app, operations.setDefaultCurrency, async ({ body, request, reply }) => {
    setCurrencyCookie(reply, body.currency);
    const row = await customers.authenticate(request.cookies[ACCESS_COOKIE]);
    if (row) await customers.setCurrency(row, body.currency);
    return { ok: true as const };
  });

  route(app, operations.addOrUpdateAddress, async ({ body, request }) =>
    customers.saveAddress(await administrator(request), body),
  );

  route(app, operations.deleteAddress, async ({ params, request }) => {
    await customers.deleteAddress(await administrator(request), params.id);
    return { ok: true as const };
  });

  route(app, operations.getUserPriceList, async ({ query, request }) => {
    const row = await customer(request);
    const page = await priceList(row.customerNumber, query.locale, query.limit, query.offset);
    return { ...page, offset: query.offset, limit: query.limit };
  });

  route(app, operations.getUserPriceListCount, async ({ request }) => {
    const row = await customer(request);
    return { count: (await priceList(row.customerNumber, 'de', 1, 0)).count };
  });

  route(app, operations.confirmNewsletter, async ({ body }) => {
    await customers.confirmNewsletter(body.token);
    return { ok: true as const };
  });

  route(app, operations.createPassword, async ({ body }) => {
    await customers.createPassword(body.token, body.password);
    return { ok: true as const };
  });

  route(app, operations.listCompanyMembers, async ({ request }) => ({
    data: await customers.members.list(await customer(request)),
  }));

  route(app, operations.inviteCompanyMember, async ({ body, request }) =>
    customers.members.invite(await customer(request), body),
  );

  route(app, operations.updateCompanyMember, async ({ params, body, request }) =>
    customers.members.update(await customer(request), params.memberId, body),
  );

  route(app, operations.removeCompanyMember, async ({ params, request }) => ({
    data: await customers.members.remove(await customer(request), params.memberId),
  }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rejects a request without a valid customer session (customerSessions' guard). */
    customerGuard(request: FastifyRequest): Promise<void>;
  }
}
