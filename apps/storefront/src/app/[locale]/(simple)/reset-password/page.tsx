import { PasswordPage } from '@/features/account/PasswordPage';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('resetPassword');

/** Choose a new password from a reset e-mail's link. */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  return <PasswordPage locale={await pageLocale(params)} name="resetPassword" token={(await searchParams).token} />;
}
