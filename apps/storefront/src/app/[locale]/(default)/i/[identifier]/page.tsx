import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/features/content/ContentPage';
import { contentPageMetadata, loadContentPage } from '@/features/content/content-page';
import { type LocaleParams, pageLocale } from '@/lib/page';

type Params = LocaleParams & { identifier: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { identifier, locale } = await params;
  return contentPageMetadata(identifier, locale);
}

/** Info page from the content service, e.g. /i/agb. */
export default async function InfoPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params);
  const entry = await loadContentPage((await params).identifier, locale);
  if (!entry) notFound();
  return <ContentPage entry={entry} />;
}
