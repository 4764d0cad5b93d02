import type { Order, OrderEventData } from '@shop/contracts';

/**
 * An order as its events tell it, from the order's record of its cart: prices, addresses and lines
 * as they were when it was placed, so every event of one order books the same amounts.
 */
export const orderEventData = (order: Order, customerNumber: string | null): OrderEventData => ({
  id: order.id,
  number: order.transactionnum,
  customerNumber,
  email: order.email,
  currency: order.cartInfo.currency,
  grandTotal: order.cartInfo.grandTotalIncTax,
  taxAmount: order.cartInfo.tax_amount,
  shippingAmount: order.cartInfo.shipping_amount,
  shippingMethod: order.cartInfo.shippingMethod.code,
  paymentMethod: order.paymentMethodCode,
  paymentStatus: order.paymentStatus,
  orderReference: order.cartInfo.orderReference,
  lines: order.cartInfo.cartItems.map((item) => ({
    sku: item.sku,
    itemnum: item.itemnum,
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.price,
    taxRate: item.taxRate,
    rowTotal: item.rowTotal,
    additionalProducts: Object.values(item.selectedAddtionalProducts).map((extra) => ({
      sku: extra.sku,
      itemnum: extra.itemnum,
      name: extra.name,
      unitPrice: extra.price,
      taxRate: extra.taxRate,
    })),
  })),
  shippingAddress: order.cartInfo.shippingAddress,
  billingAddress: order.cartInfo.billingAddress,
  status: order.status,
  shipment: order.shipment,
  shipments: order.shipments,
  createdAt: order.createdDate,
});
