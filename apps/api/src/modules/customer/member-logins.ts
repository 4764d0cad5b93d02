import { and, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { type CustomerRow, companyMembers, customers, type MemberRow } from './tables';

/** A logged-in customer: the company's row and the member whose login it is. */
export type Account = CustomerRow & { member: MemberRow };

/** A login found by its name: whose password it checks against, and for whom a session opens. */
export interface Login {
  account: Account;
  passwordHash: string | null;
  /** Where its e-mails go, and whom they greet. */
  email: string;
  firstName: string;
}

/** The account holder's login is the customer's row; an invited member's is their own. */
const loginOf = (account: Account): Login =>
  account.member.holder
    ? { account, passwordHash: account.passwordHash, email: account.email, firstName: account.firstName }
    : {
        account,
        passwordHash: account.member.passwordHash,
        email: account.member.email ?? '',
        firstName: account.member.firstName,
      };

/** The member as the account's pages name them: an invited member by their own name and e-mail. */
export const asMember = (account: Account): Account =>
  account.member.holder
    ? account
    : {
        ...account,
        firstName: account.member.firstName,
        lastName: account.member.lastName,
        email: account.member.email ?? '',
      };

/** Finding logins: by e-mail (the customer's or a member's) or customer number (the account holder). */
export function memberLogins(db: Database) {
  const memberById = db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.id, sql.placeholder('id')))
    .prepare('company_member_by_id');

  async function holderOf(customerId: number): Promise<MemberRow | undefined> {
    const [member] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.customerId, customerId), eq(companyMembers.holder, true)));
    return member;
  }

  return {
    holderOf,

    /** Member `id` of the customer's company; another company's is none (undefined). */
    async memberOf(customerId: number, id: number): Promise<MemberRow | undefined> {
      const [member] = await memberById.execute({ id });
      return member?.customerId === customerId ? member : undefined;
    },

    async findLogin(username: string): Promise<Login | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(or(sql`lower(${customers.email}) = lower(${username})`, eq(customers.customerNumber, username)));
      if (row) {
        const holder = await holderOf(row.id);
        return holder && loginOf({ ...row, member: holder });
      }
      const [found] = await db
        .select({ member: companyMembers, row: customers })
        .from(companyMembers)
        .innerJoin(customers, eq(customers.id, companyMembers.customerId))
        .where(sql`lower(${companyMembers.email}) = lower(${username})`);
      return found && loginOf({ ...found.row, member: found.member });
    },
  };
}
export type MemberLogins = ReturnType<typeof memberLogins>;

/** Whether an e-mail is some login's already: a customer's or a member's (one login per address). */
export async function loginTaken(db: Database | Transaction, email: string): Promise<boolean> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  if (customer) return true;
  const [member] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(sql`lower(${companyMembers.email}) = lower(${email})`);
  return Boolean(member);
}
