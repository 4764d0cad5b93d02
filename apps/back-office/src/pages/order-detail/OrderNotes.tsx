import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';

/** The staff's notes on the order (the customer's words are in its messages). */
export function OrderNotes({ detail }: { detail: StaffOrder }) {
  const t = useTranslations();
  const format = useFormat();
  const { notes } = detail;
  return (
    <Card title={t('order.notes')}>
      {notes.length === 0 ? (
        <p className="muted">{t('order.noNotes')}</p>
      ) : (
        <ul className="timeline">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="pre">{note.text}</p>
              <span className="sub">
                {note.author} · {format.dateTime(note.createdDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
