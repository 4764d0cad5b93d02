import { type AdminQuote, sendQuoteBodySchema } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { amountInput, type NumberInput, percentInput } from '../../i18n/amounts';
import { useFormat, useLanguage } from '../../i18n/i18n';
import { quoteKeys } from '../../queries/quotes';
import { amountHint, amountsResolver, amountText, percentHint, readAmount } from '../../ui/amount-forms';
import { Card } from '../../ui/Card';
import { localToday } from '../../ui/dates';
import { InputField, SubmitButton, TextareaField } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

type SendBody = z.output<typeof sendQuoteBodySchema>;

/** The answer as typed: per line a price in the quote's currency or a discount in percent, as the member writes them. */
interface AnswerFields {
  lines: Array<{ price: string; discountPercent: string }>;
  validUntil: string;
  message: string;
}

/** The day a fortnight from today: a quote's usual validity. */
function inTwoWeeks() {
  const [year, month, day] = localToday().split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 14)).toISOString().slice(0, 10);
}

/**
 * Staff's answer to an open quote: a net unit price or a discount on the customer's own price
 * for every line, the last day the prices hold and a message; sent, the customer is e-mailed.
 */
export function QuoteAnswer({ quote }: { quote: AdminQuote }) {
  const t = useTranslations();
  const format = useFormat();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const money = useMemo(() => amountInput(locale, quote.currency), [locale, quote.currency]);
  const points = useMemo(() => percentInput(locale), [locale]);
  // The contract takes percent (12.5), the field basis points: its limits are said as typed.
  const percent = useMemo<NumberInput>(() => ({ ...points, shown: (value) => points.shown(value * 100) }), [points]);
  const resolver = useMemo(
    () =>
      amountsResolver<AnswerFields, SendBody>({
        schema: sendQuoteBodySchema,
        read: (values) => ({
          ...values,
          lines: quote.lines.map((line, i) => {
            const typed = values.lines[i]!;
            const price = readAmount(money, typed.price, true);
            const discount = readAmount(points, typed.discountPercent, true);
            return {
              id: line.id,
              ...(price !== null && { price }),
              ...(discount !== null && { discountPercent: discount / 100 }),
            };
          }),
        }),
        amounts: (values) =>
          Object.fromEntries(
            values.lines.flatMap((_, i) => [
              [`lines.${i}.price`, money],
              [`lines.${i}.discountPercent`, percent],
            ]),
          ),
        t,
        rules: { price: () => t('refusals.quotePriceMissing') },
      }),
    [quote.lines, money, points, percent, t],
  );
  const form = useForm<AnswerFields, unknown, SendBody>({
    resolver,
    defaultValues: {
      lines: quote.lines.map((line) => ({
        price: amountText(money, line.discountPercent === null ? line.price : null),
        discountPercent: line.discountPercent === null ? '' : points.text(Math.round(line.discountPercent * 100)),
      })),
      validUntil: quote.validUntil ?? inTwoWeeks(),
      message: quote.message,
    },
  });
  const send = useMutation({
    mutationFn: (body: SendBody) => api.sendQuote({ params: { quoteId: quote.id }, body }),
    onSuccess: (next) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), next);
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
    onError: (error) => showApiError(error, form.setError, ['lines', 'validUntil', 'message']),
  });
  const listPrice = (minor: number | null) => (minor === null ? '—' : format.money(minor, quote.currency));
  return (
    <Card title={t('quotes.answer')}>
      <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
        <p>{t('quotes.answerLead')}</p>
        <Table
          caption={t('quotes.linesOf', { number: quote.number })}
          columns={[
            t('quotes.item'),
            { label: t('quotes.quantity'), numeric: true },
            { label: t('quotes.listPrice'), numeric: true },
            t('quotes.quotedPrice'),
            t('quotes.discount'),
          ]}
        >
          {quote.lines.map((line, i) => (
            <tr key={line.id}>
              <td>
                {line.name} <span className="muted">({line.sku})</span>
              </td>
              <td className="number">{line.quantity}</td>
              <td className="number">{listPrice(line.listPrice)}</td>
              <td>
                <InputField
                  form={form}
                  name={`lines.${i}.price`}
                  label={t('quotes.priceOf', { name: line.name })}
                  hint={amountHint(t, money, quote.currency, true)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </td>
              <td>
                <InputField
                  form={form}
                  name={`lines.${i}.discountPercent`}
                  label={t('quotes.discountOf', { name: line.name })}
                  hint={percentHint(t, points)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </td>
            </tr>
          ))}
        </Table>
        <InputField
          form={form}
          name="validUntil"
          label={t('quotes.validUntil')}
          hint={t('quotes.validUntilHint')}
          type="date"
          min={localToday()}
        />
        <TextareaField form={form} name="message" label={t('quotes.message')} rows={4} maxLength={2000} />
        <ErrorNote error={send.error} />
        {send.isSuccess && <p role="status">{t('quotes.sent')}</p>}
        <div className="dialog-buttons">
          <SubmitButton pending={send.isPending}>{t('quotes.send')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
