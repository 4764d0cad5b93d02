import type { ShopperCart, ShopperCartItem, ShopperStaffCart } from '@shop/client';
import { maxLineQuantity } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { Hidden } from '../../ui/Field';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

/** A line's quantity, set when the member says so (Enter or the button); 0 removes the line. */
function LineQuantity({
  cartId,
  item,
  onChanged,
}: {
  cartId: string;
  item: ShopperCartItem;
  onChanged: (next: ShopperStaffCart) => void;
}) {
  const t = useTranslations();
  const [typed, setTyped] = useState(String(item.quantity));
  const set = useMutation({
    mutationFn: (quantity: number) =>
      api.updateStaffCartItem({ params: { cartId, itemId: item.id }, body: { quantity } }),
    onSuccess: onChanged,
  });
  const quantity = Number(typed);
  const valid = typed !== '' && Number.isInteger(quantity) && quantity >= 0 && quantity <= maxLineQuantity;
  return (
    <form
      className="row-actions"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) set.mutate(quantity);
      }}
    >
      <input
        type="number"
        min={0}
        max={maxLineQuantity}
        value={typed}
        aria-label={t('staffOrder.quantityOf', { name: item.name })}
        aria-invalid={valid ? undefined : true}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="button" disabled={!valid || set.isPending || quantity === item.quantity}>
        {t('staffOrder.update')}
        <Hidden> {item.name}</Hidden>
      </button>
      <button type="button" className="button" disabled={set.isPending} onClick={() => set.mutate(0)}>
        {t('common.remove')}
        <Hidden> {item.name}</Hidden>
      </button>
      {!valid && <span className="field-error">{t('staffOrder.quantityRange', { max: maxLineQuantity })}</span>}
      <ErrorNote error={set.error} />
    </form>
  );
}

/** The staff cart's lines at the customer's prices (net), with what is in stock. */
export function StaffCartLines({
  cart,
  onChanged,
}: {
  cart: ShopperCart;
  onChanged: (next: ShopperStaffCart) => void;
}) {
  const t = useTranslations();
  const format = useFormat();
  const money = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? '—' : format.money(minor, cart.currency);
  if (cart.cartItems.length === 0) return <p className="muted">{t('staffOrder.empty')}</p>;
  return (
    <Table
      caption={t('staffOrder.lines')}
      columns={[
        t('order.item'),
        t('order.sku'),
        { label: t('staffOrder.stock'), numeric: true },
        { label: t('order.unitPrice'), numeric: true },
        t('order.quantity'),
        { label: t('order.rowTotal'), numeric: true },
      ]}
    >
      {cart.cartItems.map((item) => (
        <tr key={item.id}>
          <td>
            {item.name}
            <span className="sub">{item.itemnum}</span>
          </td>
          <td>
            <code>{item.sku}</code>
          </td>
          <td className="number">{item.stock ? format.number(item.stock.qty) : '—'}</td>
          <td className="number">{money(item.priceInfo?.special ?? item.priceInfo?.regular)}</td>
          <td>
            <LineQuantity key={item.quantity} cartId={cart.id} item={item} onChanged={onChanged} />
          </td>
          <td className="number">{money(item.rowTotal)}</td>
        </tr>
      ))}
    </Table>
  );
}
