import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';

/**
 * The page's one h1, the browser tab's title, and the page's main actions beside the heading.
 * With `focus`, the heading takes the focus when the page opens: a page the member was sent to
 * (the login page after signing out) starts there, not on the body. It can take the focus from a
 * script (not from Tab) for the same reason: when what the member used is gone (ui/Modal.tsx).
 */
export function PageHeader({
  title,
  children,
  lead,
  focus = false,
}: {
  title: string;
  children?: ReactNode;
  lead?: ReactNode;
  focus?: boolean;
}) {
  const t = useTranslations();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t('shell.title')}`;
  }, [title, t]);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="page-header">
      <div>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
      {children && <div className="page-actions">{children}</div>}
    </div>
  );
}
