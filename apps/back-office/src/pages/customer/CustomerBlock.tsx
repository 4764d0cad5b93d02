import type { AdminCustomer } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { customerKeys } from '../../queries/customers';
import { ConfirmDialog, UndoNote } from '../../ui/Confirm';
import { useConfirmedAction } from '../../ui/confirmed-action';
import { ErrorNote } from '../../ui/RouteStates';

const nameOf = (customer: AdminCustomer) => customer.company || customer.name;

/**
 * Whether the customer may sign in and order: blocking asks first (their sessions end at once) and
 * can be undone right after; unblocking is done at once. Each is sent at the version shown (an
 * undo at the one the block answered).
 */
export function CustomerBlock({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
  const setBlocked = (target: AdminCustomer, blocked: boolean) =>
    api.updateCustomer({ params: { id: target.id }, body: { blocked, version: target.version } });
  const block = useConfirmedAction({
    act: (target: AdminCustomer) => setBlocked(target, true),
    undo: (_, blocked) => setBlocked(blocked, false),
    settle,
  });
  const unblock = useMutation({
    mutationFn: () => setBlocked(customer, false),
    onSuccess: block.forget,
    onSettled: settle,
  });
  return (
    <div className="stack">
      <p>{customer.blocked ? t('customer.blockedNow') : t('customer.blockedHint')}</p>
      <div>
        {customer.blocked ? (
          <button type="button" className="button" disabled={unblock.isPending} onClick={() => unblock.mutate()}>
            {t('customer.unblock')}
          </button>
        ) : (
          <button type="button" className="button danger" onClick={() => block.ask(customer)}>
            {t('customer.block')}
          </button>
        )}
      </div>
      <UndoNote
        done={block.done && t('customer.blockedNote', { name: nameOf(block.done) })}
        undone={block.undone && t('customer.unblockedNote', { name: nameOf(block.undone) })}
        pending={block.reverse.isPending}
        error={block.reverse.error}
        onUndo={block.undo}
      />
      <ErrorNote error={unblock.error} onReload={() => unblock.reset()} />
      <ConfirmDialog
        open={block.asked !== null}
        title={t('customer.blockTitle', { name: nameOf(customer) })}
        description={t('customer.blockText')}
        confirm={t('customer.block')}
        pending={block.action.isPending}
        error={block.action.error}
        onReload={() => {
          void settle();
          block.cancel();
        }}
        onConfirm={block.confirm}
        onCancel={block.cancel}
      />
    </div>
  );
}
