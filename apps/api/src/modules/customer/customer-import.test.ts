// The customer file through the admin API: every row checked before any is written (by line,
// column and reason), good rows only with skipInvalid, a dry run that writes nothing, an unchanged
// export imported again that changes nothing, a changed field updated with its audit row, and
// invitations only when asked and only for new customers. CSV with ; or , (with or without BOM), JSON Lines.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AdminCustomer, CustomerImport, RowError } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAdminToken, useTestApi } from '../../testing/api';
import { databaseKinds } from '../../testing/database';
import { givePriceList, ownListCode } from '../../testing/fixtures';
import { auditRowsOf, merchantCalls, seedMerchantShop } from '../../testing/merchant';
import { auditLog } from '../audit/tables';
import type { Mail } from '../mail';
import { addresses, customers } from './tables';

const header =
  'customer_number;company;email;first_name;last_name;phone;vat_id;billing_street;billing_postal_code;billing_city;billing_country;shipping_street;shipping_postal_code;shipping_city;shipping_country;tax_exempt;price_list;language';

describe.each(databaseKinds)('the customer file on %s', (kind) => {
  const mails: Mail[] = [];
  const ctx = useTestApi(
    kind,
    async ({ db }) => {
      const [product] = await seedMerchantShop(db, [10_000]);
      await givePriceList(db, 'ERP-LIST', product!.id, 7_000);
    },
    { mailer: { send: async (mail) => void mails.push(mail) }, publicUrl: 'http://shop.test' },
  );
  const { admin, ok } = merchantCalls(ctx);
  const list = ownListCode('ERP-LIST');
  const upload = (file: string, query = '', format = 'csv') =>
    ctx.api.inject({
      method: 'POST',
      url: `/admin/api/customers/import?format=${format}${query ? `&${query}` : ''}`,
      headers: {
        authorization: `Bearer ${testAdminToken}`,
        'content-type': format === 'csv' ? 'text/csv' : 'application/x-ndjson',
      },
      payload: file,
    });
  const imported = async (file: string, query = '', format = 'csv') => {
    const res = await upload(file, query, format);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomerImport>();
  };
  const refusedRows = async (file: string, query = '') => {
    const res = await upload(file, query);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ error: { details: { errors: RowError[] } } }>().error.details.errors;
  };
  const exported = async () => {
    const res = await ctx.api.inject({
      method: 'GET',
      url: '/admin/api/customers/export',
      headers: { authorization: `Bearer ${testAdminToken}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const customerCount = async () => (await ctx.database.db.select({ n: count() }).from(customers))[0]!.n;
  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n;
  const byNumber = async (number: string) => {
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.customerNumber, number));
    return ok<AdminCustomer>(await admin('GET', `/admin/api/customers/${row!.id}`));
  };

  it('opens customers from a CSV with semicolons and a BOM, and an unchanged export imported again changes nothing', async () => {
    const file = `\uFEFF${header}
ERP-1001;Bauer Haustechnik GmbH;bea@bauer.example;Bea;Bauer;+49 221 555 01;DE136695976;Werkstraße 4;50667;Köln;DE;;;;;yes;${list};en
;"Holz; Stein KG";hans@holz.example;Hans;Holz;;;Am Hafen 1;20457;Hamburg;DE;Lager 7;20457;Hamburg;DE;;;
`;
    const report = await imported(file);
    expect(report).toMatchObject({ dryRun: false, rows: 2, created: 2, updated: 0, unchanged: 0, refused: 0 });
    const bea = await byNumber('ERP-1001');
    expect(bea).toMatchObject({
      email: 'bea@bauer.example',
      company: 'Bauer Haustechnik GmbH',
      phone: '+49 221 555 01',
      excludeTax: true,
      passwordSet: false,
      invitedUntil: null,
      priceList: { code: list },
    });
    expect(bea.addresses.map((a) => a.vatId)).toEqual(['DE136695976']);

    const csv = await exported();
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'customer_number,company,email,first_name,last_name,phone,vat_id,billing_street,billing_apartment,billing_postal_code,billing_city,billing_region,billing_country,shipping_street,shipping_apartment,shipping_postal_code,shipping_city,shipping_region,shipping_country,tax_exempt,price_list,payment_methods,language,currency',
    );
    expect(lines).toContainEqual(expect.stringMatching(/^K-\d+,Holz; Stein KG,hans@holz\.example,.*,Lager 7,,20457,/));
    expect(csv).not.toMatch(/password|argon/i);

    const audits = await auditCount();
    const versions = (await ctx.database.db.select({ v: customers.version }).from(customers)).map((r) => r.v);
    const again = await imported(csv);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: lines.length - 1, refused: 0 });
    expect(await auditCount()).toBe(audits);
    expect((await ctx.database.db.select({ v: customers.version }).from(customers)).map((r) => r.v)).toEqual(versions);

    // Invoice for a trusted customer: their own methods, back to the shop's default with an empty cell.
    const methods = (cell: string) =>
      `${header};payment_methods\nERP-1001;Bauer Haustechnik GmbH;bea@bauer.example;Bea;Bauer;+49 221 555 01;DE136695976;Werkstraße 4;50667;Köln;DE;;;;;yes;${list};en;${cell}\n`;
    expect(await imported(methods('invoice paypal'))).toMatchObject({ updated: 1 });
    expect((await byNumber('ERP-1001')).paymentMethods).toEqual(['invoice', 'paypal']);
    expect(await imported(methods('invoice paypal'))).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await imported(methods(''))).toMatchObject({ updated: 1 });
    expect((await byNumber('ERP-1001')).paymentMethods).toBeNull();
    expect((await imported(methods('cash'), 'dryRun=true&skipInvalid=true')).errors).toMatchObject([
      { line: 2, column: 'payment_methods' },
    ]);
  });

  it('refuses the file by line, column and reason and writes nothing; skipInvalid writes the good rows', async () => {
    await imported(`${header}\nERP-2001;;taken@example.com;Tom;Taken;;;Weg 1;10115;Berlin;DE;;;;;;;\n`);
    const file = `${header}
ERP-2002;;good@example.com;Gut;Gemacht;;;Weg 2;10115;Berlin;DE;;;;;;;
ERP-2003;;vat@example.com;Val;Vat;;DE123;Weg 3;10115;Berlin;DE;;;;;;;
ERP-2004;;list@example.com;Lis;List;;;Weg 4;10115;Berlin;DE;;;;;;NO-SUCH-LIST;
ERP-2005;;good@example.com;Dop;Pel;;;Weg 5;10115;Berlin;DE;;;;;;;
ERP-2006;;taken@example.com;Dup;Mail;;;Weg 6;10115;Berlin;DE;;;;;;;
ERP-2007;;plz@example.com;Post;Leitzahl;;;Weg 7;1011;Berlin;DE;;;;;maybe;;
`;
    const before = await customerCount();
    const errors = await refusedRows(file);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [3, 'vat_id'],
      [4, 'price_list'],
      [5, 'email'],
      [6, 'email'],
      [7, 'billing_postal_code'],
      [7, 'tax_exempt'],
    ]);
    expect(errors[2]!.reason).toBe('also on line 2');
    expect(errors[3]!.reason).toMatch(/^the e-mail of customer ERP-2001/);
    expect(await customerCount()).toBe(before);

    const report = await imported(file, 'skipInvalid=true');
    expect(report).toMatchObject({ rows: 6, created: 1, refused: 5 });
    expect(report.errors).toHaveLength(6);
    expect(await customerCount()).toBe(before + 1);

    const missing = await refusedRows('email,first_name,last_name\nx@example.com,X,Y\n');
    expect(missing.map((e) => `${e.line} ${e.column}`)).toEqual([
      '1 billing_street',
      '1 billing_postal_code',
      '1 billing_city',
      '1 billing_country',
    ]);
  });

  it('checks without writing in a dry run, and updates only a changed field, with its audit row', async () => {
    await imported(`${header}\nERP-3001;Alt GmbH;alt@example.com;Ada;Alt;;;Weg 1;10115;Berlin;DE;;;;;;;de\n`);
    const before = await byNumber('ERP-3001');
    const csv = (await exported()).replace('Alt GmbH', 'Neu GmbH');
    const rows = csv.trim().split('\n').length - 1;

    const dry = await imported(csv, 'dryRun=true');
    expect(dry).toMatchObject({ dryRun: true, updated: 1, unchanged: rows - 1 });
    expect((await byNumber('ERP-3001')).company).toBe('Alt GmbH');

    const done = await imported(csv);
    expect(done).toMatchObject({ dryRun: false, updated: 1, created: 0, unchanged: rows - 1 });
    const after = await byNumber('ERP-3001');
    expect(after).toMatchObject({ company: 'Neu GmbH', version: before.version + 1 });
    const audit = (await auditRowsOf(ctx.database.db, 'customer', 'ERP-3001')).at(-1)!;
    expect(audit).toMatchObject({
      action: 'customer.update',
      actor: 'admin-key',
      before: { company: 'Alt GmbH' },
      after: { company: 'Neu GmbH' },
    });

    // A shipping address of its own, then none again: goods go to the billing address.
    const apart = csv.replace(/(ERP-3001,.*?,DE,),,,,,/, '$1Lager 1,,10117,Berlin,,DE');
    expect((await imported(apart)).updated).toBe(1);
    expect((await byNumber('ERP-3001')).addresses.map((a) => a.street)).toEqual(['Weg 1', 'Lager 1']);
    expect((await imported(csv)).updated).toBe(1);
    const book = await ctx.database.db.select().from(addresses).where(eq(addresses.customerId, after.id));
    expect(book.find((a) => a.isDefaultShipping)?.street).toBe('Weg 1');
  });

  it('reads JSON Lines and invites only the customers it opens, when asked', async () => {
    await imported(`${header}\nERP-4001;;old@example.com;Olaf;Old;;;Weg 1;10115;Berlin;DE;;;;;;;\n`);
    const row = (email: string, number: string, firstName: string) =>
      JSON.stringify({
        customer_number: number,
        email,
        first_name: firstName,
        last_name: 'Linie',
        billing_street: 'Weg 9',
        billing_postal_code: '10115',
        billing_city: 'Berlin',
        billing_country: 'de',
        tax_exempt: false,
        language: 'fr',
      });
    const file = `${row('old@example.com', 'ERP-4001', 'Olaf')}\n\n${row('neu@example.com', '', 'Nina')}\n`;
    const sent = mails.length;
    const report = await imported(file, 'invite=true', 'jsonl');
    expect(report).toMatchObject({ created: 1, updated: 1, invited: 1 });
    expect(mails.slice(sent).map((m) => m.to)).toEqual(['neu@example.com']);
    expect(mails.at(-1)!.text).toContain('http://shop.test/fr/create-password?token=');

    const bad = await upload('{"email": "x@example.com"}\nnot json\n', '', 'jsonl');
    expect(bad.statusCode).toBe(400);
    const lines = bad.json<{ error: { details: { errors: RowError[] } } }>().error.details.errors;
    expect(lines.map((e) => [e.line, e.column])).toContainEqual([2, null]);
    expect(lines.map((e) => [e.line, e.column])).toContainEqual([1, 'first_name']);
  });

  it("takes the documentation's example file", async () => {
    const example = path.resolve(import.meta.dirname, '../../../../../docs/customer-example/customers.csv');
    const report = await imported(await readFile(example, 'utf8'), 'dryRun=true');
    expect(report).toMatchObject({ dryRun: true, rows: 3, created: 3, refused: 0 });
  });
});
