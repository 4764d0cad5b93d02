import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { fetchContent } from '@/lib/content';

/**
 * A content page (e.g. agb) in the locale or its fallback; undefined when there is none. Unlike
 * chrome blocks, a failing API is an error here: the page has nothing else to show.
 */
export async function loadContentPage(identifier: string, locale: LocaleCode) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(identifier)) return undefined;
  return (await fetchContent('page', identifier, locale)) ?? undefined;
}

export async function contentPageMetadata(identifier: string, locale: string): Promise<Metadata> {
  const entry = await loadContentPage(identifier, locale as LocaleCode);
  if (!entry) return {};
  const { title, description } = entry.config as { title?: string; description?: string };
  return { title, description };
}
