import { useTranslations } from 'next-intl';
import { Html } from '@/ui/Html';

/** The product's description, as the API gives its HTML. */
export function ProductDescription({ html }: { html: string }) {
  const t = useTranslations('Product');
  return (
    <section aria-labelledby="description" className="mt-10 max-w-3xl">
      <h2 id="description" className="mb-3 text-xl font-bold">
        {t('description')}
      </h2>
      <Html className="content-html" html={html} />
    </section>
  );
}
