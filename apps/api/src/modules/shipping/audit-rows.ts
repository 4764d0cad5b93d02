import type { ShippingMethodAdmin, ShippingRate } from '@shop/contracts';
import type { AuditEntry } from '../audit';
import type { shippingMethods } from './tables';

type MethodRow = typeof shippingMethods.$inferSelect;

/**
 * The audit rows of a change of a method's settings, one a change as the merchant sees it:
 * switched on or off, and the rest changed (a save that changed nothing is recorded as the latter).
 */
export function settingsChanges(before: ShippingMethodAdmin, after: ShippingMethodAdmin, actor: string): AuditEntry[] {
  const row = { actor, entity: 'shipping_method', entityId: after.code };
  const { active: _b, version: _v1, rates: _r1, ...settingsBefore } = before;
  const { active: _a, version: _v2, rates: _r2, ...settingsAfter } = after;
  const toggled = before.active !== after.active;
  const changed = JSON.stringify(settingsBefore) !== JSON.stringify(settingsAfter);
  return [
    ...(changed || !toggled
      ? [{ ...row, action: 'shipping.update' as const, before: settingsBefore, after: settingsAfter }]
      : []),
    ...(toggled
      ? [
          {
            ...row,
            action: after.active ? ('shipping.activate' as const) : ('shipping.deactivate' as const),
            before: { active: before.active, name: before.name },
            after: { active: after.active, name: after.name },
          },
        ]
      : []),
  ];
}

const keyOf = (rate: ShippingRate) => `${rate.country} ${rate.currency}`;
const same = (a: ShippingRate, b: ShippingRate) => a.price === b.price && a.freeFrom === b.freeFrom;
const rateOf = ({ country, currency, price, freeFrom }: ShippingRate) => ({ country, currency, price, freeFrom });

/**
 * A row for each rate added, changed or removed, with that rate before and after and the method's
 * names: the log says "changed the Standard rate for Germany from €4.95 to €5.95", not the 33
 * rates of a save.
 */
export function rateChanges(
  method: MethodRow,
  before: ShippingRate[],
  after: ShippingRate[],
  actor: string,
): AuditEntry[] {
  const row = { actor, entity: 'shipping_method', entityId: method.code };
  const named = (rate: ShippingRate) => ({ ...rateOf(rate), method: method.name });
  const was = new Map(before.map((rate) => [keyOf(rate), rate]));
  const kept = new Set(after.map(keyOf));
  return [
    ...after.flatMap((rate): AuditEntry[] => {
      const old = was.get(keyOf(rate));
      if (!old) return [{ ...row, action: 'shipping.rate.add', after: named(rate) }];
      return same(old, rate)
        ? []
        : [{ ...row, action: 'shipping.rate.update', before: rateOf(old), after: named(rate) }];
    }),
    ...before
      .filter((rate) => !kept.has(keyOf(rate)))
      .map((rate): AuditEntry => ({ ...row, action: 'shipping.rate.remove', before: named(rate) })),
  ];
}
