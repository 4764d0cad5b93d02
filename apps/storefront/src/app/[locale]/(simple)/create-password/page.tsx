import { PasswordPage } from '@/features/account/PasswordPage';
import { type LocalePageProps, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('createPassword');

/** Set a first or a new password from an invitation or reset e-mail's link. */
export default async function CreatePasswordPage({ params, searchParams }: LocalePageProps<'token'>) {
  return <PasswordPage locale={await pageLocale(params)} name="createPassword" token={(await searchParams).token} />;
}
