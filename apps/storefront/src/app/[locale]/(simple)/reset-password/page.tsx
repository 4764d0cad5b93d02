import { PasswordPage } from '@/features/account/PasswordPage';
import { type LocalePageProps, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('resetPassword');

/** Choose a new password from a reset e-mail's link. */
export default async function ResetPasswordPage({ params, searchParams }: LocalePageProps<'token'>) {
  return <PasswordPage locale={await pageLocale(params)} name="resetPassword" token={(await searchParams).token} />;
}
