import type { Coupon } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { couponKeys } from '../queries/coupons';
import { ConfirmDialog, UndoNote } from '../ui/Confirm';
import { useConfirmedAction } from '../ui/confirmed-action';
import { ErrorNote } from '../ui/RouteStates';
import { rulesOf } from './coupon-form';

/** The key of a coupon's activation or deactivation while it is sent. */
export const activationKey = ['coupons', 'activation'];

/**
 * Switching coupons off and on from their list: deactivating asks first and can be undone,
 * activating is done at once. Each is saved at the version the list shows (an undo at the one the
 * deactivation answered).
 */
export function useCouponActivation() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: couponKeys.all });
  const setActive = (coupon: Coupon, active: boolean) =>
    api.saveCoupon({ params: { code: coupon.code }, body: { ...rulesOf(coupon), active } });
  const deactivate = useConfirmedAction({
    act: (coupon: Coupon) => setActive(coupon, false),
    undo: (_, deactivated) => setActive(deactivated, true),
    settle,
    mutationKey: activationKey,
  });
  const activate = useMutation({
    mutationKey: activationKey,
    mutationFn: (coupon: Coupon) => setActive(coupon, true),
    onSuccess: deactivate.forget,
    onSettled: settle,
  });
  return { deactivate, activate };
}

/** The question before a coupon is deactivated, the line that offers to undo it, and a refusal to activate one. */
export function CouponActivation({ deactivate, activate }: ReturnType<typeof useCouponActivation>) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  return (
    <>
      <UndoNote
        done={deactivate.done && t('coupons.deactivatedNote', { code: deactivate.done.code })}
        undone={deactivate.undone && t('coupons.reactivatedNote', { code: deactivate.undone.code })}
        pending={deactivate.reverse.isPending}
        error={deactivate.reverse.error}
        onUndo={deactivate.undo}
      />
      <ErrorNote error={activate.error} onReload={() => activate.reset()} />
      <ConfirmDialog
        open={deactivate.asked !== null}
        title={t('coupons.deactivateTitle', { code: deactivate.asked?.code ?? '' })}
        description={t('coupons.deactivateText')}
        confirm={t('coupons.deactivate')}
        pending={deactivate.action.isPending}
        error={deactivate.action.error}
        onReload={() => {
          void queryClient.invalidateQueries({ queryKey: couponKeys.all });
          deactivate.cancel();
        }}
        onConfirm={deactivate.confirm}
        onCancel={deactivate.cancel}
      />
    </>
  );
}
