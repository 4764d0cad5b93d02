import type { StaffOrder } from '@shop/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { orderKeys } from '../../queries/orders';
import { SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { ErrorNote } from '../../ui/RouteStates';
import { useSettle } from './settle';

const route = getRouteApi('/app/orders/$orderId');

/** What a dialog of the order page's actions is given. */
export interface DialogProps {
  detail: StaffOrder;
  onClose: () => void;
  /** Says what the action did, once the API has it. */
  onDone: (said: string) => void;
}

/**
 * An action a dialog sends: the order the API answers replaces the page's, the page says what was
 * done and the dialog closes; a refusal goes on the dialog's form.
 */
export function useOrderAction<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: ReadonlyArray<keyof V & string>,
  send: (values: V) => Promise<StaffOrder>,
  said: (values: V) => string,
  { detail, onClose, onDone }: DialogProps,
) {
  const settle = useSettle(detail.order.id);
  return useMutation({
    mutationFn: send,
    onSuccess: (order, values) => {
      settle(order);
      onDone(said(values));
      onClose();
    },
    onError: (error) => showApiError(error, setError, fields),
  });
}

/**
 * The end of an action's dialog: the API's refusal, and the button that sends it. When the order
 * changed meanwhile (409), a way to load it as it is now; the dialog closes, since what it was
 * about may no longer apply.
 */
export function ActionEnd({
  action,
  onClose,
  danger = false,
  children,
}: {
  action: { error: unknown; isPending: boolean };
  onClose: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  const { orderId } = route.useParams();
  const queryClient = useQueryClient();
  return (
    <>
      {action.error && (
        <ErrorNote
          error={action.error}
          onReload={() => {
            void queryClient.invalidateQueries({ queryKey: orderKeys.detail(Number(orderId)) });
            onClose();
          }}
        />
      )}
      <div className="dialog-buttons">
        <SubmitButton pending={action.isPending} danger={danger}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
