/**
 * The product-editor section: the back office's editor on PostgreSQL with the large catalogue
 * (shop_bench): distinct products each read as the editor reads it (getAdminProduct) and saved
 * with its English subtitle changed (saveProduct, written as an import row through the import's checks
 * and writer, the catalogue's version moved; the shop's listings, search and kept cards rebuild after
 * the answer); each product is then saved back as it was. Reads are timed apart while the catalogue
 * is unchanged and right after saves, while the shop rebuilds.
 */
import { type AdminProduct, type AdminProductDetail, productEditOf } from '@shop/contracts';
import { percentile } from '../lib/load';
import { benchAdminToken, startApi } from '../lib/processes';
import { shopDatabase } from '../lib/shop-databases';
import { type Bench, products } from './context';

const section = 'product-editor';
const admin = { authorization: `Bearer ${benchAdminToken}`, 'content-type': 'application/json' };

/** A call of the admin API, timed, with its answer; refused when it does not answer 2xx. */
async function timed<T>(url: string, init: RequestInit = {}): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const res = await fetch(url, { ...init, headers: admin });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.slice(0, 300)}`);
  return { ms, answer: JSON.parse(body) as T };
}

const figure = (took: number[]) =>
  `p95 ${percentile(took, 95).toFixed(1)} ms, median ${percentile(took, 50).toFixed(1)} ms`;

export async function productEditorSection(bench: Bench) {
  const { report, sizes, quick } = bench;
  const large = products(bench, sizes.large);
  const api = await startApi(await shopDatabase(sizes.large), 'api-product-editor');
  const rounds = quick ? 5 : 20;
  const quietReads: number[] = [];
  const readsAfterSaves: number[] = [];
  const saves: number[] = [];
  try {
    const { data } = (
      await timed<{ data: AdminProduct[] }>(
        `${api.url}/admin/api/products?limit=${2 * rounds}&offset=${sizes.large / 2}`,
      )
    ).answer;
    // Half the products read while nothing changes, the other half each read, saved and saved back.
    for (const { id } of data.slice(rounds)) quietReads.push((await timed(`${api.url}/admin/api/products/${id}`)).ms);
    for (const { id } of data.slice(0, rounds)) {
      const url = `${api.url}/admin/api/products/${id}`;
      const read = await timed<AdminProductDetail>(url);
      readsAfterSaves.push(read.ms);
      const form = productEditOf(read.answer);
      const renamed = { ...form, texts: { ...form.texts, subtitle: { ...form.texts.subtitle, en: `Bench ${id}` } } };
      const saved = await timed<AdminProductDetail>(url, {
        method: 'PUT',
        body: JSON.stringify({ ...renamed, version: read.answer.version }),
      });
      saves.push(saved.ms);
      await timed(url, { method: 'PUT', body: JSON.stringify({ ...form, version: saved.answer.version }) });
    }
    report.add(
      section,
      `${large}: getAdminProduct, ${quietReads.length} distinct products one at a time, the catalogue unchanged meanwhile`,
      figure(quietReads),
      'p95 < 100 ms',
      percentile(quietReads, 95) < 100,
    );
    report.add(
      section,
      `${large}: getAdminProduct right after the previous product's save and save back (the shop rebuilding its listings, search and kept cards), ${readsAfterSaves.length} distinct products`,
      figure(readsAfterSaves),
    );
    report.add(
      section,
      `${large}: saveProduct (English subtitle changed; answered once written, the shop's listings follow), ${saves.length} distinct products one at a time`,
      figure(saves),
      'p95 < 300 ms',
      percentile(saves, 95) < 300,
    );
  } finally {
    await api.stop();
  }
}
