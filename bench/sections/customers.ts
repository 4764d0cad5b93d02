/**
 * The customers section: the merchant's customer file through the API on PostgreSQL
 * (docs/operations.md, "Customers from a file"), in a database of its own made for the run
 * (shop_bench_customers, an empty catalogue): 10,000 distinct customers imported, then their
 * export imported again unchanged (every row checked and compared, nothing written).
 */
import { duration } from '../lib/figures';
import { createDatabase, databaseUrl, dropDatabase } from '../lib/postgres';
import { benchAdminToken, startApi } from '../lib/processes';
import { count } from '../lib/report';
import type { Bench } from './context';

const section = 'customers';
const database = 'shop_bench_customers';
const header =
  'customer_number;company;email;first_name;last_name;phone;vat_id;billing_street;billing_postal_code;billing_city;billing_country;shipping_street;shipping_postal_code;shipping_city;shipping_country;tax_exempt;language';

/** A file of `n` customers, each with a company, a VAT ID and every third a shipping address of its own. */
const customerFile = (n: number) => {
  let file = `${header}\n`;
  for (let i = 1; i <= n; i++) {
    const apart = i % 3 === 0 ? `Lager ${i};${10_000 + (i % 89_999)};Berlin;DE` : ';;;';
    file += `ERP-${i};Firma ${i} GmbH;kunde${i}@bench.example;Vorname${i};Nachname${i};+49 30 ${i};DE136695976;Straße ${i};${10_000 + (i % 89_999)};Berlin;DE;${apart};${i % 2 === 0};${['de', 'en', 'fr'][i % 3]}\n`;
  }
  return file;
};

export async function customerSection({ report, quick }: Bench) {
  const n = quick ? 1_000 : 10_000;
  await createDatabase(database, { fresh: true });
  const api = await startApi({ databaseUrl: databaseUrl(database) }, 'api-customers');
  const call = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(`${api.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${benchAdminToken}`, 'content-type': 'text/csv' },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  try {
    const first = await call('/admin/api/customers/import', { method: 'POST', body: customerFile(n) });
    const made = JSON.parse(first.body) as { created: number };
    if (made.created !== n) throw new Error(`imported ${made.created} of ${n} customers`);
    report.add(
      section,
      `PostgreSQL: ${count(n)} new customers imported`,
      duration(first.ms),
      '< 30 s',
      first.ms < 30_000,
    );
    const exported = await call('/admin/api/customers/export');
    report.add(section, `PostgreSQL: ${count(n)} customers exported`, duration(exported.ms), '', true);
    const again = await call('/admin/api/customers/import', { method: 'POST', body: exported.body });
    const unchanged = (JSON.parse(again.body) as { unchanged: number }).unchanged;
    if (unchanged !== n) throw new Error(`the unchanged export changed ${n - unchanged} customers`);
    report.add(
      section,
      `PostgreSQL: their unchanged export imported again (nothing written)`,
      duration(again.ms),
      '',
      true,
    );
  } finally {
    await api.stop();
    await dropDatabase(database);
  }
}
