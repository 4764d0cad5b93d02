import { verify } from '@node-rs/argon2';
import { fieldProblems, type LocaleCode, type MyData } from '@shop/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { fieldIssue, refusal } from '../../lib/domain-errors';
import { toAddress } from './address-book';
import { type Account, asMember } from './member-logins';
import { leavesNoAdministrator, lockedMembers } from './members';
import { addresses, companyMembers, customers, newsletterConfirmations, passwordResets, refreshTokens } from './tables';

/**
 * Why a deletion is refused: the storefront says it in the page's language (`details.reason`), the
 * message in English.
 */
export const deletionRefused = (reason: string, message: string) => refusal('CONFLICT', message, { reason });

/** What the customer module holds of the person: their profile, login, consents and address book. */
export async function personalProfileOf(
  db: Database,
  account: Account,
): Promise<Pick<MyData, 'profile' | 'membership' | 'consents' | 'addresses'>> {
  const own = asMember(account);
  const book = await db.select().from(addresses).where(eq(addresses.customerId, account.id)).orderBy(asc(addresses.id));
  return {
    profile: {
      customerNumber: account.customerNumber,
      email: own.email,
      firstName: own.firstName,
      lastName: own.lastName,
      locale: account.locale as LocaleCode,
      currency: account.currency as MyData['profile']['currency'],
      loyaltyPoints: account.loyaltyPoints,
      createdAt: (account.member.holder ? account.createdAt : account.member.createdAt).toISOString(),
    },
    membership: {
      role: account.member.role,
      accountHolder: account.member.holder,
      since: account.member.createdAt.toISOString(),
    },
    consents: {
      newsletter: { given: account.newsletter, confirmedAt: account.newsletterConfirmedAt?.toISOString() ?? null },
    },
    addresses: book.map(toAddress),
  };
}

/**
 * The password of the login asking, given again: a wrong one is refused (400) at its field, as a
 * refusal rather than invalid input: the request was well formed.
 */
export async function checkOwnPassword(account: Account, password: string) {
  const stored = account.member.holder ? account.passwordHash : account.member.passwordHash;
  if (!stored || !(await verify(stored, password)))
    throw refusal('BAD_REQUEST', fieldProblems.passwordWrong, {
      issues: [fieldIssue('body.password', fieldProblems.passwordWrong)],
    });
}

/**
 * Ends a login and erases what the customer module holds of its person, inside the deletion's
 * transaction, the company's member rows locked. The account holder's deletion is the account's:
 * refused while other members remain (they would lose the company's account). An invited member
 * deletes their own login only, unless they are the company's last active administrator.
 * Answers whether the whole account went.
 */
export async function closeLogin(tx: Transaction, account: Account, now: Date): Promise<'account' | 'member'> {
  const members = await lockedMembers(tx, account.id);
  const self = members.find((m) => m.id === account.member.id)!;
  if (!account.member.holder) {
    if (leavesNoAdministrator(members, self, 'removed', account.passwordHash !== null))
      throw deletionRefused(
        'lastAdministrator',
        "You are your company's last administrator: make a colleague administrator first",
      );
    await tx
      .update(companyMembers)
      .set({
        removedAt: now,
        disabledAt: self.disabledAt ?? now,
        email: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
      })
      .where(eq(companyMembers.id, self.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.memberId, self.id), isNull(passwordResets.usedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.memberId, self.id), isNull(refreshTokens.revokedAt)));
    return 'member';
  }
  if (members.some((m) => m.id !== self.id))
    throw deletionRefused(
      'companyHasMembers',
      "Your company's account still has other members: remove them first, or ask us to close the company's account",
    );
  await tx
    .update(customers)
    .set({
      // The unique index on e-mails needs a value: one that is nobody's and frees the address.
      email: sql`'deleted-' || ${customers.id} || '@deleted.invalid'`,
      firstName: '',
      lastName: '',
      passwordHash: null,
      newsletter: false,
      newsletterConfirmedAt: null,
      buyerReference: '',
      deletedAt: now,
      // Every access token of the account stops at once, in every API process (migration 0021).
      tokenVersion: sql`${customers.tokenVersion} + 1`,
    })
    .where(eq(customers.id, account.id));
  await tx
    .update(companyMembers)
    .set({ firstName: '', lastName: '', disabledAt: now })
    .where(eq(companyMembers.id, self.id));
  await tx.delete(addresses).where(eq(addresses.customerId, account.id));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, account.id));
  await tx.delete(newsletterConfirmations).where(eq(newsletterConfirmations.customerId, account.id));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.customerId, account.id), isNull(refreshTokens.revokedAt)));
  return 'account';
}
