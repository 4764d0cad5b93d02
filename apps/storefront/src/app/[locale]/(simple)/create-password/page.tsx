import { PasswordPage } from '@/features/account/PasswordPage';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';

export const generateMetadata = namedPageMetadata('createPassword');

/** Set a first or a new password from an invitation or reset e-mail's link. */
export default async function CreatePasswordPage({
  params,
  searchParams,
}: {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  return <PasswordPage locale={await pageLocale(params)} name="createPassword" token={(await searchParams).token} />;
}
