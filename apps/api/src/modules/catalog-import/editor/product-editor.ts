import {
  type AdminProductDetail,
  type LocaleCode,
  type ProductEdit,
  productEditSchema,
  type VariantEdit,
} from '@shop/contracts';
import { notFound, staffRefusal } from '../../../lib/domain-errors';
import { slugify } from '../../../lib/slug';
import { recordAudit } from '../../audit';
import type { ProductRecord } from '../record';
import { deleteProducts, productIdOf, variantsOf } from '../write/product-rows';
import { type CatalogueIndex, readCatalogueIndex, readRecords } from '../write/snapshot';
import { formOf, recordOf } from './form-record';
import { fieldRefusals } from './refusals';
import { checkOptions, optionsOf, renamedIndex, variantField, variantRecord, variantRowOf } from './variants';
import { changedSince, versionOf } from './version';
import { type WriteDependencies, writeRecord } from './write-record';

interface Dependencies extends WriteDependencies {
  /** Which of these products an order holds. */
  ordered: (ids: number[]) => Promise<Set<number>>;
  /** The shop's address, where its product pages are. */
  publicUrl: string;
  /** Settles when the shop shows the catalogue as written (as after an import). */
  onWritten: () => Promise<void>;
}

type Created = ProductEdit & { sku: string };
type Versioned<T> = T & { version: string };

/**
 * The back office's product editor: one product read as the catalogue's record and written as an
 * import row (write-record.ts), so the editor and the import keep one set of rules for a valid
 * product. Each change is audited with the product before and after.
 */
