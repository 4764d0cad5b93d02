'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { Icon } from '@/ui/Icon';
import { bottomItemClass } from './bottom-nav';

export function BottomMenuButton() {
  const t = useTranslations('Menu');
  const open = useUiStore((s) => s.mobileMenuOpen);
  const toggle = useUiStore((s) => s.toggleMobileMenu);
  return (
    <button type="button" onClick={toggle} aria-expanded={open} className={bottomItemClass}>
      <Icon name="menu" className="size-6" />
      {t('menu')}
    </button>
  );
}
