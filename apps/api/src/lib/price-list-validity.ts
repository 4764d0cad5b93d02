/** When a customer's price list applies (null: open-ended), as the price queries read it. */
export interface ValidityWindow {
  id: number;
  validFrom: Date | null;
  validTo: Date | null;
}

/**
 * Which of a customer's price lists apply at a time, as a short key: the customer's prices are the
 * same for as long as the key is. `undefined` within `marginMs` of a list's start or end, where the
 * database's clock (its `now()` picks the lists) may still be on the other side of it.
 */
export function validityKey(windows: readonly ValidityWindow[], at: number, marginMs: number): string | undefined {
  const phases: string[] = [];
  for (const { id, validFrom, validTo } of windows) {
    const from = validFrom?.getTime() ?? Number.NEGATIVE_INFINITY;
    const to = validTo?.getTime() ?? Number.POSITIVE_INFINITY;
    if (Math.abs(at - from) < marginMs || Math.abs(at - to) < marginMs) return undefined;
    phases.push(`${id}${at < from ? 'early' : at > to ? 'over' : 'on'}`);
  }
  return phases.join(',');
}
