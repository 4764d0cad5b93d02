import { ErrorView } from '@/features/errors/ErrorView';
import { type LocaleParams, pageLocale } from '@/lib/page';

/**
 * The 404 page. The proxy rewrites every unknown path here with status 404, so it is rendered on
 * the server (Next 16 leaves notFound() from a page to the browser). Its metadata comes from
 * ../not-found.tsx, as Next reads it for any 404 answer.
 */
export default async function NotFoundPage({ params }: { params: Promise<LocaleParams> }) {
  await pageLocale(params);
  return <ErrorView status={404} />;
}
