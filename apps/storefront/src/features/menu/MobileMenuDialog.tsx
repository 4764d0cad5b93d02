'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useUiStore } from '@/features/chrome/ui-store';
import { mediaUrl } from '@/lib/media';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { Icon } from '@/ui/Icon';
import { useReturnFocus } from '@/ui/return-focus';
import { MenuLink } from './MenuLink';
import { childrenOf, forDevice, type MenuNode } from './menu';

/** The spec caps images in the mobile menu at 50 px wide. */
const MOBILE_IMAGE_WIDTH = 50;

const rowClass =
  'flex min-h-12 w-full items-center gap-3 border-b border-line px-4 text-left text-base hover:bg-surface-muted';

function Chevron() {
  return <Icon name="forward" className="ms-auto size-5 text-ink-muted" />;
}

/**
 * The phone menu (also opened on desktop by an `opensidebar` entry): a dialog whose title bar says
 * 'Menu' at the top level and offers 'Back' below it. An entry with children opens its submenu,
 * whose first entry 'All' leads to the parent; choosing a leaf closes the menu. Loaded when first
 * opened (MobileMenu).
 */
export function MobileMenuDialog({ nodes: all }: { nodes: MenuNode[] }) {
  const nodes = useMemo(() => forDevice(all, 'mobile'), [all]);
  const t = useTranslations('Menu');
  const { mobileMenuOpen, mobileMenuPath, setMobileMenuOpen, enterSubmenu, leaveSubmenu } = useUiStore();

  let parent: MenuNode | undefined;
  let level = nodes;
  for (const key of mobileMenuPath) {
    parent = level.find((n) => n.key === key);
    level = parent ? childrenOf(parent) : [];
  }
  const close = () => setMobileMenuOpen(false);
  const returnFocus = useReturnFocus();
  const list = useRef<HTMLUListElement>(null);
  useLevelFocus(list, mobileMenuOpen ? mobileMenuPath : undefined);

  return (
    <Dialog.Root open={mobileMenuOpen} onOpenChange={setMobileMenuOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-surface shadow-overlay focus:outline-none"
        >
          <div className="flex min-h-14 items-center gap-2 border-b border-line px-2">
            {parent ? (
              <>
                <button
                  type="button"
                  onClick={leaveSubmenu}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold hover:bg-surface-muted"
                >
                  <Icon name="back" />
                  {t('back')}
                </button>
                <Dialog.Title className="truncate text-base font-semibold">{parent.title}</Dialog.Title>
              </>
            ) : (
              <Dialog.Title className="px-2 text-lg font-semibold">{t('menu')}</Dialog.Title>
            )}
            <DialogCloseButton label={t('close')} />
          </div>
          <nav aria-label={parent?.title ?? t('menu')} className="flex-1 overflow-y-auto">
            <ul ref={list}>
              {parent?.href && (
                <li>
                  <MenuLink
                    node={{ ...parent, classes: undefined }}
                    onNavigate={close}
                    className={`${rowClass} font-semibold`}
                  >
                    {t('all')}
                  </MenuLink>
                </li>
              )}
              {level.map((node) => (
                <li key={node.key}>
                  {childrenOf(node).length > 0 ? (
                    <button
                      type="button"
                      className={rowClass}
                      data-submenu={node.key}
                      onClick={() => enterSubmenu(node.key)}
                    >
                      <MobileImage node={node} />
                      <span className={node.titleClasses}>{node.title}</span>
                      <Chevron />
                    </button>
                  ) : (
                    <MenuLink node={node} onNavigate={close} className={rowClass}>
                      <MobileImage node={node} />
                      <span className={node.titleClasses}>{node.title}</span>
                    </MenuLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Moves the focus with the shopper between levels, as the entry they chose disappears with its
 * level: into a submenu, onto its first entry ('All', or its first item); back up, onto the entry
 * whose submenu was left. Opening the menu is Radix's (its first focusable), closing it
 * useReturnFocus's; `path` is undefined while the menu is closed.
 */
function useLevelFocus(list: RefObject<HTMLUListElement | null>, path: string[] | undefined) {
  const previous = useRef(path);
  useEffect(() => {
    const before = previous.current;
    previous.current = path;
    // Closing empties the path too: then the focus goes back to the menu's opener (useReturnFocus).
    if (!path || !before) return;
    if (path.length > before.length) list.current?.querySelector<HTMLElement>('a, button')?.focus();
    else if (path.length < before.length)
      list.current?.querySelector<HTMLElement>(`[data-submenu="${CSS.escape(before[path.length] ?? '')}"]`)?.focus();
  }, [list, path]);
}

function MobileImage({ node }: { node: MenuNode }) {
  if (!node.image) return null;
  const width = Math.min(node.image.width ?? MOBILE_IMAGE_WIDTH, MOBILE_IMAGE_WIDTH);
  // biome-ignore lint/performance/noImgElement: content images are small SVGs from the media service
  return <img src={mediaUrl(node.image.src)} alt="" width={width} height={width} className="shrink-0 rounded-sm" />;
}
