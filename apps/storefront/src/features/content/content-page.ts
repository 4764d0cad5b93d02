import { type LocaleCode, localeCodes } from '@shop/contracts';
import type { Metadata } from 'next';
import { fetchContent } from '@/lib/content';
import { alternates, plainText } from '@/lib/seo';

/**
 * A content page (e.g. agb) in the locale or its fallback; undefined when there is none. Unlike
 * chrome blocks, a failing API is an error here: the page has nothing else to show.
 */
export async function loadContentPage(identifier: string, locale: LocaleCode) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(identifier)) return undefined;
  return (await fetchContent('page', identifier, locale)) ?? undefined;
}

/**
 * Title, description and language alternates of a content page. Without a description of its own
 * the page is described by the start of its text: an unset key would blank the shop's description.
 */
export async function contentPageMetadata(identifier: string, locale: string): Promise<Metadata> {
  const entry = await loadContentPage(identifier, locale as LocaleCode);
  if (!entry) return {};
  const { title, description } = entry.config as { title?: string; description?: string };
  // A locale without its own entry shows the default locale's; one whose page is missing has none.
  const found = await Promise.all(
    localeCodes.map(async (code) => [code, await loadContentPage(identifier, code)] as const),
  );
  const existing = new Set(found.filter(([, page]) => page).map(([code]) => code));
  const metadata: Metadata = {
    alternates: alternates(locale, (code) => (existing.has(code) ? `/i/${identifier}` : undefined)),
  };
  if (title) metadata.title = title;
  const summary = description ?? plainText(entry.content).slice(0, 160);
  if (summary) metadata.description = summary;
  return metadata;
}
