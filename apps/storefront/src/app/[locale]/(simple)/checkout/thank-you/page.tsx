import { redirect } from '@/i18n/navigation';
import { type LocaleParams, pageLocale } from '@/lib/page';

/** A thank-you page names its order; without one there is nothing to thank for: home. */
export default async function ThankYouPage({ params }: { params: Promise<LocaleParams> }) {
  redirect({ href: '/', locale: await pageLocale(params) });
}
