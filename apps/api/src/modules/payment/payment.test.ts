import { type PaymentMethodCode, paymentMethodCodes } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/database';
import { usePaymentApi } from './testing';

const online = paymentMethodCodes.filter((m) => m !== 'invoice') as Exclude<PaymentMethodCode, 'invoice'>[];

describe.each(databaseKinds)('payments through the sandbox on %s', (kind) => {
  const shop = usePaymentApi(kind);

  it('offers every method for euro orders billed to Germany, and only what fits elsewhere', async () => {
    const methods = async (query: string) =>
      ((await shop.call('GET', `/payment-methods?${query}`, '')).json() as { id: string }[]).map((m) => m.id);
    expect(await methods('currency=EUR&country=DE')).toEqual([...paymentMethodCodes]);
    expect(await methods('currency=USD&country=US')).toEqual(['invoice', 'stripe', 'paypal', 'computop']);
    expect(await methods('currency=EUR&country=FR')).toEqual([
      'invoice',
      'stripe',
      'stripe-debit',
      'paypal',
      'computop',
    ]);
    expect((await shop.call('GET', '/payment-methods?country=germany', '')).statusCode).toBe(400);
  });

  it.each(online)(
    'pays with %s: Pending until the provider confirms, then Confirmed with points credited once',
    async (method) => {
      const cookie = await shop.login();
      const order = await shop.order(cookie, method);
      expect(order).toMatchObject({ confirmed: false, paymentStatus: 'open', paymentMethodCode: method });
      expect(order.payableUntil).not.toBeNull();
      const points = await shop.points();
      const confirmation = () => shop.state.mails.filter((mail) => mail.subject.includes(order.transactionnum));
      // Not confirmed by e-mail before it is paid.
      expect(confirmation()).toEqual([]);
      const page = await shop.startPayment(cookie, order);
      const back = await shop.choose(page, 'success');
      expect(back.pathname).toBe(`/order-payment/${order.id}/success`);
      const outcome = await shop.complete(cookie, order, 'success');
      expect(outcome).toEqual({ orderId: order.id, paymentStatus: 'paid', confirmed: true });
      // The shopper reloads the return page: nothing changes, nothing is credited twice.
      await shop.complete(cookie, order, 'success');
      const paid = await shop.get(cookie, order);
      expect(paid).toMatchObject({
        confirmed: true,
        paymentStatus: 'paid',
        payableUntil: null,
        computopPaymentData: null,
      });
      expect(await shop.points()).toBe(points + order.loyaltyPoints);
      // One confirmation, in the order's language, saying it is paid.
      expect(confirmation()).toHaveLength(1);
      expect(confirmation()[0]!.text).toContain('Bezahlt mit');
    },
  );

  it.each(online)('a failed %s payment leaves the order Pending to pay again, and a cancel too', async (method) => {
    const cookie = await shop.login();
    const order = await shop.order(cookie, method);
    const back = await shop.choose(await shop.startPayment(cookie, order), 'failure');
    const status = back.pathname.split('/').at(-1) as 'success' | 'failure';
    const query = Object.fromEntries(back.searchParams);
    const failed =
      method === 'computop'
        ? (await shop.call('POST', `/orders/${order.id}/computop-payment`, cookie, query)).json()
        : await shop.complete(cookie, order, status);
    expect(failed).toEqual({ orderId: order.id, paymentStatus: 'failed', confirmed: false });
    const cancelled = await shop.choose(await shop.startPayment(cookie, order), 'cancel');
    expect(cancelled.pathname).toBe(`/order-payment/${order.id}/cancel`);
    expect(await shop.complete(cookie, order, 'cancel')).toEqual({
      orderId: order.id,
      paymentStatus: 'canceled',
      confirmed: false,
    });
    // Another method, then paid.
    const changed = await shop.call('PUT', `/orders/${order.id}/payment-method`, cookie, { method: 'paypal' });
    expect(changed.json()).toEqual({ id: order.id, paymentMethodCode: 'paypal' });
    const again = { ...order, paymentMethodCode: 'paypal' as const };
    await shop.choose(await shop.startPayment(cookie, again), 'success');
    expect(await shop.complete(cookie, again, 'success')).toMatchObject({ paymentStatus: 'paid', confirmed: true });
  });
});
