import { NewsletterConfirmation } from '@/features/account/NewsletterConfirmation';
import { type LocalePageProps, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('newsletterConfirmation');

/** Confirms a newsletter subscription with the token of its e-mail's link (double opt-in). */
export default async function NewsletterConfirmationPage({ params, searchParams }: LocalePageProps<'token'>) {
  const token = (await searchParams).token;
  return <NewsletterConfirmation locale={await pageLocale(params)} token={Array.isArray(token) ? token[0] : token} />;
}
