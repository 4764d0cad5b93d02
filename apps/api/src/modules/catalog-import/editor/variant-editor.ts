import type { AdminProductDetail, VariantEdit } from '@shop/contracts';
import type { Database } from '../../../db/connection';
import { notFound, staffRefusal } from '../../../lib/domain-errors';
import type { ProductRecord } from '../record';
import { variantsOf } from '../write/product-rows';
import { type CatalogueIndex, noProductKeys, readCatalogueIndex, readRecords } from '../write/snapshot';
import { checkOptions, checkSkuFree, optionsOf, variantField, variantRecord } from './variants';
import { checkVersion } from './version';
import { updateAudited, type WriteDependencies, writeRecord } from './write-record';

// A master's variants on its page: each added or saved as the import writes a row with the
// master's SKU as its parent (write-record.ts), audited like any product's change.

/** A master's variants as records, and the options they differ by. */
export async function familyOf(db: Database, index: CatalogueIndex, id: number, master: ProductRecord) {
  const keys = await variantsOf(db, id);
  const ids = keys.map((key) => key.id);
  const records = ids.length > 0 ? await readRecords(db, index, ids) : new Map<number, ProductRecord>();
  const variants = keys.flatMap(({ id }) => {
    const record = records.get(id);
    return record ? [{ id, record }] : [];
  });
  return {
    variants,
    options: optionsOf(
      master,
      variants.map((variant) => variant.record),
    ),
  };
}

interface Editor {
  /** A product as the catalogue has it (404 when there is none). */
  current: (index: CatalogueIndex, id: number) => Promise<ProductRecord>;
  /** A product as the editor answers it. */
  answer: (index: CatalogueIndex, id: number) => Promise<AdminProductDetail>;
  /** The answer, once read; then the shop hears of the change. */
  announced: <T>(answer: T) => T;
}

export function variantEditor(deps: WriteDependencies, { current, answer, announced }: Editor) {
  const { db } = deps;
  return {
    /** A new variant of a master: a value for each of the master's options, or the first to name them. */
    async createVariant(masterId: number, edit: VariantEdit, actor: string) {
      const index = await readCatalogueIndex(db, noProductKeys);
      const master = await current(index, masterId);
      if (master.parentSku) throw staffRefusal('CONFLICT', 'variantOfVariant', { sku: master.sku });
      await checkSkuFree(db, edit.sku);
      const { options } = await familyOf(db, index, masterId, master);
      checkOptions(options, edit);
      const record = variantRecord(master, undefined, edit, options);
      await writeRecord(deps, index, { record, form: { prices: [] }, id: undefined, at: variantField }, (after) => ({
        actor,
        action: 'product.create',
        entity: 'product',
        entityId: edit.sku,
        after: { variantOf: master.sku, ...after },
      }));
      return announced(await answer(index, masterId));
    },

    /** Saves a variant's row at the version read (another SKU renames it); answers its master. */
    async saveVariant(
      masterId: number,
      variantId: number,
      { version, ...edit }: VariantEdit & { version: string },
      actor: string,
    ) {
      const index = await readCatalogueIndex(db, noProductKeys);
      const master = await current(index, masterId);
      const { variants, options } = await familyOf(db, index, masterId, master);
      const before = variants.find((variant) => variant.id === variantId)?.record;
      if (!before) throw notFound(`Product ${masterId} has no variant ${variantId}`);
      checkVersion(version, before);
      if (edit.sku !== before.sku) await checkSkuFree(db, edit.sku);
      checkOptions(options, edit);
      const record = variantRecord(master, before, edit, options);
      const row = { record, form: { prices: [] }, id: variantId, before, at: variantField };
      const after = await writeRecord(deps, index, row, updateAudited(actor, before));
      const answered = await answer(index, masterId);
      return after ? announced(answered) : answered;
    },
  };
}
