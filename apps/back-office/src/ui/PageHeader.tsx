import { type ReactNode, useEffect } from 'react';
import { useT } from '../i18n/i18n';

/** The page's one h1, the browser tab's title, and the page's main actions beside the heading. */
export function PageHeader({ title, children, lead }: { title: string; children?: ReactNode; lead?: ReactNode }) {
  const t = useT();
  useEffect(() => {
    document.title = `${title} · ${t('shell.title')}`;
  }, [title, t]);
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
      {children && <div className="page-actions">{children}</div>}
    </div>
  );
}
