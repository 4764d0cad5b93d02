// Every kind of mail the shop sends, as its recipient's mail program reads it: built as the shop
// builds it, rendered with its HTML part, written by the mailer and parsed again with mailparser.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localeCodes } from '@shop/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphsOf, written } from './blocks';
import { createMailer } from './mailer';
import { orderConfirmationMail } from './order-mail';
import type { Mail } from './tables';
import { everyMail, fixtureHtml, orderFixture } from './testing';

describe('the e-mails as HTML with a text part', () => {
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'html-mails-'));
  });
  afterAll(() => rm(outbox, { recursive: true }));

  /** The mail as the outbox sends it, and as a mail program parses what the mailer wrote. */
  async function sentAndParsed(mail: Mail, name: string) {
    const errors: string[] = [];
    const { html, inline } = await fixtureHtml((_error, message) => errors.push(message))(mail);
    const dir = path.join(outbox, name);
    const mailer = createMailer({ outboxDir: dir, from: 'Werkhaus <service@werkhaus.example>' });
    const { blocks: _, ...message } = mail;
    await mailer.send({ ...message, id: `outbox.1.${name}`, html, inline });
    const [file] = await readdir(dir);
    expect(errors).toEqual([]);
    return simpleParser(await readFile(path.join(dir, file!)), { keepCidLinks: true });
  }

  for (const locale of localeCodes)
    it(`sends every kind with subject, sender, recipient, both parts and the logo inline (${locale})`, async () => {
      const mails = Object.entries(everyMail(locale));
      expect(mails.length).toBeGreaterThanOrEqual(18);
      for (const [name, mail] of mails) {
        const parsed = await sentAndParsed(mail, `${locale}-${name}`);
        expect(parsed.subject, name).toBe(mail.subject);
        expect(parsed.from?.value).toEqual([{ name: 'Werkhaus', address: 'service@werkhaus.example' }]);
        expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([{ name: '', address: mail.to }]);
        // The text part is the text the shop wrote, unchanged.
        expect(parsed.text?.trimEnd(), name).toBe(mail.text);
        const html = parsed.html || '';
        expect(html, name).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
        expect(html).toContain('name="color-scheme" content="light dark"');
        // Every picture is a part of the message: nothing a mail program would fetch from the web.
        const sources = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
        expect(sources[0], name).toBe('cid:logo@shop');
        const inline = new Set(parsed.attachments.filter((a) => a.cid).map((a) => `cid:${a.cid}`));
        for (const src of sources) expect(inline, `${name}: ${src}`).toContain(src);
        expect(parsed.attachments.find((a) => a.cid === 'logo@shop')).toMatchObject({ contentType: 'image/png' });
        // The words of the text part, each one in the HTML part too (its links as buttons).
        const texts = (mail.blocks ?? [{ text: mail.text }]).flatMap((block) => ('text' in block ? [block.text] : []));
        for (const paragraph of texts.flatMap(paragraphsOf))
          if ('lines' in paragraph)
            for (const line of paragraph.lines) expect(html, `${name}: ${line}`).toContain(escaped(line.trim()));
      }
    });

  it('shows an order’s lines with their pictures, its totals and address as tables, its links as buttons', async () => {
    const mails = everyMail('en');
    const parsed = await sentAndParsed(mails.confirmation!, 'confirmation-tables');
    const html = parsed.html || '';
    for (const item of ['1 × Akku-Bohrschrauber 18 V', '2 × Softshelljacke', '3 × Arbeitshandschuhe Gr. 10'])
      expect(html).toContain(item);
    expect(html).toMatch(/Grand total<\/td>/);
    expect(html).toContain('Delivery address');
    // Three lines, three thumbnails of at most 120 pixels, a few KiB each.
    const pictures = parsed.attachments.filter((a) => a.cid?.startsWith('item-'));
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(picture.size).toBeLessThan(12_000);
    const shipped = (await sentAndParsed(mails.shipped!, 'shipped-button')).html || '';
    expect(shipped).toMatch(
      /<a href="https:\/\/www\.dhl\.de\/track\?id=00340434161234567890"[^>]*>.*Track your parcel/s,
    );
    const reset = (await sentAndParsed(mails.reset!, 'reset-button')).html || '';
    expect(reset).toMatch(
      /<a href="https:\/\/shop\.example\.com\/create-password\?token=abc"[^>]*>.*Use this link to choose a new password/s,
    );
  });

  it('keeps outbox rows small: words and product ids, never markup or pictures', () => {
    const mail = orderConfirmationMail(orderFixture(20), 'de');
    expect(JSON.stringify(mail).length).toBeLessThan(8_000);
    expect(JSON.stringify(mail)).not.toMatch(/<|base64/);
  });

  it('writes a body’s text and blocks from the same lines', () => {
    const body = written([
      'Hallo Ada,',
      '',
      { block: { totals: [{ label: 'Summe', amount: '1,00 €' }] }, text: ['Summe  1,00 €'] },
      '',
      'Ihr Team',
    ]);
    expect(body).toEqual({
      text: 'Hallo Ada,\n\nSumme  1,00 €\n\nIhr Team',
      blocks: [{ text: 'Hallo Ada,\n' }, { totals: [{ label: 'Summe', amount: '1,00 €' }] }, { text: '\nIhr Team' }],
    });
    expect(written(['Hallo', 'Welt'])).toEqual({ text: 'Hallo\nWelt' });
    expect(
      paragraphsOf(
        'Hi,\n\nPay here: https://a.example/p\n\n> one\n> two\n\nOpen:\nhttps://b.example\nhttps://c.example',
      ),
    ).toEqual([
      { lines: ['Hi,'] },
      { button: { label: 'Pay here', url: 'https://a.example/p' } },
      { quote: ['one', 'two'] },
      { button: { label: 'Open', url: 'https://b.example' } },
      { link: 'https://c.example' },
    ]);
  });
});

/** A line as React writes it into HTML. */
const escaped = (line: string) =>
  line
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
