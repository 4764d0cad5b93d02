// The shop's own wiring of the HTML part: an order confirmation as the running API sends it wears
// the branding's logo and colour and shows the product's cover, all inline, beside its invoice.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setBranding, testAdminToken } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { mediaStore } from '../media/store';
import { usePaymentApi } from '../payment/testing';

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">
  <rect width="160" height="40" rx="8" fill="#7a1f5c"/></svg>`;

describe.each(databaseKinds)('the e-mails the shop sends on %s', (kind) => {
  const shop = usePaymentApi(kind);

  it('dresses an order confirmation in the branding, with the product’s picture, beside its invoice', async () => {
    const res = await shop.ctx.api.inject({
      url: '/admin/api/content/setting/branding/de',
      headers: { authorization: `Bearer ${testAdminToken}` },
    });
    const config = (res.json() as { config: Record<string, unknown> }).config;
    const { url } = await mediaStore(shop.ctx.database.db).keepFile(Buffer.from(logoSvg), 'image/svg+xml');
    await setBranding(shop.ctx.api, {
      ...config,
      title: 'Werkhaus Test',
      logo: { src: url, alt: 'Werkhaus Logo', width: 160, height: 40 },
      colors: { brand: '#7a1f5c' },
    });
    onTestFinished(() => setBranding(shop.ctx.api, config));

    const cookie = await shop.login();
    const order = await shop.order(cookie, 'invoice');
    const mail = await vi.waitFor(() => {
      const found = shop.state.mails.find((m) => m.subject.includes(order.transactionnum));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.text).toContain(order.cartInfo.cartItems[0]!.name);
    expect(mail.html).toContain('src="cid:logo@shop"');
    expect(mail.html).toContain('alt="Werkhaus Logo"');
    expect(mail.html).toContain('#7a1f5c');
    expect(mail.html).toContain('src="cid:item-1@shop"');
    expect(mail.html).toContain('href="http://localhost:3999"');
    expect(mail.inline?.map((part) => [part.cid, part.contentType])).toEqual([
      ['logo@shop', 'image/png'],
      ['item-1@shop', expect.stringMatching(/^image\/(png|jpeg)$/)],
    ]);
    expect(mail.attachments?.map((file) => file.filename)).toEqual([expect.stringMatching(/^RE-.*\.pdf$/)]);
  });
});
