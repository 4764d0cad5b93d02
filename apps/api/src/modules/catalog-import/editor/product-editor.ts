import { type AdminProductDetail, type LocaleCode, type ProductEdit, productEditOf } from '@shop/contracts';
import { notFound, staffRefusal } from '../../../lib/domain-errors';
import { slugify } from '../../../lib/slug';
import { recordAudit } from '../../audit';
import type { ProductRecord } from '../record';
import { deleteProducts, productIdOf, variantsOf } from '../write/product-rows';
import { type CatalogueIndex, noProductKeys, readCatalogueIndex, readRecords } from '../write/snapshot';
import { formOf, recordOf } from './form-record';
import { fieldRefusals } from './refusals';
import { familyOf, variantEditor } from './variant-editor';
import { checkSkuFree, variantRowOf } from './variants';
import { checkVersion, versionOf } from './version';
import { updateAudited, type WriteDependencies, writeRecord } from './write-record';

interface Dependencies extends WriteDependencies {
  /** Which of these products an order holds. */
  ordered: (ids: number[]) => Promise<Set<number>>;
  /** The shop's address, where its product pages are. */
  publicUrl: string;
  /**
   * Tells the shop the catalogue changed. The product's page reads it at once (per catalogue
   * version); listings, facets and search, rebuilt from the whole catalogue (1–2 s at 100,000
   * products), follow without the save waiting for them.
   */
  announce: () => void;
}

type Created = ProductEdit & { sku: string };

/**
 * The back office's product editor: one product read as the catalogue's record and written as an
 * import row (write-record.ts), so the editor and the import keep one set of rules for a valid
 * product. Each change is audited with the product before and after.
 */
export function productEditor(deps: Dependencies) {
  const { db } = deps;

  /** The answer, once read; then the shop hears of the change (its rebuilds do not hold the answer up). */
  function announced<T>(answer: T): T {
    deps.announce();
    return answer;
  }

  async function current(index: CatalogueIndex, id: number): Promise<ProductRecord> {
    const record = (await readRecords(db, index, [id])).get(id);
    if (!record) throw notFound(`There is no product ${id}`);
    return record;
  }

  async function answer(index: CatalogueIndex, id: number, record?: ProductRecord): Promise<AdminProductDetail> {
    const shown = record ?? (await current(index, id));
    const [{ variants, options }, parentId] = await Promise.all([
      familyOf(db, index, id, shown),
      shown.parentSku === null ? null : productIdOf(db, shown.parentSku),
    ]);
    const shopUrl = `${deps.publicUrl.replace(/\/$/, '')}/p/${id}/${encodeURIComponent(shown.sku)}`;
    return formOf(id, shown, index, {
      parentId: parentId ?? null,
      variants: variants.map((variant) => variantRowOf(variant.id, variant.record, options)),
      variantOptions: options,
      version: versionOf(shown),
      shopUrl,
    });
  }

  /** A new product from a form: refused at the SKU when a product has it (an import would change that one). */
  async function create(input: Created, actor: string, audited: Record<string, unknown> = {}) {
    const index = await readCatalogueIndex(db, { ...noProductKeys, skus: [input.sku] });
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
    const id = await productIdOf(db, input.sku);
    return announced(await answer(index, id!));
  }

  return {
    ...variantEditor(deps, { current, answer, announced }),

    async get(id: number) {
      return answer(await readCatalogueIndex(db, noProductKeys), id);
    },

    create: (input: Created, actor: string) => create(input, actor),

    /**
     * Saves the whole product at the version read; refused naming what changed when it moved
     * meanwhile. Another SKU renames it: its variants' master is its id, so they follow, and its
     * orders keep the SKU they sold (they hold a copy of their lines).
     */
    async save(id: number, { version, sku, ...input }: ProductEdit & { version: string; sku?: string }, actor: string) {
      const index = await readCatalogueIndex(db, noProductKeys);
      const before = await current(index, id);
      checkVersion(version, before);
      if (sku !== undefined && sku !== before.sku) await checkSkuFree(db, sku);
      const record = { ...recordFrom(before.sku, input, before, index), sku: sku ?? before.sku };
      const after = await writeRecord(deps, index, { record, form: input, id, before }, updateAudited(actor, before));
      if (!after) return answer(index, id, before);
      return announced(await answer(index, id));
    },

    /** A copy under a new SKU and item number, unlisted, with addresses of its own; its variants are not copied. */
    async duplicate(id: number, { sku, itemnum }: { sku: string; itemnum: string }, actor: string) {
      const index = await readCatalogueIndex(db, noProductKeys);
      const original = await answer(index, id);
      const slug: Partial<Record<LocaleCode, string>> = {};
      for (const [locale, name] of Object.entries(original.texts.name) as Array<[LocaleCode, string]>)
        slug[locale] = slugify(`${original.texts.slug[locale] || name} ${itemnum}`);
      const form = productEditOf(original);
      const copy: Created = { ...form, sku, itemnum, ean: null, listed: false, texts: { ...form.texts, slug } };
      return create(copy, actor, { duplicateOf: original.sku });
    },

    /** Deletes an unlisted product without orders or variants; else says to unlist it. */
    async remove(id: number, actor: string) {
      const index = await readCatalogueIndex(db, noProductKeys);
      const before = await current(index, id);
      const values = { sku: before.sku };
      if (before.listed) throw staffRefusal('CONFLICT', 'productListedNotDeleted', values);
      if ((await variantsOf(db, id)).length > 0) throw staffRefusal('CONFLICT', 'productHasVariants', values);
      if ((await deps.ordered([id])).size > 0) throw staffRefusal('CONFLICT', 'productOrderedNotDeleted', values);
      await db.transaction(async (tx) => {
        await deleteProducts(tx, [id]);
        await recordAudit(tx, { actor, action: 'product.delete', entity: 'product', entityId: before.sku, before });
      });
      return announced({ id, sku: before.sku });
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
