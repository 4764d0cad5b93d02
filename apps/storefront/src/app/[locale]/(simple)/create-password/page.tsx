import { getTranslations } from 'next-intl/server';
import { CreatePasswordForm } from '@/features/account/CreatePasswordForm';
import { PageHeading } from '@/features/layout/PageHeading';
import { type LocaleParams, namedPageMetadata, pageLocale } from '@/lib/page';
import { Container } from '@/ui/Container';

export const generateMetadata = namedPageMetadata('createPassword');

/** Opened from the e-mail link (?token=…): choose a new password. */
export default async function CreatePasswordPage({
  params,
  searchParams,
}: {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Pages' });
  const { token } = await searchParams;
  return (
    <>
      <PageHeading>{t('createPassword')}</PageHeading>
      <Container className="pb-12">
        <CreatePasswordForm token={Array.isArray(token) ? token[0] : token} />
      </Container>
    </>
  );
}
