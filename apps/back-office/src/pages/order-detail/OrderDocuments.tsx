import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { orderKeys } from '../../queries/orders';
import { Card } from '../../ui/Card';
import { Hidden } from '../../ui/Field';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

/** An order's invoice, credit notes and delivery notes, each to download as it was issued. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const t = useTranslations();
  const format = useFormat();
  // Under the order's detail key: a change of the order (shipped, cancelled) fetches them again.
  const documents = useQuery({
    queryKey: [...orderKeys.detail(orderId), 'documents'],
    queryFn: () => api.listAdminOrderDocuments({ params: { id: orderId } }),
  });
  return (
    <Card title={t('order.documents')} className="span-2">
      {documents.error ? (
        <ErrorNote error={documents.error} />
      ) : documents.data?.data.length === 0 ? (
        <p className="muted">{t('order.noDocuments')}</p>
      ) : (
        <Table
          caption={t('order.documents')}
          columns={[
            t('order.document'),
            t('order.documentNumber'),
            t('order.issued'),
            { label: t('order.amount'), numeric: true },
          ]}
        >
          {documents.data?.data.map((document) => (
            <tr key={document.id}>
              <td>{t(`order.documentKind.${document.kind}`)}</td>
              <td>
                <a href={`/admin/api/orders/${orderId}/documents/${document.id}`} download={`${document.number}.pdf`}>
                  {document.number}
                  <Hidden> ({t('order.downloadPdf')})</Hidden>
                </a>
              </td>
              <td>{format.date(document.issuedAt)}</td>
              <td className="number">
                {document.kind === 'delivery_note' ? '—' : format.money(document.grandTotal, document.currency)}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}
