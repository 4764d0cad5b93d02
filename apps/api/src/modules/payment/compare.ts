import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets (MACs, keys) in constant time; texts of another byte length simply differ. */
export function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
