import type { OrderDocument } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { orderKeys } from '../../queries/orders';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Confirm';
import { Hidden } from '../../ui/Field';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

/**
 * An order's invoice, credit notes and delivery notes, each to download as it was issued, or to
 * send again to the order's address (asked first: a mail cannot be called back).
 */
export function OrderDocuments({ orderId, email }: { orderId: number; email: string }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  // Under the order's detail key: a change of the order (shipped, cancelled) fetches them again.
  const documents = useQuery({
    queryKey: [...orderKeys.detail(orderId), 'documents'],
    queryFn: () => api.listAdminOrderDocuments({ params: { id: orderId } }),
  });
  const [asked, setAsked] = useState<OrderDocument | null>(null);
  const [said, setSaid] = useState('');
  const resend = useMutation({
    mutationFn: (document: OrderDocument) =>
      api.resendOrderDocument({ params: { id: orderId, documentId: document.id } }),
    onSuccess: (sent, document) => {
      setAsked(null);
      setSaid(
        t('order.resent', {
          document: t(`order.documentKind.${document.kind}`),
          number: sent.number,
          email: sent.sentTo,
        }),
      );
      // The order's history names the mail.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
  const ask = (document: OrderDocument) => {
    resend.reset();
    setSaid('');
    setAsked(document);
  };
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
            t('common.actions'),
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
              <td>
                <button type="button" className="button small" onClick={() => ask(document)}>
                  {t('order.resend')}
                  <Hidden> {document.number}</Hidden>
                </button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <p role="status" className="ok">
        {said}
      </p>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`order.resendTitle.${asked.kind}`, { number: asked.number }) : ''}
        description={t('order.resendText', { email })}
        confirm={t('order.resendConfirm')}
        danger={false}
        pending={resend.isPending}
        error={resend.error}
        onConfirm={() => asked && resend.mutate(asked)}
        onCancel={() => setAsked(null)}
      />
    </Card>
  );
}
