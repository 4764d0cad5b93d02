import type { LocaleCode } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Account } from './member-logins';
import { companyMembers, customers } from './tables';

/** What a customer changes of their profile (updateUser). */
export type UserChanges = {
  firstName?: string;
  lastName?: string;
  email?: string;
  locale?: LocaleCode;
  newsletter?: boolean;
};

/** Writes a member's own name and e-mail to their row, the rest (or the holder's) to the customer's. */
export async function changeUser(
  db: Database,
  account: Account,
  changes: Omit<UserChanges, 'newsletter'>,
): Promise<Account> {
  // Nothing to change (an empty PATCH) answers the customer as they are.
  if (!Object.values(changes).some((value) => value !== undefined)) return account;
  if (!account.member.holder) {
    const { firstName, lastName, email, ...company } = changes;
    const [member] = await db
      .update(companyMembers)
      .set({ firstName, lastName, email })
      .where(eq(companyMembers.id, account.member.id))
      .returning();
    const [row] = Object.values(company).some((value) => value !== undefined)
      ? await db.update(customers).set(company).where(eq(customers.id, account.id)).returning()
      : [account];
    return { ...row!, member: member! };
  }
  const [updated] = await db.update(customers).set(changes).where(eq(customers.id, account.id)).returning();
  return { ...updated!, member: account.member };
}
