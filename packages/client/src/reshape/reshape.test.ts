import {
  type AdminOrder,
  adminOrderSchema,
  type BulkAddResult,
  type Cart,
  cartSchema,
  type Order,
  operations,
  orderSchema,
  type PostalAddress,
  type ProductDetail,
  productDetailSchema,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { reshapeBulkAddResult, reshapeCart } from './cart';
import { reshapeProduct } from './catalog';
import { reshapes } from './index';
import { reshapeOrder, reshapeStaffOrder } from './order';

/** Every wire name of the spec and its storefront name: what the reshape functions must do, and no more. */
const storefrontNames: Record<string, string> = {
  galery: 'gallery',
  variantItemnus: 'variantItemnums',
  custom_attributes: 'customAttributes',
  attribute_code: 'attributeCode',
  value_index: 'valueIndex',
  selectedAddtionalProducts: 'selectedAdditionalProducts',
  items_qty: 'itemsQty',
  coupon_amount: 'couponAmount',
  coupon_incl_tax: 'couponInclTax',
  discount_amount: 'discountAmount',
  subtotal_with_discount: 'subtotalWithDiscount',
  shipping_amount: 'shippingAmount',
  shipping_incl_tax: 'shippingInclTax',
  tax_amount: 'taxAmount',
  subtotal_incl_tax: 'subtotalInclTax',
};
const isWireName = (key: string) => key.includes('_') || /galery|Addtional|Itemnus/.test(key);

/** The wire object with every key renamed by the table: what a reshape must answer, value for value. */
const renamedByTable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(renamedByTable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storefrontNames[k] ?? k, renamedByTable(v)]));
};

/** The property names a JSON schema (of an operation's answer) declares, however deep. */
const declaredNames = (schema: unknown, names = new Set<string>()): Set<string> => {
  if (Array.isArray(schema)) for (const item of schema) declaredNames(item, names);
  else if (schema && typeof schema === 'object')
    for (const [key, inner] of Object.entries(schema)) {
      if (key === 'properties' && inner && typeof inner === 'object')
        for (const name of Object.keys(inner)) names.add(name);
      declaredNames(inner, names);
    }
  return names;
};

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

