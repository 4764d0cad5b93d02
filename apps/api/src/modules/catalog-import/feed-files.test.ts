import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPriceFile, readStockFile } from './read/feed-files';

const file = (...lines: string[]) => Readable.from([Buffer.from(`${lines.join('\n')}\n`)]);

/** An ERP's stock and price files under the column names ERPs and spreadsheets give them. */
describe('stock and price feed files', () => {
  it.each([
    ['sku,qty'],
    ['SKU,Quantity'],
    ['Artikelnummer;Bestand'],
    ['Artikel-Nr.;Lagerbestand'],
    ['Item Number,On Hand'],
    ['itemnum,inventory'],
    ['item_number,STOCK'],
    ['sku,Menge'],
  ])('reads the stock file with the header %s', async (header) => {
    const separator = header.includes(';') ? ';' : ',';
    const read = await readStockFile(file(header, ['ab-1', '12'].join(separator), ['AB-2', '0'].join(separator)));
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      { line: 2, item: { sku: 'AB-1', qty: 12 } },
      { line: 3, item: { sku: 'AB-2', qty: 0 } },
    ]);
  });

  it('reads the supplier stock and lists the columns it does not read', async () => {
    const read = await readStockFile(file('Artikelnummer;Bezeichnung;Bestand;Fremdbestand', 'AB-1;Bohrer;4;7'));
    expect(read.errors).toEqual([]);
    expect(read.ignored).toEqual(['Bezeichnung']);
    expect(read.rows).toEqual([{ line: 2, item: { sku: 'AB-1', qty: 4, externalStock: 7 } }]);
  });

  it.each([
    ['sku,currency,regular,special', 'AB-1,GBP,12.99,9.99', { currency: 'GBP', regular: 1299, special: 999 }],
    ['SKU;Preis', 'AB-1;12,99', { currency: 'EUR', regular: 1299, special: null }],
    ['Artikelnummer;VK;Währung', 'AB-1;5;usd', { currency: 'USD', regular: 500, special: null }],
    ['item number,unit price,sale price', 'AB-1,10.00,8.50', { currency: 'EUR', regular: 1000, special: 850 }],
    ['ITEMNUM,Net-Price', 'AB-1,3', { currency: 'EUR', regular: 300, special: null }],
    ['sku,price', 'AB-1,7.5', { currency: 'EUR', regular: 750, special: null }],
  ])('reads the price file with the header %s', async (header, line, price) => {
    const read = await readPriceFile(file(header, line));
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([{ line: 2, item: { sku: 'AB-1', ...price } }]);
  });

  it('refuses a stock file whose columns it does not know, saying which it expected and which it found', async () => {
    const read = await readStockFile(file('code,amount', 'AB-1,3'));
    expect(read.rows).toEqual([]);
    expect(read.errors.map((e) => e.column)).toEqual(['sku', 'qty']);
    const [sku, qty] = read.errors.map((e) => e.reason);
    expect(sku).toMatch(/^no column for the SKU: expected one named sku, Artikelnummer, .*item number, itemnum/);
    expect(qty).toMatch(/^no column for the quantity: expected one named qty, quantity, stock, Menge, Bestand, /);
    expect(qty).toContain('Lagerbestand, inventory, on_hand');
    expect(qty).toContain(`the file's columns are "code", "amount"`);
  });

  it('refuses a price file without a price column, and one that names the price twice', async () => {
    const none = await readPriceFile(file('sku,Bezeichnung', 'AB-1,Bohrer'));
    expect(none.errors).toEqual([
      expect.objectContaining({
        line: 1,
        column: 'regular',
        reason: expect.stringMatching(
          /^no column for the price: expected one named regular, price, Preis, VK, unit_price, net_price, .*the file's columns are "sku", "Bezeichnung"$/,
        ),
      }),
    ]);
    const twice = await readPriceFile(file('sku,Preis,VK', 'AB-1,1,2'));
    expect(twice.errors).toEqual([
      expect.objectContaining({ line: 1, column: 'regular', reason: '"Preis" and "VK" both name the price: keep one' }),
    ]);
  });

  it('refuses bad cells by line, under the column name the file gives', async () => {
    const read = await readStockFile(file('Artikelnummer,Bestand', 'AB-1,viele', ',3'));
    expect(read.rows).toEqual([]);
    expect(read.errors).toEqual([
      { line: 2, column: 'Bestand', value: 'viele', reason: 'must be a whole number of 0 or more', sku: 'AB-1' },
      { line: 3, column: 'Artikelnummer', value: '', reason: 'a SKU is required', sku: null },
    ]);
  });
});
