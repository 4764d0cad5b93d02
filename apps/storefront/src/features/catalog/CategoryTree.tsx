import type { CategoryNode } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/routes';
import { cx } from '@/ui/cx';

function Branch({ nodes, depth }: { nodes: CategoryNode[]; depth: number }) {
  return (
    <ul className={cx('space-y-0.5', depth > 0 && 'ms-3 border-s border-line ps-2')}>
      {nodes.map((node) => {
        const open = node.isCurrent || containsCurrent(node);
        return (
          <li key={node.id}>
            <Link
              href={paths.category(node.path)}
              aria-current={node.isCurrent ? 'page' : undefined}
              className={cx(
                'flex items-center justify-between gap-2 rounded-sm px-2 py-1 text-sm hover:bg-surface-muted',
                node.isCurrent && 'bg-brand-soft font-semibold text-brand-strong',
              )}
            >
              <span>{node.name}</span>
              <span className="text-xs text-ink-muted">{node.productCount}</span>
            </Link>
            {open && node.children.length > 0 && <Branch nodes={node.children} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}

const containsCurrent = (node: CategoryNode): boolean => node.children.some((c) => c.isCurrent || containsCurrent(c));

/**
 * The category bar: the current root's subtree, opened down to the current category. With
 * displayCategoryRootName the root's name heads it; otherwise 'Categories' does.
 */
export async function CategoryTree({ root, showRootName }: { root: CategoryNode; showRootName: boolean }) {
  const t = await getTranslations('Catalog');
  return (
    <nav aria-label={t('categories')}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {showRootName ? (
          <Link href={paths.category(root.path)} className="hover:text-brand">
            {root.name}
          </Link>
        ) : (
          t('categories')
        )}
      </h2>
      <Branch nodes={root.children} depth={0} />
    </nav>
  );
}
