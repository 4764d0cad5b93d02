// The shop's logo on its documents: the branding's logo, drawn as a PNG once, heads every PDF
// issued after it was set as a figure with its text alternative; documents issued before keep
// their head, and a logo that cannot be drawn leaves the document without one, never undone.
import type { OrderDocument } from '@shop/contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setBranding, testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { brandLogo } from '../media';
import { mediaStore } from '../media/store';
import { usePaymentApi } from '../payment/testing';

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
  <rect width="320" height="80" rx="12" fill="#1d4ed8"/><circle cx="40" cy="40" r="24" fill="#facc15"/></svg>`;

/** The PDF's image objects and tagged figures, as its (uncompressed) object dictionaries name them. */
const figuresOf = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  return {
    // A picture with transparency is two image objects: its colours and its soft mask.
    images: raw.includes('/Subtype /Image'),
    alts: [...raw.matchAll(/\/S \/Figure[\s\S]*?\/Alt \(([^)]*)\)/g)].map((m) => m[1]),
  };
};

describe.each(databaseKinds)('the logo on documents on %s', (kind) => {
  const shop = usePaymentApi(kind);
  const documentsOf = async (cookie: string, orderId: number) =>
    ((await shop.call('GET', `/orders/${orderId}/documents`, cookie)).json() as { data: OrderDocument[] }).data;
  const pdfOf = async (cookie: string, orderId: number) => {
    const [invoice] = await documentsOf(cookie, orderId);
    const res = await shop.call('GET', `/orders/${orderId}/documents/${invoice!.id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  /** Sets the branding's logo beside what the branding says already, and puts it back after the test. */
  const setLogo = async (logo: object) => {
    const res = await shop.ctx.api.inject({
      url: '/admin/api/content/setting/branding/de',
      headers: { authorization: `Bearer ${testAdminToken}` },
    });
    const config = (res.json() as { config: Record<string, unknown> }).config;
    await setBranding(shop.ctx.api, { ...config, logo });
    onTestFinished(() => setBranding(shop.ctx.api, config));
  };

  it('heads the invoices issued after it is set, tagged with its text alternative', async () => {
    const cookie = await shop.login();
    const before = await shop.order(cookie, 'invoice');
    expect(figuresOf(await pdfOf(cookie, before.id))).toEqual({ images: false, alts: [] });

    const { url } = await mediaStore(shop.ctx.database.db).keepFile(Buffer.from(logoSvg), 'image/svg+xml');
    await setLogo({ src: url, alt: 'Werkhaus Logo', width: 160, height: 40 });
    const after = await shop.order(cookie, 'invoice');
    expect(figuresOf(await pdfOf(cookie, after.id))).toEqual({ images: true, alts: ['Werkhaus Logo'] });
    // Issued before the logo: the same document as then.
    expect(figuresOf(await pdfOf(cookie, before.id))).toEqual({ images: false, alts: [] });
  });

  it('draws a logo once, and leaves it out when it is not the shop’s own or cannot be drawn', async () => {
    const { url } = await mediaStore(shop.ctx.database.db).keepFile(Buffer.from(logoSvg), 'image/svg+xml');
    const { url: broken } = await mediaStore(shop.ctx.database.db).keepFile(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'),
      'image/svg+xml',
    );
    const media = mediaStore(shop.ctx.database.db);
    const file = vi.fn(media.file);
    const logError = vi.fn();
    let branding = { src: url, width: 160, height: 40 } as { src: string; width: number; height: number } | undefined;
    const logo = brandLogo({ branding: async () => branding, file, logError });
    const db = shop.ctx.database.db;

    const drawn = await logo(db);
    expect(drawn).toMatchObject({ width: 160, height: 40, alt: '' });
    expect(drawn!.png.subarray(1, 4).toString()).toBe('PNG');
    expect(await logo(db)).toBe(drawn);
    expect(file).toHaveBeenCalledTimes(1);

    branding = { src: 'https://cdn.example.com/logo.svg', width: 160, height: 40 };
    expect(await logo(db)).toBeUndefined();
    branding = undefined;
    expect(await logo(db)).toBeUndefined();
    branding = { src: broken, width: 160, height: 40 };
    expect(await logo(db)).toBeUndefined();
    expect(logError).toHaveBeenCalledTimes(1);
  });
});
