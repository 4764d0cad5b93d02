import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/database';
import { mailOutboxOf } from './outbox';
import type { Mail } from './tables';
import { mailOutbox } from './tables';

const mail = (n: number): Mail => ({ to: `kunde-${n}@example.com`, subject: `Bestellung ${n}`, text: 'Danke.' });
const MINUTE_MS = 60_000;

describe.each(databaseKinds)('mail outbox on %s', (kind) => {
  let database: TestDatabase;
  let sent: Mail[];
  /** The message id of every try, failed ones included. */
  let tries: (string | undefined)[];
  let failing: boolean;
  const errors: string[] = [];
  const outbox = (htmlPartOf?: Parameters<typeof mailOutboxOf>[1]['htmlPartOf']) =>
    mailOutboxOf(database.db, {
      htmlPartOf,
      mailer: {
        async send({ id, ...message }) {
          tries.push(id);
          // A real transport answers later: concurrent deliveries overlap here.
          await new Promise((resolve) => setImmediate(resolve));
          if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          sent.push(message);
        },
      },
      logError: (_error, message) => void errors.push(message),
    });
  const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    sent = [];
    tries = [];
    failing = false;
    errors.length = 0;
  });

  it('sends mail queued in a transaction only once that transaction commits', async () => {
    const box = outbox();
    await database.db
      .transaction(async (tx) => {
        await box.enqueue(tx, mail(1));
        throw new Error('the order was refused');
      })
      .catch(() => {});
    await database.db.transaction((tx) => box.enqueue(tx, mail(2)));
    expect(await box.deliver()).toBe(1);
    expect(sent).toEqual([mail(2)]);
    expect(await box.deliver()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('sends each mail once when deliveries run at the same time', async () => {
    const box = outbox();
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= 45; n++) await box.enqueue(tx, mail(n));
    });
    const counts = await Promise.all([box.deliver(), box.deliver(), outbox().deliver()]);
    expect(counts.reduce((a, b) => a + b)).toBe(45);
    expect(sent.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 45 }, (_, i) => `kunde-${i + 1}@example.com`).sort(),
    );
  });

  it('keeps mail the server refused, and sends it after the back-off', async () => {
    const box = outbox();
    failing = true;
    await database.db.transaction((tx) => box.enqueue(tx, mail(1)));
    const now = new Date();
    expect(await box.deliver(now)).toBe(0);
    expect(errors).toContain('mail not sent; it is tried again later');
    let [row] = await rows();
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25' });

    failing = false;
    // Not before its back-off, then at once; the second failure would wait longer (5 minutes).
    expect(await box.deliver(new Date(now.getTime() + MINUTE_MS - 1))).toBe(0);
    expect(await box.deliver(new Date(now.getTime() + MINUTE_MS))).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(sent).toEqual([mail(1)]);
    // Both tries were the same message to the recipient's mail system.
    expect(tries).toEqual([
      `outbox.${row!.id}.${row!.createdAt.getTime()}`,
      `outbox.${row!.id}.${row!.createdAt.getTime()}`,
    ]);
  });

  it('leaves mail a dead process had taken to the next delivery once the claim lapses, or at a PGlite start', async () => {
    const box = outbox();
    const now = new Date('2026-11-25T10:00:00Z');
    await database.db.insert(mailOutbox).values({ mail: mail(1), dueAt: now });
    // Taken at `now` by a process that died before it sent it: the claim runs 5 minutes.
    await database.db.update(mailOutbox).set({ dueAt: new Date(now.getTime() + 5 * MINUTE_MS), attempts: 1 });
    expect(await box.deliver(new Date(now.getTime() + 5 * MINUTE_MS - 1))).toBe(0);
    await box.releaseClaims();
    expect(await box.deliver()).toBe(1);
    expect(sent).toEqual([mail(1)]);
  });

  it('sends the HTML part made as it sends, beside the text, and keeps only the words in the row', async () => {
    const logo = { filename: 'logo.png', contentType: 'image/png', content: Buffer.from('png'), cid: 'logo@shop' };
    const box = outbox(async (m) => ({ html: `<p>${m.text}</p><img src="cid:logo@shop">`, inline: [logo] }));
    await database.db.transaction((tx) => box.enqueue(tx, { ...mail(1), blocks: [{ text: 'Danke.' }] }));
    expect(await box.deliver()).toBe(1);
    expect(sent).toEqual([
      { ...mail(1), blocks: [{ text: 'Danke.' }], html: '<p>Danke.</p><img src="cid:logo@shop">', inline: [logo] },
    ]);
    const [row] = await rows();
    expect(row!.mail).toEqual({ ...mail(1), blocks: [{ text: 'Danke.' }] });
  });

  it('sends the text alone when its HTML part cannot be made: a mail is never lost to its looks', async () => {
    const box = outbox(async () => {
      throw new Error('the logo is broken');
    });
    await database.db.transaction((tx) => box.enqueue(tx, mail(1)));
    expect(await box.deliver()).toBe(1);
    expect(sent).toEqual([mail(1)]);
    expect(errors).toEqual(['the HTML part of a mail could not be made; it is sent as text']);
  });

  it('answers, rather than throws, when the database is away: the order stands', async () => {
    const box = mailOutboxOf(
      {
        select: () => {
          throw new Error('Connection terminated');
        },
      } as never,
      { mailer: { send: async () => {} }, logError: (_error, message) => void errors.push(message) },
    );
    expect(await box.deliver()).toBe(0);
    expect(errors).toEqual(['mail delivery stopped; the queued mail is tried again later']);
  });
});
