import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    // A real SMTP server on loopback. STARTTLS and AUTH are off: the package's test certificate has expired.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Werkhaus <service@werkhaus.example>' });
    await mailer.send({
      to: 'grete@example.com',
      subject: 'Ihr Link zum Zurücksetzen des Passworts',
      text: 'Hallo Grete',
      id: 'outbox.7.1795600000000',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'service@werkhaus.example', to: ['grete@example.com'] });
    expect(received[0]!.data).toContain('Hallo Grete');
    expect(received[0]!.data).toMatch(/Subject: =\?UTF-8\?/);
    // Sent again after a crash, it is the same message to the recipient's mail system.
    expect(received[0]!.data).toContain('Message-ID: <outbox.7.1795600000000@werkhaus.example>');
  });

  it('writes an .eml file to the outbox without SMTP', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const logged: string[] = [];
    const mailer = createMailer({
      outboxDir: outbox,
      from: 'shop@example.com',
      log: (message) => logged.push(message),
    });
    await mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada' });
    const [file] = await readdir(outbox);
    expect(file).toMatch(/ada@example\.com\.eml$/);
    const eml = await readFile(path.join(outbox, file!), 'utf8');
    expect(eml).toContain('Subject: Welcome');
    expect(eml).toContain('Hello Ada');
    expect(logged).toEqual(['mail written to the outbox']);
    await rm(outbox, { recursive: true });
  });
});
