import { siteConfig } from '@shop/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { Container } from '@/ui/Container';

// Home carries the shop title alone.
export const metadata: Metadata = { title: { absolute: siteConfig.shopTitle } };

export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className="bg-brand-soft">
      <Container className="py-12 md:py-20">
        <h1 className="text-3xl font-bold text-brand-strong md:text-4xl">{siteConfig.shopTitle}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('tagline')}</p>
      </Container>
    </section>
  );
}
