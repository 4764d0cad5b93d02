'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { IconButton } from '@/ui/IconButton';

/** Opens the menu: the header's button on phones. */
export function MobileMenuButton() {
  const t = useTranslations('Menu');
  const toggle = useUiStore((s) => s.toggleMobileMenu);
  return (
    <IconButton
      icon="menu"
      iconClassName="size-6"
      label={t('open')}
      onClick={toggle}
      className="size-11 hover:bg-surface-muted desktop:hidden"
    />
  );
}
