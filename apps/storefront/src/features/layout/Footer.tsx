import { contentConfigSchemas, type LocaleCode, localize } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { SocialIcon, socialLabels } from '@/features/chrome/SocialIcon';
import { getBranding } from '@/features/settings/settings';
import { Link } from '@/i18n/navigation';
import { loadContent } from '@/lib/content';
import { shopTitle } from '@/lib/shop-title';
import { Container } from '@/ui/Container';
import { Html } from '@/ui/Html';

const external = (url: string) => /^(https?:|mailto:|tel:)/i.test(url);

/** The footer from the 'footer' block: link columns, social links and a free text (address). */
export async function Footer({ locale }: { locale: LocaleCode }) {
  const [t, entry, branding] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    loadContent('block', 'footer', locale),
    getBranding(locale),
  ]);
  const parsed = contentConfigSchemas.block.footer.safeParse(entry?.config);
  const footer = parsed.success ? parsed.data : { columns: [], social: [] };
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted pb-20 text-sm text-ink-muted desktop:pb-0">
      <Container className="grid gap-8 py-10 md:grid-cols-2 lg:grid-cols-4">
        {footer.columns.map((column) => {
          const header = localize(column.header, locale);
          return (
            <nav key={header} aria-label={header}>
              <h2 className="mb-3 text-sm font-semibold text-ink">{header}</h2>
              <ul className="space-y-2">
                {column.items.map((item) => {
                  const label = localize(item.label, locale);
                  return (
                    <li key={item.url + label}>
                      {external(item.url) ? (
                        <a href={item.url} className="hover:text-brand hover:underline">
                          {label}
                        </a>
                      ) : (
                        <Link href={item.url} className="hover:text-brand hover:underline">
                          {label}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          );
        })}
        {(entry?.content.trim() || footer.social.length > 0) && (
          <div>
            {entry?.content.trim() && <Html className="content-html" html={entry.content} />}
            {footer.social.length > 0 && (
              <ul className="mt-4 flex gap-2" aria-label={t('social')}>
                {footer.social.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={socialLabels[link.icon]}
                      className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface hover:border-brand hover:text-brand"
                    >
                      <SocialIcon icon={link.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Container>
      <div className="border-t border-line">
        <Container className="py-4 text-xs">
          {t('copyright', { year: new Date().getFullYear(), shop: shopTitle(branding) })}
        </Container>
      </div>
    </footer>
  );
}
