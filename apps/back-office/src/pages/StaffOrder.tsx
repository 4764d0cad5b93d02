import type { ShopperStaffCart } from '@shop/client';
import type { AdminCustomer } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { customerKeys, customerQuery } from '../queries/customers';
import { orderKeys } from '../queries/orders';
import { staffCartKeys, staffCartQuery } from '../queries/staffCarts';
import { Card } from '../ui/Card';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { AddLines } from './staff-order/AddLines';
import { StaffCartLines } from './staff-order/StaffCartLines';
import { StaffCheckout } from './staff-order/StaffCheckout';

const route = getRouteApi('/app/customers/$customerId/order');

/** Throws the staff cart away, after asking: its lines are gone, the customer's own cart stays. */
function DiscardCart({ cartId, customerId }: { cartId: string; customerId: number }) {
  const t = useTranslations();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const discard = useMutation({
    mutationFn: () => api.discardStaffCart({ params: { cartId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: staffCartKeys.detail(customerId) });
      await navigate({ to: '/customers/$customerId', params: { customerId: String(customerId) } });
    },
  });
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('staffOrder.discard')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('staffOrder.discardTitle')}>
        <div className="stack">
          <p>{t('staffOrder.discardText')}</p>
          <ErrorNote error={discard.error} />
          <div className="dialog-buttons">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button danger"
              disabled={discard.isPending}
              onClick={() => discard.mutate()}
            >
              {t('staffOrder.discardConfirm')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}

function OrderDesk({ customer, staffCart }: { customer: AdminCustomer; staffCart: ShopperStaffCart }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const keep = (next: ShopperStaffCart) => queryClient.setQueryData(staffCartKeys.detail(customer.id), next);
  return (
    <div className="detail-grid">
      <Card title={t('staffOrder.addLines')} className="span-2">
        <AddLines
          cartId={staffCart.cart.id}
          currency={staffCart.cart.currency}
          onAdded={(result) => keep({ ...staffCart, cart: result.cart })}
        />
      </Card>
      <Card title={t('staffOrder.lines')} className="span-2">
        <StaffCartLines cart={staffCart.cart} onChanged={keep} />
        <p className="muted">{staffCart.cart.displayExcludingTaxes ? t('order.taxExempt') : t('order.netPrices')}</p>
      </Card>
      <Card title={t('staffOrder.checkout')} className="span-2">
        <StaffCheckout
          staffCart={staffCart}
          addresses={customer.addresses}
          onChanged={keep}
          onPlaced={async (order) => {
            // The emptied cart is the next order's; the customer's orders and the order list have one more.
            queryClient.removeQueries({ queryKey: staffCartKeys.detail(customer.id) });
            await queryClient.invalidateQueries({ queryKey: orderKeys.all });
            await queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) });
            await navigate({ to: '/orders/$orderId', params: { orderId: String(order.id) } });
          }}
        />
      </Card>
    </div>
  );
}

/**
 * An order taken for a customer (by phone, e-mail or fax): the customer's own prices, stock and
 * quantity rules, their addresses and the payment methods they may use, the totals the API
 * computes, then placed as their order.
 */
export function StaffOrderPage() {
  const t = useTranslations();
  const { customerId } = route.useParams();
  const id = Number(customerId);
  const customer = useQuery(customerQuery(id));
  const staffCart = useQuery(staffCartQuery(id));
  const name = customer.data ? customer.data.company || customer.data.name : '';
  return (
    <>
      <p className="breadcrumb">
        <Link to="/customers/$customerId" params={{ customerId }}>
          {t('staffOrder.back', { customer: name })}
        </Link>
      </p>
      <PageHeader
        title={t('staffOrder.title', { customer: name })}
        lead={customer.data && `${customer.data.customerNumber} · ${customer.data.email}`}
      >
        {staffCart.data && <DiscardCart cartId={staffCart.data.cart.id} customerId={id} />}
      </PageHeader>
      {(customer.isPending || staffCart.isPending) && <Loading />}
      <ErrorNote error={customer.error ?? staffCart.error} />
      {customer.data && staffCart.data && <OrderDesk customer={customer.data} staffCart={staffCart.data} />}
    </>
  );
}
