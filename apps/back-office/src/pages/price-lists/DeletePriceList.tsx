import type { AdminPriceList } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { priceListKeys } from '../../queries/priceLists';
import { ConfirmDialog } from '../../ui/Confirm';
import { holdersOf } from './labels';

/**
 * Asks before a list is deleted (while `list` is given), saying what goes with it. The API refuses
 * while customers hold it and names them: said in the member's language, with the way to give them
 * another list.
 */
export function DeletePriceList({ list, onDone }: { list: AdminPriceList | undefined; onDone: () => void }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: AdminPriceList) =>
      api.deletePriceList({ params: { code: target.code }, query: { version: target.version } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      onDone();
    },
  });
  const holders = holdersOf(remove.error);
  return (
    <ConfirmDialog
      open={list !== undefined}
      title={t('priceLists.deleteTitle', { name: list?.name ?? '' })}
      description={list && t('priceLists.deleteText', { code: list.code, products: format.number(list.entries) })}
      confirm={t('priceLists.deleteConfirm')}
      pending={remove.isPending}
      error={holders ? undefined : remove.error}
      onReload={() => {
        remove.reset();
        void queryClient.invalidateQueries({ queryKey: priceListKeys.all });
      }}
      onConfirm={() => list && remove.mutate(list)}
      onCancel={() => {
        remove.reset();
        onDone();
      }}
    >
      {list && list.customers.length > 0 && !holders && (
        <p>{t('priceLists.deleteHeld', { count: list.customers.length })}</p>
      )}
      {holders && (
        <div className="error-note" role="alert">
          <p>{t('priceLists.heldBy', { count: holders.length, customers: holders.join(', ') })}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
