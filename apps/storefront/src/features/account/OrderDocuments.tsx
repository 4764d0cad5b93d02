import type { LocaleCode, OrderDocument } from '@shop/contracts';
import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/features/pricing/format';
import { DataTable, tableCell } from '@/ui/DataTable';

/**
 * An order's invoice, credit notes and delivery notes, each a PDF to download or forward to
 * accounting, as it was issued. Nothing while none is issued.
 */
export async function OrderDocuments({
  orderId,
  documents,
  locale,
  localeIso,
  date,
}: {
  orderId: number;
  documents: OrderDocument[];
  locale: LocaleCode;
  localeIso: string;
  date: (iso: string) => string;
}) {
  if (documents.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'AccountPages' });
  return (
    <DataTable
      caption={t('documents')}
      columns={[{ label: t('document') }, { label: t('documentDate') }, { label: t('documentAmount'), numeric: true }]}
    >
      {documents.map((document) => (
        <tr key={document.id}>
          <td className={tableCell}>
            <a
              href={`/api/orders/${orderId}/documents/${document.id}`}
              download={`${document.number}.pdf`}
              className="font-semibold text-brand underline"
            >
              {t(`documentKind.${document.kind}`, { number: document.number })}
            </a>
          </td>
          <td className={tableCell}>{date(document.issuedAt)}</td>
          <td className={`${tableCell} text-end tabular-nums`}>
            {document.kind === 'delivery_note'
              ? '–'
              : formatPrice(document.grandTotal, { locale: localeIso, currency: document.currency })}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
