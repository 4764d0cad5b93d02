import { createHash } from 'node:crypto';
import { staffRefusal } from '../../../lib/domain-errors';
import { type ProductRecord, type Section, sectionKey, sections } from '../record';

// A product's version is its content: a short hash of each section of its record, so any change by
// anyone (an import, a feed, an order taking stock, another editor) moves it, and a save at an old
// version can say which parts changed meanwhile.

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 10);

export const versionOf = (record: ProductRecord): string =>
  sections.map((section) => hashOf(sectionKey(record, section))).join('.');

/** The sections of `record` that differ from the version read; every section when the version is no version. */
function changedSince(version: string, record: ProductRecord): Section[] {
  const read = version.split('.');
  if (read.length !== sections.length) return [...sections];
  return sections.filter((section, i) => read[i] !== hashOf(sectionKey(record, section)));
}

/** Refuses a save at a version the product has no longer, naming what changed meanwhile. */
export function checkVersion(version: string, before: ProductRecord) {
  const changed = changedSince(version, before);
  if (changed.length > 0)
    throw staffRefusal('CONFLICT', 'productChanged', { sku: before.sku }, { changed, version: versionOf(before) });
}
