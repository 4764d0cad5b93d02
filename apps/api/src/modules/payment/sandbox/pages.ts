// The sandbox's HTML: the providers' hosted payment pages and its stand-in for their refund dashboards.
import type { SandboxRefund } from './refunds';

/** The three ways the shopper can end a payment on a hosted page. */
export type Outcome = 'success' | 'failure' | 'cancel';

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The hosted payment page: the order's amount and the three ways a payment can end. */
export function hostedPage(provider: string, what: string, amount: string, action: string) {
  const button = (outcome: Outcome, label: string) =>
    `<form method="post" action="${html(`${action}/${outcome}`)}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(provider)} payment sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1c1c}
main{border:1px solid #ccc;border-radius:8px;padding:1.5rem}button{font:inherit;width:100%;margin:.35rem 0;padding:.7rem;border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer}
form:first-of-type button{background:#1c5d99;color:#fff;border-color:#1c5d99}</style></head>
<body><main><h1>${html(provider)} payment sandbox</h1>
<p>Offline stand-in for ${html(provider)}: no money moves.</p>
<p>${html(what)}</p><p><strong>Amount: ${html(amount)}</strong></p>
${button('success', 'Pay successfully')}${button('failure', 'Simulate a failed payment')}${button('cancel', 'Cancel payment')}
</main></body></html>`;
}

/** The refunds made, newest first: the sandbox's stand-in for the providers' dashboards. */
export function refundsPage(made: SandboxRefund[]) {
  const rows = made
    .toReversed()
    .map(
      (r) =>
        `<tr><td>${html(r.provider)}</td><td>${html(r.reference)}</td><td>${html(r.id)}</td><td>${html(money(r.amount, r.currency))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment sandbox refunds</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1c1c1c}td,th{padding:.3rem .8rem;text-align:left;border-bottom:1px solid #ccc}</style></head>
<body><main><h1>Payment sandbox refunds</h1>
${made.length === 0 ? '<p>No refunds yet.</p>' : `<table><caption>Refunds, newest first</caption><thead><tr><th scope="col">Provider</th><th scope="col">Payment</th><th scope="col">Refund</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody></table>`}
</main></body></html>`;
}
