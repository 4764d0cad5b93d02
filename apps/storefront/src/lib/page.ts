import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Messages } from '@/i18n/request';

export type LocaleParams = { locale: string };
export type PageName = keyof Messages['Pages'];

/** A page's props: the route's locale, and the query parameters the page reads. */
export type LocalePageProps<Query extends string = never> = {
  params: Promise<LocaleParams>;
  searchParams: Promise<Partial<Record<Query, string | string[]>>>;
};

/** Reads the locale of a route and makes it the request's locale. */
export async function pageLocale(params: Promise<LocaleParams>): Promise<LocaleCode> {
  const { locale } = await params;
  setRequestLocale(locale);
  return locale as LocaleCode;
}

/** Metadata of a page named in the route table: its title is '<page name> | <shop title>'. */
export function namedPageMetadata(name: PageName) {
  return async ({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return { title: t(name) };
  };
}
