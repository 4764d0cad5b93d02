import {
  type BulkOutcome,
  type bulkPriceChangeSchema,
  type CurrencyCode,
  type PriceChangePreview,
  type ProductBulkReport,
  siteConfig,
} from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { staffRefusal } from '../../lib/domain-errors';
import { recordAudits } from '../audit';
import { listPricesOfProducts, type PricingService } from '../pricing';
import { changed, lockProducts, unchanged, unknown } from './admin-bulk';
import { products, productTranslations } from './tables';

type Change = z.output<typeof bulkPriceChangeSchema>;
type Price = { regular: number; special: number | null };

const noPrice = (sku: string, currency: string): BulkOutcome => ({
  outcome: 'refused',
  reason: 'noPrice',
  message: `${sku} has no price in ${currency}`,
});

/** An amount changed: by basis points of it (rounded to the cent, halves up) or by minor units. */
export function changedAmount(amount: number, { by, direction, value }: Pick<Change, 'by' | 'direction' | 'value'>) {
  const sign = direction === 'up' ? 1 : -1;
  return by === 'percent' ? Math.round((amount * (10_000 + sign * value)) / 10_000) : amount + sign * value;
}

/** A price after the change, and what is wrong with it: below zero, or a special price not below the regular one. */
export function changedPrice(before: Price, change: Change) {
  const regular = change.prices === 'special' ? before.regular : changedAmount(before.regular, change);
  const special =
    before.special === null || change.prices === 'regular' ? before.special : changedAmount(before.special, change);
  const after = { regular, special };
  const problem =
    regular < 0 || (special ?? 0) < 0
      ? ('negative' as const)
      : special !== null && special >= regular
        ? ('specialNotBelow' as const)
        : null;
  return { after, problem };
}

/** The products of these SKUs with their names in the default language (as the catalogue spells them, whatever the case). */
async function named(db: Database, skus: string[]) {
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: productTranslations.name })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, siteConfig.defaultLocale)),
    )
    .where(inArray(products.sku, [...new Set(skus.flatMap((sku) => [sku, sku.toUpperCase()]))]));
  const bySku = new Map(rows.map((row) => [row.sku.toUpperCase(), row]));
  return (sku: string) => bySku.get(sku.toUpperCase());
}

/** Each SKU's price in the currency before and after the change (none for an unknown SKU or no price). */
async function planned<P extends { id: number; sku: string }>(
  db: Database,
  change: Change,
  find: (sku: string) => P | undefined,
) {
  const ids = change.skus.flatMap((sku) => find(sku)?.id ?? []);
  const prices = ids.length ? await listPricesOfProducts(db, ids) : [];
  return change.skus.map((sku) => {
    const product = find(sku);
    const price = product && prices.find((p) => p.productId === product.id && p.currency === change.currency);
    if (!product || !price) return { sku, product, before: null, after: null, problem: null };
    const before = { regular: price.regular, special: price.special };
    return { sku, product, before, ...changedPrice(before, change) };
  });
}

/**
 * The product table's price change: the prices in one currency of up to a hundred products, up or
 * down by a percentage or an amount. A preview answers each product's price before and after and
 * writes nothing; the change writes them all in one transaction (the products locked, their prices
 * read again) or, when one would be below zero or leave a special price not below the regular
 * one, none, naming the products.
 */
export function bulkPriceChange(db: Database, { pricing }: { pricing: Pick<PricingService, 'setMany'> }) {
  return {
    async preview(change: Change): Promise<PriceChangePreview> {
      const find = await named(db, change.skus);
      const rows = await planned(db, change, find);
      return {
        currency: change.currency as CurrencyCode,
        rows: rows.map(({ sku, product, before, after, problem }) => ({
          sku: product ? find(sku)!.sku : sku,
          name: product ? (find(sku)!.name ?? null) : null,
          before,
          after,
          problem,
        })),
      };
    },

    async apply(change: Change, actor: string): Promise<ProductBulkReport> {
      return db.transaction(async (tx) => {
        const find = await lockProducts(tx, change.skus);
        const rows = await planned(tx, change, find);
        for (const problem of ['negative', 'specialNotBelow'] as const) {
          const refused = rows.filter((row) => row.problem === problem).map((row) => row.product!.sku);
          if (refused.length > 0)
            throw staffRefusal(
              'BAD_REQUEST',
              problem === 'negative' ? 'priceWouldBeNegative' : 'specialNotBelowRegular',
              { skus: refused.join(', ') },
            );
        }
        const priced = [
          ...new Map(rows.flatMap((row) => (row.after ? [[row.product!.id, row] as const] : []))).values(),
        ];
        const changes = await pricing.setMany(
          tx,
          priced.map((row) => ({ productId: row.product!.id, currency: change.currency, ...row.after! })),
        );
        await audit(tx, changes, priced, actor);
        const changedIds = new Set(changes.map((c) => c.after.productId));
        return {
          results: rows.map(({ sku, product, before }) => {
            if (!product) return { sku, ...unknown(sku) };
            if (!before) return { sku, ...noPrice(sku, change.currency) };
            return { sku, ...(changedIds.has(product.id) ? changed : unchanged) };
          }),
        };
      });
    },
  };
}

type PriceChanges = Awaited<ReturnType<PricingService['setMany']>>;

/** One audit row per product changed, as a price feed of one product records it (prices.update). */
async function audit(
  tx: Transaction,
  changes: PriceChanges,
  rows: Array<{ product?: { id: number; sku: string } }>,
  actor: string,
) {
  if (changes.length === 0) return;
  const skuOf = new Map(rows.map((row) => [row.product!.id, row.product!.sku]));
  await recordAudits(
    tx,
    changes.map((c) => ({
      actor,
      action: 'prices.update',
      entity: 'price',
      entityId: skuOf.get(c.after.productId) ?? null,
      before: [c.before],
      after: [c.after],
    })),
  );
}
