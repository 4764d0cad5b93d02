import type { StaffOrder } from '@shop/client';
import { useTranslations } from 'use-intl';
import { useFormat } from '../../i18n/i18n';
import { Card } from '../../ui/Card';

/** The staff's notes on the order, and the customer's comments on it. */
export function OrderNotes({ detail }: { detail: StaffOrder }) {
  const t = useTranslations();
  const format = useFormat();
  const { notes, order } = detail;
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
      {order.comments.length > 0 && (
        <>
          <h3>{t('order.customerComments')}</h3>
          <ul className="timeline">
            {order.comments.map((comment) => (
              <li key={comment.createdDate}>
                <p className="pre">{comment.text}</p>
                <span className="sub">{format.dateTime(comment.createdDate)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
