/**
 * The mails section: order confirmations' HTML parts as the outbox renders them when it sends,
 * in this process: 30 distinct confirmations (15 to 44 lines, the five languages), each timed
 * alone after one warm-up. The thumbnails are drawn once per product and then kept, as the
 * outbox keeps them, so the figure is a confirmation's render, not the pictures'.
 */
import { localeCodes } from '@shop/contracts';
import { orderConfirmationMail } from '../../apps/api/src/modules/mail/order-mail';
import { fixtureHtml, orderFixture } from '../../apps/api/src/modules/mail/testing';
import { p95 } from '../lib/figures';
import type { Bench } from './context';

export async function mailsSection({ report, quick }: Bench) {
  const n = quick ? 5 : 30;
  const render = fixtureHtml();
  const confirmation = (i: number) => {
    const locale = localeCodes[i % localeCodes.length]!;
    return orderConfirmationMail(orderFixture(15 + i, locale, { id: 1000 + i }), locale);
  };
  await render(confirmation(0));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 1; i <= n; i++) {
    const started = performance.now();
    bytes += (await render(confirmation(i))).html.length;
    times.push(performance.now() - started);
  }
  report.add(
    'mails',
    `order confirmation's HTML part (react-email, in process), ${n} distinct confirmations of 15–44 lines in five languages, p95 (average HTML ${Math.round(bytes / n / 1024)} KB)`,
    `${p95(times)} ms`,
    '< 250 ms',
    p95(times) < 250,
  );
}
