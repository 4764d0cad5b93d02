import {
  type AdminCustomer,
  type AdminCustomerSummary,
  type adminCustomerQuerySchema,
  type adminCustomerUpdateSchema,
  type CurrencyCode,
  fieldProblems,
  type LocaleCode,
} from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { escapeLike } from '../../db/like';
import { fieldIssue, notFound, refusal, staffRefusal } from '../../lib/domain-errors';
import { recordAudits } from '../audit';
import { movePriceList, priceListOf } from '../pricing';
import { toAddress } from './address-book';
import { customerAddressAdmin } from './admin-addresses';
import { loginTaken } from './member-logins';
import { memberAccessByStaff } from './member-staff';
import { companyMemberList } from './members';
import { customerOnboarding, type OnboardingDependencies } from './onboarding';
import { customerAtVersion } from './staff-change';
import { addresses, customers, refreshTokens } from './tables';

type Query = z.output<typeof adminCustomerQuerySchema>;
type Update = z.output<typeof adminCustomerUpdateSchema>;
type CustomerRow = typeof customers.$inferSelect;

// Subqueries are correlated with the outer customer row by its qualified name: in a select from
// one table Drizzle writes a column without its table, and an unqualified "id" is the inner table's.
const outerCustomer = sql`"customer"."id"`;
const company = sql<string>`coalesce((select a.company from address a where a.customer_id = ${outerCustomer}
  order by a.is_default_billing desc, a.id limit 1), '')`;

const sorts = {
  '-createdDate': [desc(customers.createdAt), desc(customers.id)],
  createdDate: [asc(customers.createdAt), asc(customers.id)],
  customerNumber: [asc(customers.customerNumber)],
  '-customerNumber': [desc(customers.customerNumber)],
  email: [asc(customers.email)],
  '-email': [desc(customers.email)],
} as const;

/** A customer in a list, without their orders: the order module's to count (admin/customers.ts). */
export type CustomerSummary = Omit<AdminCustomerSummary, 'orders'>;
/** A customer as staff read them, without their orders. */
export type CustomerRecord = Omit<AdminCustomer, 'orders' | 'recentOrders'>;

