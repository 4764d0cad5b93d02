import type { LocaleCode } from '@shop/contracts';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { loadCategory } from '@/features/catalog/loaders';
import { getBranding } from '@/features/settings/settings';
import { Link } from '@/i18n/navigation';
import { logProblem } from '@/lib/log';
import { mediaUrl } from '@/lib/media';
import { type LocaleParams, pageLocale } from '@/lib/page';
import { alternates } from '@/lib/seo';
import { shopTitle } from '@/lib/shop-title';
import { paths } from '@/routes';
import { Container } from '@/ui/Container';

// Home carries the shop title alone.
export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { locale } = await params;
  return {
    title: { absolute: shopTitle(await getBranding(locale as LocaleCode)) },
    alternates: alternates(locale, () => '/'),
  };
}

export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const locale = await pageLocale(params);
  const [t, branding, { categories }] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getBranding(locale),
    // Home stays up without the catalogue: the category grid is left out and the error logged.
    loadCategory(locale, []).catch(async (error: unknown) => {
      logProblem('error', 'categories unavailable for the home page', error, (await headers()).get('x-request-id'));
      return { categories: [] };
    }),
  ]);
  return (
    <>
      <section className="bg-brand-soft">
        <Container className="py-10 md:py-16">
          <h1 className="text-3xl font-bold text-brand-strong md:text-4xl">{shopTitle(branding)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('tagline')}</p>
        </Container>
      </section>
      {categories.length > 0 && (
        <Container className="py-10">
          <h2 className="mb-6 text-2xl font-bold">{t('categories')}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id} className="flex gap-4 rounded-lg border border-line p-4 hover:shadow-card">
                {category.image && (
                  // biome-ignore lint/performance/noImgElement: SVG category images from the media service
                  <img
                    src={mediaUrl(`${category.image}?w=150&h=150`)}
                    alt=""
                    width={96}
                    height={96}
                    className="size-24 shrink-0 rounded-md"
                  />
                )}
                <div className="min-w-0">
                  <h3 className="font-semibold">
                    <Link href={paths.category(category.path)} className="hover:text-brand hover:underline">
                      {category.name}
                    </Link>
                  </h3>
                  <p className="text-xs text-ink-muted">{t('productCount', { count: category.productCount })}</p>
                  {/* Each link at least 24 px high: WCAG 2.2 target size for a list of small links. */}
                  <ul className="mt-1 text-sm">
                    {category.children.slice(0, 4).map((child) => (
                      <li key={child.id}>
                        <Link
                          href={paths.category(child.path)}
                          className="inline-flex min-h-6 items-center text-ink-muted hover:text-brand hover:underline"
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      )}
    </>
  );
}
