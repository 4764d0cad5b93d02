/**
 * The merchant's catalogue files against a running API, as `npm run catalog` sends them: an export
 * written out, an import uploaded and followed until it has ended, the ERP's feeds. Each answers
 * its wall time, from the first byte sent to the last answer.
 */
import { type CatalogImport, maxFeedRows } from '@shop/contracts';
import Papa from 'papaparse';
import { benchAdminToken } from './processes';

const admin = { authorization: `Bearer ${benchAdminToken}` };

async function ok(response: Response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/** The whole catalogue as CSV, and how long the export took. */
export async function exportCatalog(api: string): Promise<{ file: string; ms: number; rows: number }> {
  const started = performance.now();
  const file = await (await ok(await fetch(`${api}/admin/api/catalog/export?format=csv`, { headers: admin }))).text();
  return { file, ms: performance.now() - started, rows: file.split('\n').length - 2 };
}

/** Uploads a CSV file as an import and waits for its end; fails unless it was done. */
export async function importCatalog(api: string, file: string): Promise<{ ms: number; result: CatalogImport }> {
  const started = performance.now();
  const answer = await ok(
    await fetch(`${api}/admin/api/catalog/imports`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'text/csv' },
      body: file,
    }),
  );
  let result = (await answer.json()) as CatalogImport;
  while (result.status === 'validating' || result.status === 'writing') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    result = (await (
      await ok(await fetch(`${api}/admin/api/catalog/imports/${result.id}`, { headers: admin }))
    ).json()) as CatalogImport;
  }
  if (result.status !== 'done')
    throw new Error(
      `import ${result.id} ${result.status}: ${result.message ?? JSON.stringify(result.errors.slice(0, 3))}`,
    );
  return { ms: performance.now() - started, result };
}

/** The export with every product changed: a word added to its German name, a cent to its EUR price. */
export function everyRowChanged(file: string): string {
  const { data } = Papa.parse<Record<string, string>>(file, { header: true, skipEmptyLines: true });
  for (const row of data) {
    row['name.de'] = `${row['name.de']} Neu`;
    if (row['price.EUR']) row['price.EUR'] = (Number(row['price.EUR']) + 0.01).toFixed(2);
  }
  return Papa.unparse(data);
}

/**
 * The export's first `n` rows as a file of their own: variants follow their masters in an export,
 * so each variant keeps its master; accessories beyond the cut are left out.
 */
export function firstRows(file: string, n: number): string {
  const { data: rows, meta } = Papa.parse<Record<string, string>>(file, {
    header: true,
    skipEmptyLines: true,
    preview: n,
  });
  const skus = new Set(rows.map((row) => row.sku));
  for (const row of rows)
    if (row.accessories)
      row.accessories = row.accessories
        .split('|')
        .filter((sku) => skus.has(sku))
        .join('|');
  return Papa.unparse(rows, { columns: meta.fields });
}

/** Sends `items` to a feed (updateStock or updatePrices) in the batches it takes; answers the wall time. */
export async function feed(
  api: string,
  path: '/admin/api/stock' | '/admin/api/prices',
  items: object[],
): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < items.length; start += maxFeedRows)
    await ok(
      await fetch(`${api}${path}`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ items: items.slice(start, start + maxFeedRows) }),
      }),
    );
  return performance.now() - started;
}

/** SKUs of an exported catalogue's rows (the first `n`). */
export function skusOf(file: string, n: number): string[] {
  return Papa.parse<{ sku: string }>(file, { header: true, preview: n }).data.map((row) => row.sku);
}
