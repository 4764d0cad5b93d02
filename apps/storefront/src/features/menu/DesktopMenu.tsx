'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUiStore } from '@/features/chrome/ui-store';
import { mediaUrl } from '@/lib/media';
import { cx } from '@/ui/cx';
import { Icon } from '@/ui/Icon';
import { MenuLink } from './MenuLink';
import { childrenOf, forDevice, groupsOf, hasDropdown, type MenuNode } from './menu';

/** The spec's timings: a dropdown opens after 100 ms of hover and lists its entries 100 ms later. */
const ACTIVATION_DELAY = 100;
const LIST_DELAY = 100;

interface DesktopMenuProps {
  /** The whole menu, not only its desktop entries: see MobileMenuDrawer. */
  nodes: MenuNode[];
  fullRow: boolean;
  /** How long a dropdown stays open after the pointer leaves it (setting leaveMenuTimeout). */
  leaveTimeout: number;
}

function PanelEntry({ node, close }: { node: MenuNode; close: () => void }) {
  if (node.kind === 'container' || node.kind === 'container-inline') {
    return (
      <div className={cx('min-w-44', node.classes)}>
        <MenuLink
          node={{ ...node, classes: undefined }}
          onNavigate={close}
          className="mb-2 block font-semibold text-ink hover:text-brand"
        />
        <ul className={cx(node.kind === 'container-inline' ? 'flex flex-wrap gap-x-4 gap-y-1' : 'space-y-1')}>
          {childrenOf(node).map((child) => (
            <li key={child.key}>
              <MenuLink node={child} onNavigate={close} className="text-sm text-ink-muted hover:text-brand" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <MenuLink node={node} onNavigate={close} className="flex items-start gap-3 rounded-md p-2 hover:bg-surface-muted">
      {node.image && (
        // biome-ignore lint/performance/noImgElement: content images are small SVGs from the media service
        <img
          src={mediaUrl(node.image.src)}
          alt=""
          width={node.image.width ?? 48}
          height={node.image.width ?? 48}
          className="shrink-0 rounded-sm"
        />
      )}
      <span>
        <span className={cx('block text-sm font-semibold', node.titleClasses)}>{node.title}</span>
        {node.description && <span className="block text-xs text-ink-muted">{node.description}</span>}
      </span>
    </MenuLink>
  );
}

function Dropdown({ node, id, close }: { node: MenuNode; id: string; close: () => void }) {
  const t = useTranslations('Menu');
  const [listed, setListed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setListed(true), LIST_DELAY);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div id={id} className="absolute inset-x-0 top-full z-30 border-t border-line bg-surface shadow-overlay">
      <div className="mx-auto max-w-page px-6 py-6">
        {listed && (
          <>
            {node.href && (
              <MenuLink
                node={{ ...node, classes: undefined }}
                onNavigate={close}
                className="mb-4 inline-block text-sm font-semibold text-brand hover:underline"
              >
                {t('showAll', { title: node.title })}
              </MenuLink>
            )}
            <div className="flex flex-wrap gap-8">
              {groupsOf(childrenOf(node)).map((group) => (
                <ul key={group.name ?? ''} className={cx('grid min-w-52 content-start gap-1', group.classes)}>
                  {group.items.map((child) => (
                    <li key={child.key}>
                      <PanelEntry node={child} close={close} />
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The main menu on desktop: hover or click opens a dropdown, only one at a time, Escape closes it. */
export function DesktopMenu({ nodes: all, fullRow, leaveTimeout }: DesktopMenuProps) {
  const nodes = useMemo(() => forDevice(all, 'desktop'), [all]);
  const t = useTranslations('Menu');
  const openKey = useUiStore((s) => s.openDropdown);
  const setOpen = useUiStore((s) => s.setOpenDropdown);
  const openSidebar = useUiStore((s) => s.setMobileMenuOpen);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const baseId = useId();

  const schedule = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(null);
  };

  return (
    <nav
      aria-label={t('mainNavigation')}
      className="hidden desktop:block"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <ul className={cx('flex items-stretch', fullRow ? 'justify-between' : 'gap-1')}>
        {nodes.map((node) => {
          const open = openKey === node.key;
          const panelId = `${baseId}-${node.key}`;
          const itemClass = cx(
            'inline-flex min-h-12 items-center gap-1 px-3 text-sm font-semibold hover:text-brand',
            open && 'text-brand',
            node.titleClasses,
          );
          return (
            <li
              key={node.key}
              className={node.classes}
              onMouseEnter={() => hasDropdown(node) && schedule(() => setOpen(node.key), ACTIVATION_DELAY)}
              onMouseLeave={() => hasDropdown(node) && schedule(() => setOpen(null), leaveTimeout)}
              onBlur={(e) => {
                if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
              }}
            >
              {node.opensidebar ? (
                <button type="button" className={itemClass} onClick={() => openSidebar(true)}>
                  {node.title}
                </button>
              ) : hasDropdown(node) ? (
                <button
                  type="button"
                  className={itemClass}
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => (open ? close() : setOpen(node.key))}
                >
                  {node.title}
                  <Icon name="expand" className={cx('size-4 transition-transform', open && 'rotate-180')} />
                </button>
              ) : (
                <MenuLink node={{ ...node, classes: undefined }} className={itemClass} />
              )}
              {open && hasDropdown(node) && <Dropdown node={node} id={panelId} close={close} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
