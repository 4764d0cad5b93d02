import { getTranslations } from 'next-intl/server';
import type { PageName } from '@/lib/page';
import { Container } from '@/ui/Container';
import { PageHeading } from '@/ui/PageHeading';
import { CreatePasswordForm } from './CreatePasswordForm';

/** The pages opened from an e-mail link (?token=…) to choose a password. */
export async function PasswordPage({
  locale,
  name,
  token,
}: {
  locale: string;
  name: PageName;
  token: string | string[] | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <PageHeading>{t(name)}</PageHeading>
      <Container className="pb-12">
        <CreatePasswordForm token={Array.isArray(token) ? token[0] : token} />
      </Container>
    </>
  );
}