const address: PostalAddress = {
  firstName: 'Jana',
  lastName: 'Berger',
  company: 'Berger Metallbau GmbH',
  street: 'Hafenstraße 12',
  apartment: '',
  city: 'Hamburg',
  postalCode: '20457',
  region: '',
  country: 'DE',
  phone: '+49 40 123456',
  email: 'jana@berger-metallbau.de',
  vatId: 'DE123456789',
};
const priceInfo = {
  currency: 'EUR',
  regular: 4990,
  special: 3990,
  displayRegular: 5938,
  displaySpecial: 4748,
  startingPrice: false,
  taxRate: 1900,
} as const;
const stock = { qty: 12, effectivestock: 12, externalstock: 40, markedInStock: true };
const brand = {
  attribute_code: 'brand',
  label: 'Marke',
  value: 'Brakon',
  image: null,
  position: 1,
  location: 'header',
  html: null,
};
const card = {
  id: 7,
  sku: 'ZB-100',
  itemnum: '100-200',
  name: 'Zange 200 mm',
  subtitle: '100-200',
  slug: 'zange-200-mm',
  image: '/media/zange.jpg',
  hidePrices: false,
  priceInfo,
  stock,
  variantCount: 2,
};
const product: ProductDetail = productDetailSchema.parse({
  ...card,
  title: 'Zange 200 mm, verchromt',
  description: '<p>Kombizange</p>',
  originalId: 'A-7',
  masterId: null,
  category: [{ id: 3, name: 'Zangen', path: ['werkzeug', 'zangen'] }],
  breadcrumbs: [{ text: 'Zangen', link: '/c/werkzeug/zangen', primary: true }],
  galery: [
    { image: '/media/zange.jpg', alt: 'Zange' },
    { image: '/media/zange-2.jpg', alt: 'Zange, Griff' },
  ],
  custom_attributes: [brand, { ...brand, attribute_code: 'material', label: 'Material', value: 'Stahl', position: 2 }],
  attributes: [
    {
      attribute_code: 'size',
      label: 'Größe',
      control: 'select',
      options: [
        { value_index: 's', label: '160 mm' },
        { value_index: 'm', label: '200 mm' },
      ],
    },
  ],
  variants: [{ ...card, id: 8, sku: 'ZB-100-S', variantCount: 0, options: { size: 's' } }],
  variantItemnus: ['100-160', '100-200'],
  included: [{ itemnum: 'ET-1', name: 'Etui', quantity: 1 }],
  additionalProducts: [{ ...card, id: 9, sku: 'ZB-ETUI', variantCount: 0 }],
  priceTiers: [{ minQty: 10, price: 3590, displayPrice: 4272 }],
});
const extra = {
  productId: 9,
  sku: 'ZB-ETUI',
  itemnum: 'ET-2',
  name: 'Ledertasche',
  price: 990,
  displayPrice: 1178,
  taxRate: 1900,
};
const cart: Cart = cartSchema.parse({
  id: '0d6f3c8e-6a62-4c55-9b0f-2f7d4c1b9a10',
  version: 4,
  currency: 'EUR',
  cartItems: [
    {
      id: 31,
      productId: 7,
      sku: 'ZB-100',
      itemnum: '100-200',
      name: 'Zange 200 mm',
      slug: 'zange-200-mm',
      image: '/media/zange.jpg',
      category: 'Zangen',
      quantity: 2,
      priceInfo,
      stock,
      included: [{ itemnum: 'ET-1', name: 'Etui', quantity: 1 }],
      selectedAddtionalProducts: { 'ZB-ETUI': extra },
      custom_attributes: [brand],
      rowTotal: 9960,
      displayRowTotal: 11852,
    },
  ],
  items_qty: 2,
  displayExcludingTaxes: false,
  shippingAddress: address,
  billingAddress: null,
  shippingMethods: [
    { code: 'dhl', name: 'DHL', price: 590, priceInclTax: 702, freeFrom: 10000, deliveryDays: { min: 1, max: 3 } },
  ],
  shippingMethod: { methodCode: 'dhl' },
  couponCode: 'SOMMER10',
  couponProblem: null,
  couponMinimum: null,
  newUser: null,
  cartInfo: { taxCountry: 'DE' },
  subtotal: 9960,
  coupon_amount: 996,
  coupon_incl_tax: 1185,
  discount_amount: 996,
  subtotal_with_discount: 8964,
  shipping_amount: 590,
  shipping_incl_tax: 702,
  taxes: [{ rate: 1900, amount: 1815 }],
  tax_amount: 1815,
  subtotal_incl_tax: 11852,
  grandTotalIncTax: 11369,
});
const order: Order = orderSchema.parse({
  id: 501,
  transactionnum: 'WH-100501',
  createdDate: '2025-05-02T09:30:00.000Z',
  lastModified: '2025-05-02T09:31:00.000Z',
  status: 'confirmed',
  confirmed: true,
  cancellation: null,
  shipment: null,
  shipments: [],
  shippedQuantities: [0],
  paymentMethodCode: 'invoice',
  paymentStatus: 'invoice',
  refundedAmount: 0,
  balanceDue: 0,
  refundedQuantities: [0],
  shippingRefunded: false,
  payableUntil: null,
  computopPaymentData: null,
  computopPayment: null,
  guest: false,
  placedBy: 'Jana Berger',
  email: 'jana@berger-metallbau.de',
  locale: 'de',
  cartInfo: {
    currency: 'EUR',
    cartItems: [
      {
        productId: 7,
        sku: 'ZB-100',
        itemnum: '100-200',
        name: 'Zange 200 mm',
        quantity: 2,
        price: 3990,
        taxRate: 1900,
        selectedAddtionalProducts: {
          'ZB-ETUI': { productId: 9, sku: 'ZB-ETUI', itemnum: 'ET-2', name: 'Ledertasche', price: 990, taxRate: 1900 },
        },
        rowTotal: 9960,
      },
    ],
    items_qty: 2,
    displayExcludingTaxes: false,
    subtotal: 9960,
    couponCode: 'SOMMER10',
    coupon_amount: 996,
    coupon_incl_tax: 1185,
    discount_amount: 996,
    subtotal_with_discount: 8964,
    shippingMethod: { code: 'dhl', name: 'DHL' },
    shipping_amount: 590,
    shipping_incl_tax: 702,
    taxes: [{ rate: 1900, amount: 1815 }],
    tax_amount: 1815,
    subtotal_incl_tax: 11852,
    grandTotalIncTax: 11369,
    shippingAddress: address,
    billingAddress: address,
    orderReference: 'PO-4711',
    comment: '',
  },
  loyaltyPoints: 89,
  comments: [{ text: 'Bitte vormittags liefern', createdDate: '2025-05-02T09:32:00.000Z' }],
});
const staffOrder: AdminOrder = adminOrderSchema.parse({
  order,
  version: 3,
  customer: { id: 12, customerNumber: 'K-1012', name: 'Jana Berger', email: 'jana@berger-metallbau.de' },
  takenBy: null,
  payments: [],
  takings: { paid: 0, refunded: 0, net: 0 },
  receivable: null,
  notes: [{ id: 1, author: 'clerk', text: 'Rückruf erbeten', createdDate: '2025-05-02T10:00:00.000Z' }],
  history: [{ at: '2025-05-02T09:30:00.000Z', actor: 'shop', action: 'placed', reason: null }],
});

