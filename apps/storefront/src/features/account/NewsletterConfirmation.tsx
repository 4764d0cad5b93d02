import { getTranslations } from 'next-intl/server';
import { Container } from '@/ui/Container';
import { PageHeading } from '@/ui/PageHeading';
import { NewsletterConfirming } from './NewsletterConfirming';

/** The page a newsletter confirmation e-mail's link opens. */
export async function NewsletterConfirmation({ locale, token }: { locale: string; token: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <PageHeading>{t('newsletterConfirmation')}</PageHeading>
      <Container className="pb-12">
        <NewsletterConfirming token={token} />
      </Container>
    </>
  );
}
