import type { AdminPriceList } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { priceListKeys } from '../../queries/priceLists';
import { ErrorNote } from '../../ui/RouteStates';
import { holdersOf } from './labels';

/**
 * Asks before a list is deleted, saying what goes with it. The API refuses while customers hold
 * it and names them: said in the member's language, with the way to give them another list.
 */
export function DeletePriceList({ list, onDone }: { list: AdminPriceList; onDone: () => void }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.deletePriceList({ params: { code: list.code }, query: { version: list.version } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      onDone();
    },
  });
  const holders = holdersOf(remove.error);
  return (
    <div className="stack">
      <p>{t('priceLists.deleteText', { code: list.code, products: format.number(list.entries) })}</p>
      {list.customers.length > 0 && !holders && <p>{t('priceLists.deleteHeld', { count: list.customers.length })}</p>}
      {holders ? (
        <div className="error-note" role="alert">
          <p>{t('priceLists.heldBy', { count: holders.length, customers: holders.join(', ') })}</p>
        </div>
      ) : (
        <ErrorNote
          error={remove.error}
          onReload={() => {
            remove.reset();
            void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
          }}
        />
      )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t('priceLists.deleteConfirm')}
        </button>
      </div>
    </div>
  );
}
