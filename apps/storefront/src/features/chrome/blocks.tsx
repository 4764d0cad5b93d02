import { contentConfigSchemas, type LocaleCode } from '@shop/contracts';
import { Link } from '@/i18n/navigation';
import { loadContent } from '@/lib/content';
import { Html } from '@/ui/Html';
import { NotificationBarClient } from './NotificationBarClient';

/** The dismissible notification bar from the 'notification-bar' block. */
export async function NotificationBar({ locale }: { locale: LocaleCode }) {
  const entry = await loadContent('block', 'notification-bar', locale);
  if (!entry?.content.trim()) return null;
  const config = contentConfigSchemas.block['notification-bar'].safeParse(entry.config);
  return <NotificationBarClient html={entry.content} {...(config.success ? config.data : {})} />;
}

/** The top bar from the 'top-banner' block: the shop's promises, above the header. */
export async function TopBar({ locale }: { locale: LocaleCode }) {
  const entry = await loadContent('block', 'top-banner', locale);
  if (!entry?.content.trim()) return null;
  const parsed = contentConfigSchemas.block['top-banner'].safeParse(entry.config);
  const config = parsed.success ? parsed.data : {};
  const text = <Html className="content-inline" html={entry.content} />;
  return (
    <div
      className="bg-brand-strong text-xs text-white"
      style={config.backgroundColor ? { backgroundColor: config.backgroundColor } : undefined}
    >
      <div className="mx-auto flex min-h-8 max-w-page items-center justify-center px-4 py-1 text-center md:px-6">
        {config.href ? (
          <Link href={config.href} className="hover:underline">
            {text}
          </Link>
        ) : (
          text
        )}
      </div>
    </div>
  );
}
