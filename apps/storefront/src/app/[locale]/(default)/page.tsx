import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBranding } from '@/features/settings/settings';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { shopTitle } from '@/lib/shop-title';
import { Container } from '@/ui/Container';

// Home carries the shop title alone.
export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: { absolute: shopTitle(await getBranding(locale as LocaleCode)) } };
}

export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const [t, branding] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getBranding(locale)]);
  return (
    <section className="bg-brand-soft">
      <Container className="py-12 md:py-20">
        <h1 className="text-3xl font-bold text-brand-strong md:text-4xl">{shopTitle(branding)}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('tagline')}</p>
      </Container>
    </section>
  );
}
