import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/ui/button-styles';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * The customer's own data on My profile (GDPR articles 15, 17 and 20): a file of everything the
 * shop stores of them (exportMyData, a plain download through the shop's /api), and deleting the account.
 */
export async function MyData({ locale, email }: { locale: string; email: string }) {
  const t = await getTranslations({ locale, namespace: 'AccountPages.myData' });
  return (
    <>
      <section className="space-y-4" aria-labelledby="my-data-download">
        <h2 id="my-data-download" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="max-w-xl">{t('downloadText')}</p>
        <a href="/api/me/data" download className={buttonClass('secondary')}>
          {t('download')}
        </a>
      </section>
      <section className="space-y-4" aria-labelledby="my-data-delete">
        <h2 id="my-data-delete" className="text-xl font-bold">
          {t('deleteTitle')}
        </h2>
        <p className="max-w-xl">{t('deleteText')}</p>
        <DeleteAccountDialog email={email} />
      </section>
    </>
  );
}
