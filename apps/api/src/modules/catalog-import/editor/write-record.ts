import { defaultLocale, type LocaleCode, type ProductEdit } from '@shop/contracts';
import type { Database } from '../../../db/connection';
import type { AuditEntry } from '../../audit';
import type { MediaStore } from '../../media';
import type { PlannedProduct } from '../check/merge-row';
import { planImport } from '../check/plan';
import { recordRow } from '../export';
import type { RawRow } from '../read/file-batches';
import type { ProductRecord } from '../record';
import { slugOwners } from '../write/product-rows';
import { type CatalogueIndex, readProductKeys } from '../write/snapshot';
import { importWriter } from '../write/writer';
import { fieldRefusals, refusalAtFields } from './refusals';

export interface WriteDependencies {
  db: Database;
  media: MediaStore;
  /** The database has one connection (PGlite). */
  oneConnection: boolean;
}

/**
 * Writes one product as the catalogue import writes a row, because it is one: the record as a row
 * of the catalogue's format (every column, as an export writes it), checked by the import's rules
 * (the row's cells, the merge over the product as it is, the checks across the catalogue) and
 * written by its writer, in its transaction, with its derived search texts, counts and catalogue
 * version. Refused rows answer at the form's fields. Answers what was written (undefined when
 * the row changes nothing: nothing is written then).
 */
export async function writeRecord(
  { db, media, oneConnection }: WriteDependencies,
  index: CatalogueIndex,
  {
    record,
    form,
    id,
    before,
    at = (path: string) => path,
  }: {
    record: ProductRecord;
    /** The form's prices, where a refusal of one lands. */
    form: Pick<ProductEdit, 'prices'>;
    id: number | undefined;
    before?: ProductRecord;
    /** The page's field of a form's path (a variant's row on its master's page has fields of its own). */
    at?: (path: string) => string;
  },
  audit: (after: ProductRecord) => AuditEntry,
): Promise<ProductRecord | undefined> {
  // The checks across rows meet only the products that share a key with this one.
  const skus = [record.sku, ...(before ? [before.sku] : []), ...(record.parentSku ? [record.parentSku] : [])];
  const keys = await readProductKeys(db, {
    skus: [...skus, ...record.accessories],
    itemnums: [record.itemnum],
    eans: record.ean ? [record.ean] : [],
  });
  index.bySku = before && before.sku !== record.sku ? renamed(keys, before.sku, record.sku) : keys;
  const codes = [...new Set([...index.categoriesAndOptions.attributes.keys(), ...Object.keys(record.attributes)])];
  const row: RawRow = { line: 1, cells: recordRow(record, codes.sort()) };
  let planned: PlannedProduct | undefined;
  const plan = await planImport(
    () => db,
    {
      async each(_size, onBatch) {
        await onBatch([row]);
        return { columns: [...row.cells.keys()], count: 1, errors: [], firstLine: new Map() };
      },
    },
    index,
    {
      replace: false,
      skipInvalid: false,
      strictMedia: true,
      resolveImages: async (refs) => (await media.resolve(refs)).found,
      // The checked row, kept to be written once the editor's own checks pass.
      writer: {
        write: async ([product]) => {
          planned = product;
        },
        abandon: async () => {},
      },
    },
    undefined,
  );
  if (plan.errors.length > 0) throw refusalAtFields(plan.errors, form, at);
  if (!planned || plan.products.length === 0) return undefined;
  await checkSlugs(db, { id, after: planned.record, typed: record, before, at });
  const after = planned.record;
  const writer = importWriter(db, index, { oneConnection, audit: () => audit(after) });
  await writer.write([planned]);
  await writer.commit(plan);
  // Options the row made are known by their labels from now on (the answer reads them).
  for (const option of planned.options) if (option.id !== undefined) index.optionLabels.set(option.id, option.labels);
  return after;
}

/**
 * The keys with a product under another SKU (the editor renames it): its key under the new one,
 * as the row names it (the writer writes the product by its id, SKU and all), its variants'
 * master named by it.
 */
function renamed(keys: CatalogueIndex['bySku'], from: string, to: string): CatalogueIndex['bySku'] {
  const next: CatalogueIndex['bySku'] = new Map();
  for (const [sku, key] of keys)
    if (sku === from) next.set(to, { ...key, sku: to });
    else next.set(sku, key.parentSku === from ? { ...key, parentSku: to } : key);
  return next;
}

/** The audit row of a product saved over `before`: named by the SKU it has after the save. */
export const updateAudited =
  (actor: string, before: ProductRecord) =>
  (after: ProductRecord): AuditEntry => ({
    actor,
    action: 'product.update',
    entity: 'product',
    entityId: after.sku,
    before,
    after,
  });

/**
 * A product's address in a locale is its own among the listed products' pages: one a member
 * gives or changes may not be another product's (an address kept as it was is not refused).
 */
async function checkSlugs(
  db: Database,
  {
    id,
    after,
    typed,
    before,
    at,
  }: {
    id: number | undefined;
    after: ProductRecord;
    typed: ProductRecord;
    before?: ProductRecord;
    at: (path: string) => string;
  },
) {
  const own = (Object.entries(after.texts.slug) as Array<[LocaleCode, string]>).filter(
    ([locale, slug]) =>
      slug !== before?.texts.slug[locale] && (locale === defaultLocale || slug !== after.texts.slug[defaultLocale]),
  );
  const taken = await slugOwners(
    db,
    id,
    own.map(([locale, slug]) => ({ locale, slug })),
  );
  if (taken.length === 0) return;
  throw fieldRefusals(
    taken.map((owner) => ({
      path: at(`texts.slug.${typed.texts.slug[owner.locale as LocaleCode] ? owner.locale : defaultLocale}`),
      name: 'productSlugTaken' as const,
      values: { slug: owner.slug, sku: owner.sku },
    })),
  );
}
