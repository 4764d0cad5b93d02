import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopperBulkAddResult } from '@shop/client';
import { type CurrencyCode, type ItemRow, itemRowSchema, type ParseProblem, parseRows } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { type Translate, useLanguage } from '../../i18n/i18n';
import { Field, InputField, NumberField, SubmitButton } from '../../ui/Field';
import { ErrorNote } from '../../ui/RouteStates';

/** Suggestions start with the second character typed, as the storefront's quick order's do. */
const SUGGEST_FROM = 2;

/** What rows were added, and why others were not, in the member's words: a pasted line's problem or the API's refusal of a row. */
function Outcome({
  added,
  problems,
}: {
  added?: { rows: number; result: ShopperBulkAddResult };
  problems: ParseProblem[];
}) {
  const t = useTranslations();
  const lines = [
    ...problems.map((problem) => parseProblemText(problem, t)),
    ...(added?.result.rejected ?? []).map((row) =>
      t('staffOrder.rejectedRow', { number: row.number, reason: t(`staffOrder.reason.${row.reason}`) }),
    ),
  ];
  const count = added ? added.rows - added.result.rejected.length : 0;
  return (
    <div role="status">
      {count > 0 && <p>{t('staffOrder.added', { count })}</p>}
      {lines.length > 0 && (
        <div className="error-note">
          <p>{t('staffOrder.notAdded')}</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const parseProblemText = (problem: ParseProblem, t: Translate) =>
  problem.kind === 'too-many'
    ? t('staffOrder.parse.too-many', { line: problem.line })
    : t(`staffOrder.parse.${problem.kind}`, { line: problem.line, value: problem.value });

/**
 * Items added to the staff cart: one by item number, SKU, EAN or name (suggestions as typed, in the
 * member's language), or a list pasted from a spreadsheet or an e-mail.
 */
export function AddLines({
  cartId,
  currency,
  onAdded,
}: {
  cartId: string;
  currency: CurrencyCode;
  onAdded: (result: ShopperBulkAddResult) => void;
}) {
  const t = useTranslations();
  const { locale } = useLanguage();
  const suggestionsId = useId();
  const [problems, setProblems] = useState<ParseProblem[]>([]);
  const [pasted, setPasted] = useState('');
  const form = useForm({ resolver: zodResolver(itemRowSchema), defaultValues: { number: '', quantity: 1 } });
  const typed = form.watch('number').trim();
  const suggestions = useQuery({
    queryKey: ['suggestions', typed, locale, currency],
    queryFn: () => api.suggestItems({ query: { prefix: typed, locale, currency } }),
    enabled: typed.length >= SUGGEST_FROM,
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: async (items: ItemRow[]) => ({
      rows: items.length,
      result: await api.addStaffCartItems({ params: { cartId }, body: { items } }),
    }),
    onSuccess: ({ result }) => onAdded(result),
  });
  const addOne = form.handleSubmit((row) => {
    setProblems([]);
    add.mutate([row], {
      onSuccess: ({ result }) => {
        if (result.rejected.length === 0) form.reset({ number: '', quantity: 1 });
      },
    });
  });
  const addList = async () => {
    const parsed = await parseRows(pasted);
    setProblems(parsed.problems);
    if (parsed.rows.length === 0) return;
    add.mutate(parsed.rows, {
      onSuccess: ({ result }) => {
        if (result.rejected.length === 0 && parsed.problems.length === 0) setPasted('');
      },
    });
  };
  return (
    <div className="stack">
      <form className="form-grid" noValidate onSubmit={addOne}>
        <InputField
          form={form}
          name="number"
          label={t('staffOrder.number')}
          hint={t('staffOrder.numberHint')}
          list={suggestionsId}
          autoComplete="off"
        />
        <datalist id={suggestionsId}>
          {(typed.length >= SUGGEST_FROM ? (suggestions.data?.items ?? []) : []).map((item) => (
            <option key={item.id} value={item.itemnum}>
              {`${item.name} · ${item.sku}`}
            </option>
          ))}
        </datalist>
        <NumberField form={form} name="quantity" label={t('staffOrder.quantity')} min={1} max={9999} />
        <div>
          <SubmitButton pending={add.isPending}>{t('staffOrder.add')}</SubmitButton>
        </div>
      </form>
      <Field label={t('staffOrder.paste')} hint={t('staffOrder.pasteHint')}>
        {(control) => (
          <textarea {...control} rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
        )}
      </Field>
      <div>
        <button
          type="button"
          className="button"
          disabled={add.isPending || pasted.trim() === ''}
          onClick={() => void addList()}
        >
          {t('staffOrder.addList')}
        </button>
      </div>
      <Outcome added={add.data} problems={problems} />
      <ErrorNote error={add.error} />
    </div>
  );
}