export function productEditor(deps: Dependencies) {
  const { db } = deps;

  async function current(index: CatalogueIndex, id: number): Promise<ProductRecord> {
    const record = (await readRecords(db, index, [id])).get(id);
    if (!record) throw notFound(`There is no product ${id}`);
    return record;
  }

  /** A master's variants as records, and the options they differ by. */
  async function family(index: CatalogueIndex, id: number, master: ProductRecord) {
    const keys = await variantsOf(db, id);
    const records =
      keys.length > 0
        ? await readRecords(
            db,
            index,
            keys.map((key) => key.id),
          )
        : new Map();
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

  async function answer(index: CatalogueIndex, id: number, record?: ProductRecord): Promise<AdminProductDetail> {
    const shown = record ?? (await current(index, id));
    const { variants, options } = await family(index, id, shown);
    const shopUrl = `${deps.publicUrl.replace(/\/$/, '')}/p/${id}/${encodeURIComponent(shown.sku)}`;
    return formOf(id, shown, index, {
      variants: variants.map((variant) => variantRowOf(variant.id, variant.record, options)),
      variantOptions: options,
      version: versionOf(shown),
      shopUrl,
    });
  }

  /** Refuses a save at a version the product has no longer, naming what changed meanwhile. */
  function checkVersion(version: string, before: ProductRecord) {
    const changed = changedSince(version, before);
    if (changed.length > 0)
      throw staffRefusal('CONFLICT', 'productChanged', { sku: before.sku }, { changed, version: versionOf(before) });
  }

  /** The catalogue with the product under the SKU it is saved with; refused at the SKU when another product has it. */
  function withSku(index: CatalogueIndex, before: ProductRecord, sku: string) {
    if (sku === before.sku) return index;
    if (index.bySku.has(sku)) throw fieldRefusals([{ path: 'sku', name: 'productSkuTaken', values: { sku } }]);
    return renamedIndex(index, before.sku, sku);
  }

  /** A new product from a form: refused at the SKU when a product has it (an import would change that one). */
  async function create(input: Created, actor: string, audited: Record<string, unknown> = {}) {
    const index = await readCatalogueIndex(db);
    if (index.bySku.has(input.sku))
      throw fieldRefusals([{ path: 'sku', name: 'productSkuTaken', values: { sku: input.sku } }]);
    const record = recordFrom(input.sku, input, undefined, index);
    await writeRecord(deps, index, { record, form: input, id: undefined }, (after) => ({
      actor,
      action: 'product.create',
      entity: 'product',
      entityId: input.sku,
      after: { ...audited, ...after },
    }));
    await deps.onWritten();
    const id = await productIdOf(db, input.sku);
    return answer(index, id!);
  }

  return {
    async get(id: number) {
      return answer(await readCatalogueIndex(db), id);
    },

    create: (input: Created, actor: string) => create(input, actor),

    /**
     * Saves the whole product at the version read; refused naming what changed when it moved
     * meanwhile. Another SKU renames it: its variants' master is its id, so they follow, and its
     * orders keep the SKU they sold (they hold a copy of their lines).
     */
    async save(id: number, { version, sku, ...input }: Versioned<ProductEdit> & { sku?: string }, actor: string) {
      const read = await readCatalogueIndex(db);
      const before = await current(read, id);
      checkVersion(version, before);
      const index = withSku(read, before, sku ?? before.sku);
      const record = { ...recordFrom(before.sku, input, before, index), sku: sku ?? before.sku };
      const after = await writeRecord(deps, index, { record, form: input, id, before }, (written) => ({
        actor,
        action: 'product.update',
        entity: 'product',
        entityId: written.sku,
        before,
        after: written,
      }));
      if (!after) return answer(index, id, before);
      await deps.onWritten();
      return answer(index, id);
    },

    /** A new variant of a master: a value for each of the master's options, or the first to name them. */
    async createVariant(masterId: number, edit: VariantEdit, actor: string) {
      const index = await readCatalogueIndex(db);
      const master = await current(index, masterId);
      if (master.parentSku) throw staffRefusal('CONFLICT', 'variantOfVariant', { sku: master.sku });
      if (index.bySku.has(edit.sku))
        throw fieldRefusals([{ path: 'sku', name: 'productSkuTaken', values: { sku: edit.sku } }]);
      const { options } = await family(index, masterId, master);
      checkOptions(options, edit);
      const record = variantRecord(master, undefined, edit, options);
      await writeRecord(deps, index, { record, form: { prices: [] }, id: undefined, at: variantField }, (after) => ({
        actor,
        action: 'product.create',
        entity: 'product',
        entityId: edit.sku,
        after: { variantOf: master.sku, ...after },
      }));
      await deps.onWritten();
      return answer(index, masterId);
    },

    /** Saves a variant's row at the version read (another SKU renames it); answers its master. */
    async saveVariant(
      masterId: number,
      variantId: number,
      { version, ...edit }: Versioned<VariantEdit>,
      actor: string,
    ) {
      const read = await readCatalogueIndex(db);
      const master = await current(read, masterId);
      const { variants, options } = await family(read, masterId, master);
      const before = variants.find((variant) => variant.id === variantId)?.record;
      if (!before) throw notFound(`Product ${masterId} has no variant ${variantId}`);
      checkVersion(version, before);
      const index = withSku(read, before, edit.sku);
      checkOptions(options, edit);
      const record = variantRecord(master, before, edit, options);
      const form = { prices: [] };
      const after = await writeRecord(
        deps,
        index,
        { record, form, id: variantId, before, at: variantField },
        (written) => ({
          actor,
          action: 'product.update',
          entity: 'product',
          entityId: written.sku,
          before,
          after: written,
        }),
      );
      if (after) await deps.onWritten();
      return answer(index, masterId);
    },

    /** A copy under a new SKU and item number, unlisted, with addresses of its own; its variants are not copied. */
    async duplicate(id: number, { sku, itemnum }: { sku: string; itemnum: string }, actor: string) {
      const index = await readCatalogueIndex(db);
      const original = await answer(index, id);
      const slug: Partial<Record<LocaleCode, string>> = {};
      for (const [locale, name] of Object.entries(original.texts.name) as Array<[LocaleCode, string]>)
        slug[locale] = slugify(`${original.texts.slug[locale] || name} ${itemnum}`);
      const form = Object.fromEntries(
        productEditSchema.keyof().options.map((key) => [key, original[key]]),
      ) as ProductEdit;
      const copy: Created = { ...form, sku, itemnum, ean: null, listed: false, texts: { ...form.texts, slug } };
      return create(copy, actor, { duplicateOf: original.sku });
    },

    /** Deletes an unlisted product without orders or variants; else says to unlist it. */
    async remove(id: number, actor: string) {
      const index = await readCatalogueIndex(db);
      const before = await current(index, id);
      const values = { sku: before.sku };
      if (before.listed) throw staffRefusal('CONFLICT', 'productListedNotDeleted', values);
      if ((await variantsOf(db, id)).length > 0) throw staffRefusal('CONFLICT', 'productHasVariants', values);
      if ((await deps.ordered([id])).size > 0) throw staffRefusal('CONFLICT', 'productOrderedNotDeleted', values);
      await db.transaction(async (tx) => {
        await deleteProducts(tx, [id]);
        await recordAudit(tx, { actor, action: 'product.delete', entity: 'product', entityId: before.sku, before });
      });
      await deps.onWritten();
      return { id, sku: before.sku };
    },
  };
}
export type ProductEditor = ReturnType<typeof productEditor>;

/** The record a form describes; a category it names that does not exist is refused at the categories. */
function recordFrom(sku: string, form: ProductEdit, before: ProductRecord | undefined, index: CatalogueIndex) {
  const { record, unknownCategories } = recordOf(sku, form, before, index);
  if (unknownCategories.length > 0)
    throw fieldRefusals(
      unknownCategories.map((category) => ({
        path: 'categories',
        name: 'unknownCategoryId',
        values: { id: category },
      })),
    );
  return record;
}
