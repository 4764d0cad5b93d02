// A conversation about an order: K-10001 writes to the shop on their order's page (the comment
// given at checkout opens the thread), the owner reads it in the back office and replies, and the
// customer reads the reply on the page and in their e-mail.

import type { Cart, Order } from '@shop/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { shopper } from './harness/api-shopper';
import { violations } from './harness/axe';
import { assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { interactive, useBrowser } from './harness/browser';
import { purchasableProducts } from './harness/checkout';
import { lastMailTo } from './harness/mail';

const CUSTOMER = { username: 'K-10001', password: 'werkhaus-demo', email: 'einkauf@bau-mueller.example' };

describe('order messages', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('K-10001 writes on their order’s page, the owner replies in the back office, the customer reads it there and by e-mail', async () => {
    // The customer orders by invoice with a comment at checkout, through the API as checkout does.
    const [product] = await purchasableProducts(1);
    const buyer = shopper(() => inject('apiUrl'));
    await buyer.call('POST', '/session', { username: CUSTOMER.username, password: CUSTOMER.password });
    let cart = await buyer.call<Cart>('POST', '/carts', {});
    cart = await buyer.call<Cart>('POST', `/carts/${cart.id}/items`, { sku: product!.sku, quantity: 1 });
    const order = await buyer.call<Order>('POST', '/orders', {
      cartId: cart.id,
      paymentMethodCode: 'invoice',
      termsAccepted: true,
      cart: { version: cart.version },
      comment: 'Please deliver to gate 3.',
    });
    const question = `Can order ${order.transactionnum} come on a pallet?`;
    const reply = `Yes: order ${order.transactionnum} leaves on a pallet tomorrow.`;

    // On the order's page: the checkout comment first, then what the customer writes.
    const page = await browser.open();
    await page.context().addCookies(buyer.cookies().map(([name, value]) => ({ name, value, url: inject('baseUrl') })));
    await page.goto(`/en/my-account/OrderHistory?order=${order.id}`);
    await interactive(page);
    const thread = page.getByRole('region', { name: 'Messages' });
    await thread
      .getByRole('listitem')
      .filter({ hasText: 'Please deliver to gate 3.' })
      .getByText('You, at checkout')
      .waitFor();
    // Nothing written: the field says so, announced.
    await thread.getByRole('button', { name: 'Send message' }).click();
    await thread.getByRole('alert').filter({ hasText: 'Please write a message first.' }).waitFor();
    expect(await thread.getByLabel('Your message about this order').getAttribute('aria-invalid')).toBe('true');
    await thread.getByLabel('Your message about this order').fill(question);
    await thread.getByRole('button', { name: 'Send message' }).click();
    await thread.getByRole('status').filter({ hasText: 'Your message was sent.' }).waitFor();
    await thread
      .getByRole('listitem')
      .filter({ hasText: question })
      .getByText(/^You ·/)
      .waitFor();
    expect(await thread.getByLabel('Your message about this order').inputValue()).toBe('');
    expect(await violations(page)).toEqual([]);

    // The owner reads it on the order's page in the back office and replies.
    const desk = await browser.open(backOffice());
    await signIn(desk, owner);
    await desk.goto(`/admin/orders/${order.id}`);
    const messages = desk.getByRole('region', { name: 'Messages' });
    const items = messages.getByRole('listitem');
    await items
      .filter({ hasText: question })
      .getByText(/^Customer ·/)
      .waitFor();
    await items
      .first()
      .filter({ hasText: 'Please deliver to gate 3.' })
      .getByText(/^Customer, at checkout ·/)
      .waitFor();
    await messages.getByLabel('Reply to the customer').fill(reply);
    await messages.getByRole('button', { name: 'Send' }).click();
    await messages.getByRole('status').filter({ hasText: 'Your reply is sent' }).waitFor();
    await items
      .filter({ hasText: reply })
      .getByText(/^Olivia Werner ·/)
      .waitFor();
    expect(await items.count()).toBe(3);
    // The reply is in the order's history too.
    await desk.getByRole('region', { name: 'History' }).getByText('Message to the customer').waitFor();
    expect(await violations(desk)).toEqual([]);

    // The customer reads the reply on the page, from the shop, and in the e-mail the order's language speaks.
    await page.reload();
    await interactive(page);
    await thread
      .getByRole('listitem')
      .filter({ hasText: reply })
      .getByText(/^The Werkhaus team ·/)
      .waitFor();
    expect(await violations(page)).toEqual([]);
    // The mail is the newest to the customer once it has the reply, with the order's page.
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect
      .poll(() => lastMailTo(CUSTOMER.email), { timeout: 10_000 })
      .toMatch(
        new RegExp(
          [
            `wir haben Ihnen zu Ihrer Bestellung ${order.transactionnum} geschrieben:`,
            `> ${reply}`,
            `/my-account/OrderHistory?order=${order.id}`,
          ]
            .map(escaped)
            .join('[\\s\\S]*'),
        ),
      );
  });
});
