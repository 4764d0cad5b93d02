// A customer's address book as staff keep it: addresses added, changed and deleted, the default
// billing and shipping address moved, each at the customer's version read and audited with before
// and after; a default is neither taken away nor deleted; the per-country rules refuse at the field.
import type { AdminCustomer, User } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/api';
import { useCustomers } from '../../testing/customers';
import { databaseKinds } from '../../testing/database';
import { auditRowsOf, merchantCalls } from '../../testing/merchant';

const office = {
  firstName: 'Bea',
  lastName: 'Bauer',
  company: 'Bauer Haustechnik GmbH',
  street: 'Werkstraße 4',
  city: 'Köln',
  postalCode: '50667',
  country: 'DE',
  phone: '+49 221 555 01',
  vatId: 'DE136695976',
};
const site = { ...office, street: 'Baustelle 9', city: 'Bonn', postalCode: '53111', vatId: '' };

/** What the book says of each address: street, uses and defaults. */
const book = (customer: AdminCustomer) =>
  customer.addresses.map((a) => [
    a.street,
    [a.isBilling && 'billing', a.isShipping && 'shipping', a.isDefaultBilling && 'default billing']
      .concat(a.isDefaultShipping && 'default shipping')
      .filter(Boolean)
      .join(', '),
  ]);

