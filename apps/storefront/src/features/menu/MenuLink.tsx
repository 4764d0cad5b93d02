import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cx } from '@/ui/cx';
import type { MenuNode } from './menu';

interface MenuLinkProps {
  node: MenuNode;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}

/** A menu entry's link: inside the shop through the locale-aware Link, outside as a plain anchor. */
export function MenuLink({ node, className, children, onNavigate }: MenuLinkProps) {
  const content = children ?? <span className={node.titleClasses}>{node.title}</span>;
  const classes = cx(node.classes, className);
  const target = node.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (!node.href) return <span className={classes}>{content}</span>;
  if (/^(https?:|mailto:|tel:)/i.test(node.href))
    return (
      <a href={node.href} className={classes} onClick={onNavigate} {...target}>
        {content}
      </a>
    );
  return (
    <Link href={node.href} className={classes} onClick={onNavigate} {...target}>
      {content}
    </Link>
  );
}
