import { useTranslations } from 'next-intl';
import { Html } from '@/ui/Html';
import { Section } from '@/ui/Section';

/** The product's description, as the API gives its HTML. */
export function ProductDescription({ html }: { html: string }) {
  const t = useTranslations('Product');
  return (
    <Section id="description" title={t('description')} className="mt-10 max-w-3xl space-y-4">
      <Html className="content-html" html={html} />
    </Section>
  );
}
