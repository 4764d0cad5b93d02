import type { CurrencyCode } from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import type { PriceRecord } from '../../pricing';
import { type CellValue, count, isEmpty, money, pairs } from './cells';
import type { Column, PriceField } from './columns';
import type { Fail, ParsedRow, Read } from './parsed-row';

export function readPrices(
  columns: Array<[string, Extract<Column, { kind: 'price' }>]>,
  cell: (name: string) => CellValue | undefined,
  parsed: ParsedRow,
  fail: Fail,
  read: Read,
) {
  const byCurrency = new Map<CurrencyCode, Map<PriceField, string>>();
  for (const [name, { field, currency }] of columns)
    byCurrency.set(currency, (byCurrency.get(currency) ?? new Map()).set(field, name));
  for (const [currency, names] of byCurrency) {
    const regularColumn = names.get('price');
    const specialColumn = names.get('special_price');
    const tiersColumn = names.get('tier_prices');
    const cleared = regularColumn !== undefined && isEmpty(cell(regularColumn));
    if (cleared) {
      const extra = [specialColumn, tiersColumn].find((c) => c !== undefined && !isEmpty(cell(c)));
      if (extra) fail(extra, reason('priceNeeded', { column: regularColumn, currency }));
      else parsed.patches.push((r) => void delete r.prices[currency]);
      continue;
    }
    const regular = regularColumn === undefined ? undefined : read(regularColumn, money(cell(regularColumn)));
    const special =
      specialColumn === undefined
        ? undefined
        : isEmpty(cell(specialColumn))
          ? null
          : read(specialColumn, money(cell(specialColumn)));
    const tiers = tiersColumn === undefined ? undefined : readTiers(tiersColumn, cell(tiersColumn), fail);
    if ((regularColumn && regular === undefined) || (specialColumn && special === undefined) || tiers === null)
      continue;
    parsed.patches.push((r) => {
      const current: PriceRecord | undefined = r.prices[currency];
      if (regular === undefined && !current) {
        // A special or tier price for a currency without a regular price: checked after the merge.
        r.prices[currency] = { regular: -1, special: special ?? null, tiers: tiers ?? [] };
        return;
      }
      r.prices[currency] = {
        regular: regular ?? current!.regular,
        special: special === undefined ? (current?.special ?? null) : special,
        tiers: tiers ?? current?.tiers ?? [],
      };
    });
  }
}

/** Tier prices: "10=11.50|50=10.90", from 2 units up, each quantity once. Null when refused. */
function readTiers(column: string, value: CellValue | undefined, fail: Fail): PriceRecord['tiers'] | null {
  const found = pairs(value);
  if ('problem' in found) {
    fail(column, found.problem);
    return null;
  }
  const tiers: PriceRecord['tiers'] = [];
  for (const [quantity, amount] of found.value) {
    const minQty = count(quantity, 1_000_000);
    const price = money(amount);
    const problem =
      'problem' in minQty || minQty.value < 2
        ? reason('tierQuantity', { quantity })
        : 'problem' in price
          ? reason('tierPrice', { amount, reason: price.problem })
          : tiers.some((tier) => tier.minQty === minQty.value)
            ? reason('tierTwice', { quantity })
            : undefined;
    if (problem !== undefined || 'problem' in minQty || 'problem' in price) {
      fail(column, problem!);
      return null;
    }
    tiers.push({ minQty: minQty.value, price: price.value });
  }
  return tiers.sort((a, b) => a.minQty - b.minQty);
}
