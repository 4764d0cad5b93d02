import type { LocaleCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns';

/**
 * Mail waiting to go out. A confirmation is queued in the transaction that confirms the order, so
 * it exists exactly when the order does, and is sent after the commit until the sending works.
 */
/** A message as the outbox keeps it until it is sent. */
export interface Mail {
  to: string;
  subject: string;
  /** The text part; the HTML part shows the same words (html-part.ts). */
  text: string;
  /** The recipient's language (the HTML part's lang). */
  locale?: LocaleCode;
  /** What the HTML part shows where it is more than the text's paragraphs: an order's lines, totals, address. */
  blocks?: MailBlock[];
  /**
   * The message's own id (its Message-ID before the sender's domain), the same at every try: a
   * mail sent again after a crash is the same message to the recipient's mail system.
   */
  id?: string;
  /**
   * An order's documents to attach (an invoice, a credit note), as they are when the mail goes
   * out: they are issued in the transaction that queues it, and read when it is sent.
   */
  attach?: {
    orderId: number;
    kinds: Array<'invoice' | 'credit_note' | 'delivery_note'>;
    /** This document alone (one sent again), not the latest of its kind. */
    documentId?: number;
  };
  /** The files attached as the mail is sent (never kept in the outbox). */
  attachments?: MailAttachment[];
  /** The HTML part, rendered as the mail is sent (never kept in the outbox). */
  html?: string;
  /** The pictures the HTML part shows (its `cid:` sources), made as it is sent: not attachments to the reader. */
  inline?: InlinePicture[];
}

/**
 * What a mail's HTML part shows, in order. A mail says it with the same words as its text part
 * (the texts in five languages stay the one source); one that names no blocks shows its text.
 * Kept in the outbox with the mail, so they hold words, amounts already formatted and product
 * ids, never markup or pictures.
 */
export type MailBlock =
  /** Paragraphs as the text part has them (blocks.ts paragraphsOf: a link becomes a button, `> ` lines a quote). */
  | { text: string }
  /** Lines of goods, each with its product's picture where it has one. */
  | { items: MailItem[] }
  /** Amounts under the lines; the last one is the total and stands out. */
  | { totals: Array<{ label: string; amount: string }> }
  /** An address under its heading. */
  | { address: { title: string; lines: string[] } };

export interface MailItem {
  name: string;
  /** What follows the name: quantity, item number. */
  detail: string;
  /** Whose picture the line shows (the product's cover as it is when the mail is sent). */
  productId?: number;
  amount?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A picture inside the HTML part, which names it `cid:` and its content id. */
export interface InlinePicture extends MailAttachment {
  cid: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    mail: jsonb('mail').$type<Mail>().notNull(),
    /** When a delivery may take it next: at once, after a failure's back-off, or once a claim lapses. */
    dueAt: instant('due_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due').on(t.dueAt).where(sql`sent_at is null`)],
);
