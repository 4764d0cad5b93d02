import { ACCESS_COOKIE, operations, REFRESH_COOKIE } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { route } from '../http/route';
import type { Account } from '../modules/customer';
import type { MailOutbox } from '../modules/mail';
import { accountDeletion } from './deletion';
import { myData } from './export';

interface Dependencies {
  db: Database;
  outbox: MailOutbox;
  customerOf: (request: FastifyRequest) => Account;
  forget: (customerId: number) => void;
  now: () => number;
}

/** The customer's own data: taken along (exportMyData) or deleted with the account (deleteMyAccount). */
export function myDataRoutes(app: FastifyInstance, { db, outbox, customerOf, forget, now }: Dependencies) {
  const deleteAccount = accountDeletion({ db, outbox, forget, now });

  route(app, operations.exportMyData, async ({ request, reply }) => {
    const account = customerOf(request);
    const data = await myData(db, account, new Date(now()));
    reply.header('content-disposition', `attachment; filename="my-data-${account.customerNumber}.json"`);
    reply.header('cache-control', 'private, no-store');
    return JSON.stringify(data, null, 2);
  });

  route(app, operations.deleteMyAccount, async ({ body, request, reply }) => {
    await deleteAccount(customerOf(request), body.password);
    reply.clearCookie(ACCESS_COOKIE, { path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { path: '/' });
    return { ok: true as const };
  });
}
