// German umlauts are spelled out (Bürobedarf → buerobedarf) as German URLs do; other accents are dropped.
const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o' };

/** A lower-case ASCII URL segment: 'Akku-Bohrschrauber 18 V' → 'akku-bohrschrauber-18-v'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæœø]/g, (c) => spelledOut[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `text` as a slug (else `fallback`), numbered -2, -3 … until no slug in `taken` is the same. */
export function uniqueSlug(text: string, taken: ReadonlySet<string | undefined>, fallback: string): string {
  const base = slugify(text) || fallback;
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * A new attribute value's stable name in URLs and filters, from its default-language name: how
 * imports and the back office name the values they add alike.
 */
export const optionValue = (defaultName: string, taken: ReadonlySet<string | undefined>) =>
  uniqueSlug(defaultName, taken, 'value');
