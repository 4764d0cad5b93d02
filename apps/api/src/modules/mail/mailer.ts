import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * The message's own id (its Message-ID before the sender's domain), the same at every try: a
   * mail sent again after a crash is the same message to the recipient's mail system.
   */
  id?: string;
}

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
  const message = ({ id, ...mail }: Mail) => ({ from, ...mail, ...(id && { messageId: `<${id}@${domain}>` }) });
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
