import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { outboxBacklog } from '../../lib/outbox-backlog';
import type { HtmlPart } from './html-part';
import type { Mailer } from './mailer';
import type { Mail, MailAttachment } from './tables';
import { mailOutbox } from './tables';

const BATCH = 20;
/**
 * How long a delivery holds the mail it took. Longer than a send can last, so no other process
 * sends it meanwhile; a process that died holding it leaves it to the next delivery after this.
 */
const CLAIM_MS = 5 * 60_000;
/** Back-off after a failed send: the mail server is down for a while, not for ever. */
const RETRY_MS = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
// Every time here is this process's clock (as `now` in deliver), never the database's: the two
// compare to the millisecond only when one clock writes them.

export interface MailOutbox extends Mailer {
  /** Queues mail in the caller's transaction: it goes out if, and only if, that commits. */
  enqueue(tx: Transaction, mail: Mail): Promise<void>;
  /**
   * Sends every mail that is due; a failed send, or a database that is away, leaves the mail for a
   * later try. Never throws: it runs after commits that must stand. Answers how many went out.
   */
  deliver(now?: Date): Promise<number>;
  /** Makes every unsent mail due now: for a database only this process uses, at its start. */
  releaseClaims(): Promise<void>;
}

/** The mails not sent yet, and when the oldest of them was queued (the API's metrics). */
export const mailBacklog = (db: Database) => outboxBacklog(db, mailOutbox, mailOutbox.createdAt, mailOutbox.sentAt);

/**
 * The one way the API sends mail: queued in the database, then sent, at least once. A crash or a
 * mail server that is down delays a mail; it never loses one.
 */
export function mailOutboxOf(
  db: Database,
  {
    mailer,
    logError,
    attachmentsOf = async () => [],
    htmlPartOf,
  }: {
    mailer: Mailer;
    logError: (error: unknown, message: string) => void;
    /** The files a mail's `attach` names (the documents module's). */
    attachmentsOf?: (attach: NonNullable<Mail['attach']>) => Promise<MailAttachment[]>;
    /** The HTML part beside the text (html-part.ts); without it a mail is text only. */
    htmlPartOf?: (mail: Mail) => Promise<HtmlPart>;
  },
): MailOutbox {
  async function deliver(now = new Date()) {
    let sent = 0;
    try {
      sent = await deliverDue(now);
    } catch (error) {
      logError(error, 'mail delivery stopped; the queued mail is tried again later');
    }
    return sent;
  }

  async function deliverDue(now: Date) {
    let sent = 0;
    for (;;) {
      // Taken in one statement: a concurrent delivery skips these rows, then finds them not due.
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.dueAt, now)))
        .orderBy(mailOutbox.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(mailOutbox)
        .set({ dueAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
      for (const row of taken.sort((a, b) => a.id - b.id)) {
        try {
          const { attach, ...mail } = row.mail;
          const attachments = attach ? await attachmentsOf(attach) : [];
          const part = await dressed(row.mail);
          await mailer.send({
            ...mail,
            id: `outbox.${row.id}.${row.createdAt.getTime()}`,
            ...(part && { html: part.html, inline: part.inline }),
            ...(attachments.length > 0 && { attachments }),
          });
          await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
          sent++;
        } catch (error) {
          logError(error, 'mail not sent; it is tried again later');
          const wait = RETRY_MS[Math.min(row.attempts, RETRY_MS.length) - 1]!;
          await db
            .update(mailOutbox)
            .set({ dueAt: new Date(now.getTime() + wait), lastError: String(error).slice(0, 500) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      if (taken.length < BATCH) return sent;
    }
  }

  /** The HTML part; a mail whose HTML cannot be made goes out as text rather than not at all. */
  async function dressed(mail: Mail) {
    try {
      return await htmlPartOf?.(mail);
    } catch (error) {
      logError(error, 'the HTML part of a mail could not be made; it is sent as text');
      return undefined;
    }
  }

  return {
    async enqueue(tx, mail) {
      await tx.insert(mailOutbox).values({ mail, dueAt: new Date() });
    },
    deliver,
    async send(mail) {
      await db.insert(mailOutbox).values({ mail, dueAt: new Date() });
      await deliver();
    },
    async releaseClaims() {
      await db.update(mailOutbox).set({ dueAt: new Date() }).where(isNull(mailOutbox.sentAt));
    },
  };
}
