import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/features/content/ContentPage';
import { contentPageMetadata, loadContentPage } from '@/features/content/content-page';
import { type LocaleParams, pageLocale } from '@/lib/page';

type Params = LocaleParams & { path: string[] };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { path, locale } = await params;
  return path.length === 1 ? contentPageMetadata(path[0]!, locale) : {};
}

/** The catch-all: /{identifier} is an info page; any other unknown path is the 404 page. */
export default async function CatchAllPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params);
  const { path } = await params;
  const entry = path.length === 1 ? await loadContentPage(path[0]!, locale) : undefined;
  if (!entry) notFound();
  return <ContentPage entry={entry} />;
}
