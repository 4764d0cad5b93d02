import {
  type AddressFields,
  type adminCustomerCreateSchema,
  defaultLocale,
  fieldProblems,
  type LocaleCode,
  localeInfo,
} from '@shop/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { fieldIssue, notFound, refusal, staffRefusal } from '../../lib/domain-errors';
import { recordAudit } from '../audit';
import { type MailOutbox, mailTexts } from '../mail';
import { movePriceList } from '../pricing';
import { addresses, customers, passwordResets } from './tables';
import { hashToken, randomToken } from './tokens';

type Create = z.output<typeof adminCustomerCreateSchema>;

/** An invitation's link works a week: long enough for a buyer back from holiday, short enough to go stale. */
const INVITATION_DAYS = 7;

export interface OnboardingDependencies {
  db: Database;
  /** Where the invitation is queued, in the transaction that opens the account. */
  outbox: MailOutbox;
  /** The storefront's origin, for the link in the e-mail. */
  publicUrl: string;
}

const taken = (field: 'email' | 'customerNumber', message: string) =>
  refusal('CONFLICT', message, { issues: [fieldIssue(`body.${field}`, message)] });

/** Who an invitation is written to. */
type Invitee = Pick<typeof customers.$inferSelect, 'id' | 'email' | 'locale' | 'firstName' | 'customerNumber'>;

/** What queues an invitation in `tx`; earlier links of the customer stop working. */
export const invitationQueue =
  ({ outbox, publicUrl }: Omit<OnboardingDependencies, 'db'>) =>
  async (tx: Transaction, customer: Invitee, now: Date) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.memberId), isNull(passwordResets.usedAt)),
      );
    const token = randomToken();
    const validUntil = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), customerId: customer.id, expiresAt: validUntil, invitation: true });
    const language = customer.locale as LocaleCode;
    const prefix = language === defaultLocale ? '' : `/${localeInfo(language).code}`;
    const link = `${publicUrl}${prefix}/create-password?token=${encodeURIComponent(token)}`;
    const texts = mailTexts[language];
    await outbox.enqueue(tx, {
      to: customer.email,
      subject: texts.inviteSubject,
      text: texts.invite(customer.firstName, customer.customerNumber, link),
      locale: language,
    });
    return { sentTo: customer.email, validUntil: validUntil.toISOString() };
  };

/**
 * Accounts staff open for customers (a business customer from a contract, an ERP's): the customer
 * never gets a password from staff; they choose it with the invitation's link (the storefront's
 * create-password page, the same step as a password reset, with a week's validity), and until then
 * cannot log in.
 */
export function customerOnboarding({ db, outbox, publicUrl }: OnboardingDependencies) {
  const queueInvitation = invitationQueue({ outbox, publicUrl });

  return {
    /** Opens the account with its addresses and price list; answers its id. */
    async create(input: Create, actor: string): Promise<number> {
      const id = await db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ email: customers.email, customerNumber: customers.customerNumber })
          .from(customers)
          .where(
            or(
              sql`lower(${customers.email}) = lower(${input.email})`,
              input.customerNumber ? eq(customers.customerNumber, input.customerNumber) : undefined,
            ),
          )
          .limit(1);
        if (clash?.email.toLowerCase() === input.email.toLowerCase()) throw taken('email', fieldProblems.emailTaken);
        if (clash) throw taken('customerNumber', fieldProblems.customerNumberTaken);
        const [row] = await tx
          .insert(customers)
          .values({
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            locale: input.locale,
            currency: input.currency,
            excludeTax: input.excludeTax,
            buyerReference: input.buyerReference,
            paymentMethods: input.paymentMethods,
            ...(input.customerNumber && { customerNumber: input.customerNumber }),
          })
          // Opened twice at once: the unique indexes decide, the second is told.
          .onConflictDoNothing()
          .returning();
        if (!row) throw taken('email', fieldProblems.emailTaken);
        await tx.insert(addresses).values(addressRows(row.id, input.billingAddress, input.shippingAddress));
        if (input.priceListId !== null) await movePriceList(tx, row.customerNumber, input.priceListId);
        const { billingAddress, shippingAddress, invite, ...facts } = input;
        await recordAudit(tx, {
          actor,
          action: 'customer.create',
          entity: 'customer',
          entityId: row.customerNumber,
          after: { ...facts, customerNumber: row.customerNumber, company: billingAddress.company, invite },
        });
        if (invite) await queueInvitation(tx, row, new Date());
        return row.id;
      });
      await outbox.deliver();
      return id;
    },

    /** Sends the invitation (again), until the customer has chosen a password. */
    async invite(id: number, actor: string) {
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
        if (!row) throw notFound(`Customer ${id} does not exist`);
        if (row.deletedAt) throw staffRefusal('CONFLICT', 'customerDeleted', { customer: row.customerNumber });
        if (row.passwordHash) throw staffRefusal('CONFLICT', 'passwordChosen', { email: row.email });
        const invitation = await queueInvitation(tx, row, new Date());
        await recordAudit(tx, {
          actor,
          action: 'customer.invite',
          entity: 'customer',
          entityId: row.customerNumber,
          after: invitation,
        });
        return invitation;
      });
      await outbox.deliver();
      return sent;
    },

    /** Until when the customer's latest invitation works; null when none is open. */
    async invitedUntil(customerId: number): Promise<string | null> {
      const [open] = await db
        .select({ expiresAt: passwordResets.expiresAt })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.customerId, customerId),
            isNull(passwordResets.memberId),
            eq(passwordResets.invitation, true),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(passwordResets.expiresAt))
        .limit(1);
      return open?.expiresAt.toISOString() ?? null;
    },
  };
}

/** The billing address, default for both kinds unless a shipping address of its own is given. */
export function addressRows(customerId: number, billing: AddressFields, shipping: AddressFields | null) {
  const row = (address: AddressFields) => ({ ...address, customerId });
  if (!shipping)
    return [{ ...row(billing), isBilling: true, isShipping: true, isDefaultBilling: true, isDefaultShipping: true }];
  return [
    { ...row(billing), isBilling: true, isShipping: false, isDefaultBilling: true, isDefaultShipping: false },
    { ...row(shipping), isBilling: false, isShipping: true, isDefaultBilling: false, isDefaultShipping: true },
  ];
}
