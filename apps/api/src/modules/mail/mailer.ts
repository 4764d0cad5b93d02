import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail } from './tables';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; without it mail is written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir?: string;
  from: string;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file to the
 * outbox (.data/outbox), so reset links work on a laptop without a mail server.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  // What the outbox keeps beside the message (its language, its blocks) is no part of it.
  const message = ({ id, locale: _, blocks: __, inline = [], attachments = [], ...mail }: Mail) => ({
    from,
    ...mail,
    ...(id && { messageId: `<${id}@${domain}>` }),
    // nodemailer puts the parts with a content id beside the HTML (multipart/related), the rest after it.
    ...(inline.length + attachments.length > 0 && { attachments: [...attachments, ...inline] }),
  });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      if (!outboxDir) return;
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.('mail written to the outbox', { file, to: mail.to, subject: mail.subject });
    },
  };
}
