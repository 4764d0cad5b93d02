'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Icon } from '@/ui/Icon';

/** Opens the menu: the header's button on phones. */
export function MobileMenuButton() {
  const t = useTranslations('Menu');
  const toggle = useUiStore((s) => s.toggleMobileMenu);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t('open')}
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted desktop:hidden"
    >
      <Icon name="menu" className="size-6" />
    </button>
  );
}
