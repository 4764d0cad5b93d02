'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/features/chrome/ui-store';
import { bottomItemClass } from './bottom-nav';

export function BottomMenuButton() {
  const t = useTranslations('Menu');
  const open = useUiStore((s) => s.mobileMenuOpen);
  const toggle = useUiStore((s) => s.toggleMobileMenu);
  return (
    <button type="button" onClick={toggle} aria-expanded={open} className={bottomItemClass}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
      {t('menu')}
    </button>
  );
}