const summary = (row: CustomerRow, extra: { company: string }): CustomerSummary => ({
  id: row.id,
  customerNumber: row.customerNumber,
  email: row.email,
  name: `${row.firstName} ${row.lastName}`,
  company: extra.company,
  createdDate: row.createdAt.toISOString(),
  blocked: row.blockedAt !== null,
  excludeTax: row.excludeTax,
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/**
 * Customers as staff look after them: found, read with addresses, points and price list,
 * blocked (their sessions end at once: the token version moves and refresh tokens are revoked),
 * exempted from tax, given a price list, their address book kept (admin-addresses.ts). Each change
 * names the version it was made against.
 */
export function customerAdmin(deps: OnboardingDependencies) {
  const { db } = deps;
  const onboarding = customerOnboarding(deps);

  async function get(id: number): Promise<CustomerRecord> {
    const [found] = await db.select({ row: customers, company }).from(customers).where(eq(customers.id, id));
    if (!found) throw notFound(`Customer ${id} does not exist`);
    const { row } = found;
    const [book, priceList, invitedUntil, members] = await Promise.all([
      db.select().from(addresses).where(eq(addresses.customerId, id)).orderBy(asc(addresses.id)),
      priceListOf(db, row.customerNumber),
      onboarding.invitedUntil(id),
      companyMemberList(db, id),
    ]);
    return {
      ...summary(row, found),
      firstName: row.firstName,
      lastName: row.lastName,
      locale: row.locale as LocaleCode,
      currency: row.currency as CurrencyCode,
      phone: book.find((a) => a.isDefaultBilling)?.phone ?? book[0]?.phone ?? '',
      loyaltyPoints: row.loyaltyPoints,
      addresses: book.map(toAddress),
      priceList,
      paymentMethods: row.paymentMethods,
      passwordSet: row.passwordHash !== null,
      invitedUntil,
      buyerReference: row.buyerReference,
      members,
      version: row.version,
    };
  }

  return {
    get,
    create: onboarding.create,
    invite: onboarding.invite,
    ...customerAddressAdmin(db),

    async list(query: Query) {
      const text = query.q ? `%${escapeLike(query.q)}%` : undefined;
      const where = and(
        query.blocked === undefined
          ? undefined
          : query.blocked === 'true'
            ? isNotNull(customers.blockedAt)
            : isNull(customers.blockedAt),
        text === undefined
          ? undefined
          : or(
              ilike(customers.customerNumber, text),
              ilike(customers.email, text),
              sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${text}`,
              sql`exists (select 1 from address a where a.customer_id = ${outerCustomer} and a.company ilike ${text})`,
            ),
      ) as SQL | undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: customers, company })
          .from(customers)
          .where(where)
          .orderBy(...sorts[query.sort])
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(customers).where(where),
      ]);
      return {
        data: rows.map((r) => summary(r.row, r)),
        count: total?.n ?? 0,
        offset: query.offset,
        limit: query.limit,
      };
    },

    setMemberDisabled: memberAccessByStaff(db),

    async update(id: number, input: Update, actor: string) {
      const taken = () =>
        refusal('CONFLICT', fieldProblems.emailTaken, { issues: [fieldIssue('body.email', fieldProblems.emailTaken)] });
      // The same address given to two customers at once: the unique index decides, the second is told.
      await db
        .transaction(async (tx) => {
          const row = await customerAtVersion(tx, id, input.version);
          if (row.deletedAt) throw staffRefusal('CONFLICT', 'customerDeleted', { customer: row.customerNumber });
          if (input.email !== undefined && input.email.toLowerCase() !== row.email.toLowerCase()) {
            if (await loginTaken(tx, input.email)) throw taken();
          }
          const block = input.blocked === true && !row.blockedAt;
          const listBefore = await movePriceList(tx, row.customerNumber, input.priceListId);
          await tx
            .update(customers)
            .set({
              ...(input.firstName !== undefined && { firstName: input.firstName }),
              ...(input.lastName !== undefined && { lastName: input.lastName }),
              ...(input.email !== undefined && { email: input.email }),
              ...(input.locale !== undefined && { locale: input.locale }),
              ...(input.currency !== undefined && { currency: input.currency }),
              ...(input.blocked !== undefined && { blockedAt: input.blocked ? (row.blockedAt ?? new Date()) : null }),
              ...(input.excludeTax !== undefined && { excludeTax: input.excludeTax }),
              ...(input.buyerReference !== undefined && { buyerReference: input.buyerReference }),
              ...(input.paymentMethods !== undefined && { paymentMethods: input.paymentMethods }),
              // Blocking ends every session now: access tokens carry the version, refresh tokens are revoked.
              ...(block && { tokenVersion: sql`${customers.tokenVersion} + 1` }),
              version: row.version + 1,
            })
            .where(eq(customers.id, id));
          if (block)
            await tx
              .update(refreshTokens)
              .set({ revokedAt: new Date() })
              .where(and(eq(refreshTokens.customerId, id), isNull(refreshTokens.revokedAt)));
          const { version: _, blocked, ...changes } = input;
          const row0 = { actor, entity: 'customer', entityId: row.customerNumber };
          const wasBlocked = row.blockedAt !== null;
          const toggled = blocked !== undefined && blocked !== wasBlocked;
          // One row a change as the merchant sees it: blocked or unblocked, and the rest changed.
          await recordAudits(tx, [
            ...(toggled
              ? [
                  {
                    ...row0,
                    action: blocked ? ('customer.block' as const) : ('customer.unblock' as const),
                    before: { blocked: wasBlocked },
                    after: { blocked },
                  },
                ]
              : []),
            ...(Object.keys(changes).length > 0 || !toggled
              ? [
                  {
                    ...row0,
                    action: 'customer.update' as const,
                    before: {
                      ...Object.fromEntries(
                        (['firstName', 'lastName', 'email', 'locale', 'currency', 'buyerReference'] as const)
                          .filter((field) => input[field] !== undefined)
                          .map((field) => [field, row[field]]),
                      ),
                      excludeTax: row.excludeTax,
                      priceListId: listBefore,
                      paymentMethods: row.paymentMethods,
                    },
                    after: changes,
                  },
                ]
              : []),
          ]);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? taken() : error;
        });
    },
  };
}
export type CustomerAdmin = ReturnType<typeof customerAdmin>;
