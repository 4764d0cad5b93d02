// A business customer opened in the back office: the owner types the company, its addresses and
// VAT ID; the customer is invited by e-mail, chooses a password on the storefront and logs in. Who
// may pay by invoice: the customers staff allowed it, not a shopper who signed up themselves.
import type { AdminCustomer, Cart, User } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './harness/axe';
import { adminCall, assertBackOfficeBuilt, backOffice, owner, signIn } from './harness/back-office';
import { desktop, useBrowser } from './harness/browser';
import { addToCart, arrive, purchasableProducts } from './harness/checkout';
import { admin, setBranding } from './harness/content';
import { lastMailTo } from './harness/mail';
import { fromCartToPaymentStep, method, placeOrder, toPaymentStep } from './harness/payment';

describe('a business customer opened by staff', () => {
  const browser = useBrowser();
  beforeAll(assertBackOfficeBuilt);

  it('is created in the back office, invited by e-mail, and logs in with the password they chose', async () => {
    const email = `einkauf-${Date.now()}@kessler-bau.example`;
    const page = await browser.open(backOffice());
    await signIn(page, owner);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('link', { name: 'New customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'New customer' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const customer = page.getByRole('region', { name: 'Customer' });
    await customer.getByLabel('E-mail').fill(email);
    await customer.getByLabel('First name').fill('Karla');
    await customer.getByLabel('Last name').fill('Kessler');
    await customer.getByLabel('Language').selectOption('en');
    const billing = page.getByRole('region', { name: 'Billing address' });
    await billing.getByLabel('Company').fill('Kessler Bau GmbH');
    await billing.getByLabel('First name').fill('Karla');
    await billing.getByLabel('Last name').fill('Kessler');
    await billing.getByLabel('Street and number').fill('Hafenweg 12');
    await billing.getByLabel('Postal code').fill('20457');
    await billing.getByLabel('City').fill('Hamburg');
    // A VAT ID whose check digit is wrong is refused at its field, and nothing is created.
    await billing.getByLabel('VAT ID').fill('DE123456789');
    await page.getByRole('button', { name: 'Create customer' }).click();
    const vatId = billing.getByLabel('VAT ID');
    await expect.poll(() => vatId.getAttribute('aria-invalid')).toBe('true');
    await vatId.fill('DE136695976');
    await page.getByRole('region', { name: 'Terms' }).getByLabel('Exempt from tax').check();
    // A public buyer's Leitweg-ID, which its invoices and their XRechnung name.
    await page
      .getByRole('region', { name: 'Terms' })
      .getByLabel('Buyer reference (Leitweg-ID)')
      .fill('04011000-12345-67');
    await page.getByRole('button', { name: 'Create customer' }).click();

    await page.getByRole('heading', { level: 1, name: 'Kessler Bau GmbH' }).waitFor();
    await page.getByText(/Invited; the link works until/).waitFor();
    expect(await violations(page)).toEqual([]);
    const [created] = (
      await adminCall<{ data: AdminCustomer[] }>('GET', `/admin/api/customers?q=${encodeURIComponent(email)}`)
    ).data;
    expect(created).toMatchObject({ company: 'Kessler Bau GmbH', excludeTax: true });
    const buyerReference = page
      .getByRole('region', { name: 'Access and prices' })
      .getByLabel('Buyer reference (Leitweg-ID)');
    expect(await buyerReference.inputValue()).toBe('04011000-12345-67');

    // A second invitation ends the first link.
    const first = await lastMailTo(email);
    await page.getByRole('button', { name: 'Send invitation again' }).click();
    await page.getByRole('status').getByText(`Invitation sent to ${email}`).waitFor();
    const mail = await lastMailTo(email);
    expect(mail).not.toBe(first);
    expect(mail).toContain('Your customer account at Werkhaus');
    expect(mail).toContain(created!.customerNumber);
    const link = (text: string) => new URL(/https?:\/\/\S+create-password\?token=\S+/.exec(text)![0]);
    expect(link(mail).pathname).toBe('/en/create-password');

    const shop = await browser.open(desktop);
    await shop.goto(`${link(first).pathname}${link(first).search}`);
    await shop.getByLabel('New password').fill('kessler-bau-2026');
    await shop.getByRole('button', { name: 'Save password' }).click();
    await shop.getByRole('alert').getByText('This link is invalid or has expired').waitFor();

    await shop.goto(`${link(mail).pathname}${link(mail).search}`);
    await shop.getByLabel('New password').fill('kessler-bau-2026');
    await shop.getByRole('button', { name: 'Save password' }).click();
    await shop.locator('[data-state="password-reset-finished"]').waitFor();
    await shop.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const login = shop.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail or customer number').fill(created!.customerNumber);
    await login.getByLabel('Password').fill('kessler-bau-2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitFor({ state: 'detached' });

    // The back office sees the account in use: no invitation to send any more.
    await page.reload();
    await page.getByText('Password chosen: can log in').waitFor();
    expect(await page.getByRole('button', { name: /Send invitation/ }).count()).toBe(0);

    // Staff correct the customer's data; the account's facts show it, the audit log has it.
    const data = page.getByRole('region', { name: 'Customer data' });
    await data.getByLabel('Last name').fill('Kessler-Bau');
    await data.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: 'Account' }).getByText('Karla Kessler-Bau').waitFor();
    expect(await violations(page)).toEqual([]);

    // The buyer reference changes for the invoices to come; more than 200 characters is refused at its field.
    const settings = page.getByRole('region', { name: 'Access and prices' });
    await buyerReference.fill('x'.repeat(201));
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => buyerReference.getAttribute('aria-invalid')).toBe('true');
    await buyerReference.fill('991-33333-44');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await adminCall<AdminCustomer>('GET', `/admin/api/customers/${created!.id}`)).buyerReference)
      .toBe('991-33333-44');
  });

  it('offers invoice to the customer staff allowed it, and neither shows nor takes it from one who signed up', async () => {
    const branding = (await admin('/setting/branding/de')) as { config: Record<string, unknown> };
    const [product] = await purchasableProducts(1);
    try {
      await setBranding({ ...branding.config, defaultPaymentMethods: ['stripe', 'paypal'] });

      const selfMade = await browser.open(desktop);
      await toPaymentStep(selfMade, 'customer', product!, 'no-invoice');
      await selfMade.getByRole('radio', method('paypal')).waitFor();
      expect(await selfMade.getByRole('radio', method('invoice')).count()).toBe(0);
      // Asked for directly, the API refuses it, and no order is placed.
      const me = (await (await selfMade.request.get('/api/me')).json()) as User;
      const cart = (await (await selfMade.request.get(`/api/carts/${me.activeCart}`)).json()) as Cart;
      const refused = await selfMade.request.post('/api/orders', {
        data: { cartId: cart.id, cart: { version: cart.version }, paymentMethodCode: 'invoice', termsAccepted: true },
      });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'Choose a payment method this shop offers for this order',
      );

      // Staff open a business account allowed invoice; its first password comes from the invitation.
      const email = `invoice-${Date.now()}@trusted.example`;
      const opened = await adminCall<AdminCustomer>('POST', '/admin/api/customers', {
        email,
        firstName: 'Paul',
        lastName: 'Payer',
        locale: 'en',
        paymentMethods: ['invoice', 'paypal'],
        billingAddress: {
          firstName: 'Paul',
          lastName: 'Payer',
          company: 'Trusted GmbH',
          street: 'Zahlweg 7',
          postalCode: '70565',
          city: 'Stuttgart',
          country: 'DE',
        },
      });
      expect(opened.paymentMethods).toEqual(['invoice', 'paypal']);
      const token = /create-password\?token=(\S+)/.exec(await lastMailTo(email))![1]!;
      const trusted = await browser.open(desktop);
      const set = await trusted.request.post('/api/password-resets/complete', {
        data: { token: decodeURIComponent(token), password: 'trusted-pass-2026' },
      });
      expect(set.status()).toBe(200);
      expect(
        (
          await trusted.request.post('/api/session', { data: { username: email, password: 'trusted-pass-2026' } })
        ).status(),
      ).toBe(200);
      await addToCart(trusted, product!);
      await fromCartToPaymentStep(trusted, 'customer');
      await trusted.getByRole('radio', method('invoice')).waitFor();
      expect(await trusted.getByRole('radio', method('stripe')).count()).toBe(0);
      await placeOrder(trusted, 'invoice');
      await arrive(trusted, /\/en\/checkout\/thank-you\/\d+$/);
    } finally {
      await setBranding(branding.config);
    }
  });
});
