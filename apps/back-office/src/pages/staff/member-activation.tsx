import type { StaffMember } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { staffKeys } from '../../queries/staff';
import { ConfirmDialog, UndoNote } from '../../ui/Confirm';
import { useConfirmedAction } from '../../ui/confirmed-action';
import { ErrorNote } from '../../ui/RouteStates';

/** The key of a member's deactivation or reactivation while it is sent. */
export const activationKey = ['staff', 'activation'];

/**
 * Deactivating a member (their sessions end, they cannot sign in) asks first and can be undone;
 * reactivating is done at once. Each is saved at the version the list shows (an undo at the one the
 * deactivation answered).
 */
export function useMemberActivation() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const setDisabled = (member: StaffMember, disabled: boolean) =>
    api.updateStaffMember({ params: { id: member.id }, body: { disabled, version: member.version } });
  const deactivate = useConfirmedAction({
    act: (member: StaffMember) => setDisabled(member, true),
    undo: (_, deactivated) => setDisabled(deactivated, false),
    settle,
    mutationKey: activationKey,
  });
  const reactivate = useMutation({
    mutationKey: activationKey,
    mutationFn: (member: StaffMember) => setDisabled(member, false),
    onSuccess: deactivate.forget,
    onSettled: settle,
  });
  return { deactivate, reactivate };
}

/** The question before a member is deactivated, the line that offers to undo it, and a refusal to reactivate. */
export function MemberActivation({ deactivate, reactivate }: ReturnType<typeof useMemberActivation>) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  return (
    <>
      <UndoNote
        done={deactivate.done && t('staff.deactivatedNote', { name: deactivate.done.name })}
        undone={deactivate.undone && t('staff.reactivatedNote', { name: deactivate.undone.name })}
        pending={deactivate.reverse.isPending}
        error={deactivate.reverse.error}
        onUndo={deactivate.undo}
      />
      <ErrorNote error={reactivate.error} onReload={() => reactivate.reset()} />
      <ConfirmDialog
        open={deactivate.asked !== null}
        title={t('staff.deactivateTitle', { name: deactivate.asked?.name ?? '' })}
        description={t('staff.deactivateText', { name: deactivate.asked?.name ?? '' })}
        confirm={t('staff.deactivate')}
        pending={deactivate.action.isPending}
        error={deactivate.action.error}
        onReload={() => {
          void queryClient.invalidateQueries({ queryKey: staffKeys.all });
          deactivate.cancel();
        }}
        onConfirm={deactivate.confirm}
        onCancel={deactivate.cancel}
      />
    </>
  );
}