describe.each(databaseKinds)("a customer's addresses kept by staff on %s", (kind) => {
  const ctx = useTestApi(kind);
  const customer = useCustomers(ctx);
  const { admin, ok, refused, call } = merchantCalls(ctx);
  const url = (id: number, addressId?: number) =>
    `/admin/api/customers/${id}/addresses${addressId === undefined ? '' : `/${addressId}`}`;
  const opened = async (email: string) =>
    ok<AdminCustomer>(
      await admin('POST', '/admin/api/customers', {
        email,
        firstName: 'Bea',
        lastName: 'Bauer',
        billingAddress: office,
        invite: false,
      }),
      201,
    );

  it('adds, changes, moves the defaults and deletes, each at the version read and audited', async () => {
    const bea = await opened('bea@addresses.example');
    const [hq] = bea.addresses;
    expect(book(bea)).toEqual([['Werkstraße 4', 'billing, shipping, default billing, default shipping']]);

    const added = ok<AdminCustomer>(
      await admin('POST', url(bea.id), { ...site, isShipping: true, isDefaultShipping: true, version: bea.version }),
      201,
    );
    expect(added.version).toBe(bea.version + 1);
    expect(book(added)).toEqual([
      ['Werkstraße 4', 'billing, shipping, default billing'],
      ['Baustelle 9', 'shipping, default shipping'],
    ]);
    const siteId = added.addresses[1]!.id;

    const { id: _, ...siteAsSaved } = added.addresses[1]!;
    const changed = ok<AdminCustomer>(
      await admin('PUT', url(bea.id, siteId), {
        ...siteAsSaved,
        street: 'Baustelle 11',
        postalCode: '53113',
        version: added.version,
      }),
    );
    expect(changed.addresses[1]).toMatchObject({ id: siteId, street: 'Baustelle 11', postalCode: '53113' });

    // A third address, for shipping: the default stays where it is until staff move it.
    const third = ok<AdminCustomer>(
      await admin('POST', url(bea.id), { ...site, street: 'Lagerweg 2', version: changed.version }),
      201,
    );
    expect(book(third)[2]).toEqual(['Lagerweg 2', 'shipping']);
    const store = third.addresses[2]!;
    const moved = ok<AdminCustomer>(
      await admin('PUT', url(bea.id, store.id), {
        ...store,
        id: undefined,
        isDefaultShipping: true,
        version: third.version,
      }),
    );
    expect(book(moved)).toEqual([
      ['Werkstraße 4', 'billing, shipping, default billing'],
      ['Baustelle 11', 'shipping'],
      ['Lagerweg 2', 'shipping, default shipping'],
    ]);

    // A default is moved, not taken away; nor is it deleted.
    const kept = refused(
      await admin('PUT', url(bea.id, store.id), {
        ...store,
        id: undefined,
        isDefaultShipping: false,
        version: moved.version,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(kept.details?.issues?.[0]).toMatchObject({ path: 'body.isDefaultShipping', code: 'defaultShippingKept' });
    const defaultBilling = refused(
      await admin('DELETE', `${url(bea.id, hq!.id)}?version=${moved.version}`),
      400,
      'BAD_REQUEST',
    );
    expect(defaultBilling).toMatchObject({
      message:
        'Bauer Haustechnik GmbH, Werkstraße 4, 50667 Köln is a default address: make another address the default before deleting it',
      problem: 'defaultAddressNotDeleted',
      values: { address: 'Bauer Haustechnik GmbH, Werkstraße 4, 50667 Köln' },
    });

    const deleted = ok<AdminCustomer>(await admin('DELETE', `${url(bea.id, siteId)}?version=${moved.version}`));
    expect(book(deleted).map(([street]) => street)).toEqual(['Werkstraße 4', 'Lagerweg 2']);
    expect(deleted.version).toBe(moved.version + 1);

    const audit = (await auditRowsOf(ctx.database.db, 'customer', bea.customerNumber)).filter((row) =>
      row.action.startsWith('customer.address.'),
    );
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      ['admin-key', 'customer.address.add'],
      ['admin-key', 'customer.address.update'],
      ['admin-key', 'customer.address.add'],
      ['admin-key', 'customer.address.update'],
      ['admin-key', 'customer.address.delete'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { address: null, defaults: { billing: hq!.id, shipping: hq!.id } },
      after: {
        address: { street: 'Baustelle 9', isDefaultShipping: true },
        defaults: { billing: hq!.id, shipping: siteId },
      },
    });
    expect(audit[1]).toMatchObject({
      before: { address: { street: 'Baustelle 9', postalCode: '53111' } },
      after: { address: { street: 'Baustelle 11', postalCode: '53113' } },
    });
    expect(audit[3]).toMatchObject({
      before: { address: { isDefaultShipping: false }, defaults: { shipping: siteId } },
      after: { address: { isDefaultShipping: true }, defaults: { shipping: store.id } },
    });
    expect(audit[4]).toMatchObject({ before: { address: { id: siteId, street: 'Baustelle 11' } }, after: null });
  });

  it("keeps the customer's own address book: what staff add, the customer sees, the first of a kind their default", async () => {
    const carl = await customer('carl-no-address');
    const read = ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${carl.id}`));
    expect(read.addresses).toEqual([]);
    // Neither use's default asked for: the first billing and the first shipping address are the defaults.
    const first = ok<AdminCustomer>(
      await admin('POST', url(carl.id), { ...office, isBilling: true, isShipping: false, version: read.version }),
      201,
    );
    const second = ok<AdminCustomer>(
      await admin('POST', url(carl.id), { ...site, postalCode: '53111', version: first.version }),
      201,
    );
    expect(book(second)).toEqual([
      ['Werkstraße 4', 'billing, default billing'],
      ['Baustelle 9', 'shipping, default shipping'],
    ]);
    // A default asked for makes the address one of its kind.
    const both = ok<AdminCustomer>(
      await admin('PUT', url(carl.id, second.addresses[0]!.id), {
        ...office,
        isBilling: true,
        isShipping: false,
        isDefaultBilling: true,
        isDefaultShipping: true,
        version: second.version,
      }),
    );
    expect(book(both)[0]).toEqual(['Werkstraße 4', 'billing, shipping, default billing, default shipping']);
    const me = ok<User>(await call('GET', '/me', undefined, carl.cookie));
    expect(me.addresses.map((a) => [a.street, a.isDefaultBilling, a.isDefaultShipping])).toEqual([
      ['Werkstraße 4', true, true],
      ['Baustelle 9', false, false],
    ]);
  });

  it('tells the second of two editors the customer changed, and changes nothing for them', async () => {
    const dora = await opened('dora@addresses.example');
    const [hq] = dora.addresses;
    const { id: _, ...asSaved } = hq!;
    ok(await admin('POST', url(dora.id), { ...site, version: dora.version }), 201);
    const stale = [
      await admin('POST', url(dora.id), { ...site, street: 'Spät 1', version: dora.version }),
      await admin('PUT', url(dora.id, hq!.id), { ...asSaved, street: 'Spät 2', version: dora.version }),
      await admin('DELETE', `${url(dora.id, hq!.id)}?version=${dora.version}`),
    ];
    for (const res of stale) {
      const error = refused(res, 409, 'CONFLICT');
      expect(error).toMatchObject({ problem: 'customerChanged', values: { customer: dora.customerNumber } });
      expect(error.message).toBe(
        `Customer ${dora.customerNumber} was changed meanwhile: load it again and repeat your change`,
      );
    }
    // An address change counts as a change of the customer for their master data too.
    refused(
      await admin('PATCH', `/admin/api/customers/${dora.id}`, { lastName: 'Spät', version: dora.version }),
      409,
      'CONFLICT',
    );
    const now = ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${dora.id}`));
    expect(now.version).toBe(dora.version + 1);
    expect(book(now).map(([street]) => street)).toEqual(['Werkstraße 4', 'Baustelle 9']);
  });

  it('refuses a VAT ID, postal code or country that does not fit, naming the field; unknown ones are 404', async () => {
    const emil = await opened('emil@addresses.example');
    const other = await opened('other@addresses.example');
    const [hq] = emil.addresses;
    const { id: _, ...asSaved } = hq!;
    const version = emil.version;
    for (const [body, path, code] of [
      [{ ...office, vatId: 'DE123456789' }, 'body.vatId', 'vatId'],
      [{ ...office, vatId: 'ATU12345678' }, 'body.vatId', 'vatId'],
      [{ ...office, postalCode: '5066' }, 'body.postalCode', 'postalCode'],
      [{ ...office, country: 'JP', postalCode: '100-0001', vatId: '' }, 'body.country', 'countryNotServed'],
      [{ ...office, street: ' ' }, 'body.street', 'required'],
      [
        { ...office, isBilling: false, isShipping: false, isDefaultBilling: false, isDefaultShipping: false },
        'body.isShipping',
        'shippingOrBilling',
      ],
    ] as const) {
      for (const res of [
        await admin('POST', url(emil.id), { ...body, version }),
        await admin('PUT', url(emil.id, hq!.id), { ...asSaved, ...body, version }),
      ]) {
        const error = refused(res, 400, 'VALIDATION_ERROR');
        expect(error.details?.issues).toContainEqual(expect.objectContaining({ path, code }));
      }
    }
    for (const [res, message] of [
      [await admin('POST', url(999_999), { ...office, version }), 'Customer 999999 does not exist'],
      [await admin('PUT', url(999_999, hq!.id), { ...asSaved, version }), 'Customer 999999 does not exist'],
      [await admin('DELETE', `${url(999_999, hq!.id)}?version=${version}`), 'Customer 999999 does not exist'],
      [
        await admin('PUT', url(emil.id, 999_999), { ...asSaved, version }),
        `Customer ${emil.customerNumber} has no address 999999`,
      ],
      // Another customer's address is no address of this one.
      [
        await admin('DELETE', `${url(emil.id, other.addresses[0]!.id)}?version=${version}`),
        `Customer ${emil.customerNumber} has no address ${other.addresses[0]!.id}`,
      ],
    ] as const)
      expect(refused(res, 404, 'NOT_FOUND').message).toBe(message);
    const now = ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${emil.id}`));
    expect(now.version).toBe(version);
    expect(now.addresses).toEqual(emil.addresses);
    expect((await auditRowsOf(ctx.database.db, 'customer', emil.customerNumber)).map((row) => row.action)).toEqual([
      'customer.create',
    ]);
  });
});
