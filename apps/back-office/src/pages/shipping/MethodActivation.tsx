import type { ShippingMethodAdmin } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { ConfirmDialog, UndoNote } from '../../ui/Confirm';
import { useConfirmedAction } from '../../ui/confirmed-action';
import { ErrorNote } from '../../ui/RouteStates';

const save = (method: ShippingMethodAdmin, active: boolean) =>
  api.saveShippingMethod({
    params: { code: method.code },
    body: {
      name: method.name,
      taxClass: method.taxClass,
      minDays: method.minDays,
      maxDays: method.maxDays,
      position: method.position,
      active,
      version: method.version,
    },
  });

/**
 * Whether checkout offers the method: deactivating asks first (its rates are kept) and can be
 * undone right after; reactivating is done at once. `name` is the method's in the page's language.
 */
export function MethodActivation({ method, name }: { method: ShippingMethodAdmin; name: string }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: ['shipping'] });
  const deactivate = useConfirmedAction({
    act: (target: ShippingMethodAdmin) => save(target, false),
    undo: (_, deactivated) => save(deactivated, true),
    settle,
  });
  const reactivate = useMutation({
    mutationFn: () => save(method, true),
    onSuccess: deactivate.forget,
    onSettled: settle,
  });
  return (
    <div className="stack">
      <p>{method.active ? t('shipping.offered') : t('shipping.notOffered')}</p>
      <div>
        {method.active ? (
          <button type="button" className="button danger" onClick={() => deactivate.ask(method)}>
            {t('shipping.deactivate')}
          </button>
        ) : (
          <button type="button" className="button" disabled={reactivate.isPending} onClick={() => reactivate.mutate()}>
            {t('shipping.reactivate')}
          </button>
        )}
      </div>
      <UndoNote
        done={deactivate.done && t('shipping.deactivatedNote', { method: name })}
        undone={deactivate.undone && t('shipping.reactivatedNote', { method: name })}
        pending={deactivate.reverse.isPending}
        error={deactivate.reverse.error}
        onUndo={deactivate.undo}
      />
      <ErrorNote error={reactivate.error} onReload={() => reactivate.reset()} />
      <ConfirmDialog
        open={deactivate.asked !== null}
        title={t('shipping.deactivateTitle', { method: name })}
        description={t('shipping.deactivateText')}
        confirm={t('shipping.deactivate')}
        pending={deactivate.action.isPending}
        error={deactivate.action.error}
        onReload={() => {
          void settle();
          deactivate.cancel();
        }}
        onConfirm={deactivate.confirm}
        onCancel={deactivate.cancel}
      />
    </div>
  );
}