describe('reshaping the API answers to the storefront names', () => {
  it('renames every wire name of a product and keeps everything else as it came', () => {
    const shopper = reshapeProduct(product);
    expect(shopper).toStrictEqual(renamedByTable(product));
    expect(keysOf(shopper).filter(isWireName)).toEqual([]);
    expect(shopper.gallery).toEqual(product.galery);
    expect(shopper.variantItemnums).toEqual(['100-160', '100-200']);
    expect(shopper.customAttributes.map((a) => a.attributeCode)).toEqual(['brand', 'material']);
    expect(shopper.attributes[0]).toMatchObject({ attributeCode: 'size', options: [{ valueIndex: 's' }, {}] });
    // Data keyed by attribute codes is data, not a name: a variant's options keep their keys.
    expect(shopper.variants[0]!.options).toEqual({ size: 's' });
  });

  it('renames every wire name of a cart, its totals and its lines, and keeps everything else', () => {
    const shopper = reshapeCart(cart);
    expect(shopper).toStrictEqual(renamedByTable(cart));
    expect(keysOf(shopper).filter(isWireName)).toEqual([]);
    expect(shopper).toMatchObject({
      itemsQty: 2,
      couponAmount: 996,
      couponInclTax: 1185,
      discountAmount: 996,
      subtotalWithDiscount: 8964,
      shippingAmount: 590,
      shippingInclTax: 702,
      taxAmount: 1815,
      subtotalInclTax: 11852,
      grandTotalIncTax: 11369,
    });
    const [line] = shopper.cartItems;
    // The chosen additional products stay keyed by their SKUs.
    expect(line!.selectedAdditionalProducts).toEqual({ 'ZB-ETUI': extra });
    expect(line!.customAttributes).toStrictEqual([
      {
        attributeCode: 'brand',
        label: 'Marke',
        value: 'Brakon',
        image: null,
        position: 1,
        location: 'header',
        html: null,
      },
    ]);
  });

  it('keeps the hidden prices of a cart as nulls', () => {
    const hidden = { ...cart, coupon_amount: null, shipping_amount: null, subtotal_incl_tax: null };
    expect(reshapeCart(hidden)).toMatchObject({ couponAmount: null, shippingAmount: null, subtotalInclTax: null });
  });

  it('reshapes the cart a bulk add answers and keeps its refused rows', () => {
    const result: BulkAddResult = {
      cart,
      rejected: [{ row: 1, number: 'NOPE', reason: 'unknown-product', message: 'Unknown item number' }],
    };
    expect(reshapeBulkAddResult(result)).toStrictEqual(renamedByTable(result));
  });

  it('renames every wire name of an order, as the shopper and as staff see it', () => {
    const shopper = reshapeOrder(order);
    expect(shopper).toStrictEqual(renamedByTable(order));
    expect(keysOf(shopper).filter(isWireName)).toEqual([]);
    expect(shopper.cartInfo).toMatchObject({ itemsQty: 2, couponAmount: 996, shippingAmount: 590, taxAmount: 1815 });
    expect(Object.keys(shopper.cartInfo.cartItems[0]!.selectedAdditionalProducts)).toEqual(['ZB-ETUI']);

    const staff = reshapeStaffOrder(staffOrder);
    expect(staff).toStrictEqual(renamedByTable(staffOrder));
    expect(staff.order).toStrictEqual(shopper);
  });

  it('reshapes every operation whose answer carries a wire name, and no other', () => {
    const withWireNames = Object.entries(operations)
      .filter(([, operation]) =>
        [...declaredNames(operation.response.toJSONSchema({ io: 'output', unrepresentable: 'any' }))].some(isWireName),
      )
      .map(([id]) => id);
    expect(withWireNames.sort()).toEqual(Object.keys(reshapes).sort());
    // The table's names are the ones reshaped: a wire name added to the contracts fails here first.
    const names = new Set(
      Object.values(operations).flatMap((o) => [
        ...declaredNames(o.response.toJSONSchema({ io: 'output', unrepresentable: 'any' })),
      ]),
    );
    expect([...names].filter(isWireName).sort()).toEqual(Object.keys(storefrontNames).sort());
  });
});
