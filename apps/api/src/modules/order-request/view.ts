import type { OrderRequest } from '@shop/contracts';
import type { OrderRequestRow } from './tables';

/** R- and six digits: what the requester and the administrators call a request. */
const requestNumber = (id: number) => `R-${String(id).padStart(6, '0')}`;

/** The request as its list shows it to the member `readerId`. */
export const toOrderRequest = (row: OrderRequestRow, readerId: number): OrderRequest => ({
  id: row.id,
  number: requestNumber(row.id),
  state: row.state,
  why: row.why,
  limit: row.passedLimit,
  requestedBy: row.requestedBy,
  own: row.memberId === readerId,
  requestedDate: row.createdAt.toISOString(),
  paymentMethodCode: row.paymentMethodCode,
  cartInfo: row.cartInfo,
  decidedBy: row.decidedByName,
  decidedDate: row.decidedAt?.toISOString() ?? null,
  note: row.note,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  orderTotal: row.orderTotal,
});
