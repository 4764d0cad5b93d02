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
