import type { LocaleCode, Order, OrderReturn, Quote } from '@shop/contracts';
import sharp from 'sharp';
import { mailPictures } from '../media';
import { documentMail } from './document-mail';
import { orderCancelledMail, orderRefundedMail } from './fulfilment-mail';
import { mailHtml } from './html-part';
import { memberMailTexts } from './member-mail';
import { orderMessageMail, orderMessageNotice } from './message-mail';
import { differencePaidMail, orderChangedMail } from './order-change-mail';
import { orderConfirmationMail } from './order-mail';
import { quoteOfferedMail } from './quote-mail';
import { returnMail } from './return-mail';
import { orderShippedMail } from './shipment-mail';
import type { Mail } from './tables';
import { mailTexts } from './templates';

// Fixtures for the mail tests: an order as the builders read it, and every kind of mail the shop sends.

const pictures = ['drill-blue-1', 'jacket-navy-2', 'gloves-orange-1', 'helmet-yellow-1', 'washers-silver-1'];
const names = [
  'Akku-Bohrschrauber 18 V',
  'Softshelljacke',
  'Arbeitshandschuhe Gr. 10',
  'Schutzhelm',
  'Unterlegscheiben M8, 100 Stück',
];

/** An order of `lines` lines as the mail builders read it (the fields they use; the rest does not matter to them). */
export function orderFixture(lines = 3, locale: LocaleCode = 'de', overrides: Partial<Order> = {}): Order {
  const cartItems = Array.from({ length: lines }, (_, i) => ({
    productId: i + 1,
    itemnum: `10-${4711 + i}`,
    name: names[i % names.length]!,
    quantity: (i % 3) + 1,
    rowTotal: 1999 * ((i % 3) + 1),
  }));
  const address = {
    company: 'Bau Müller GmbH',
    firstName: 'Grete',
    lastName: 'Müller',
    street: 'Hauptstraße 12',
    apartment: '',
    postalCode: '80331',
    city: 'München',
    country: 'DE',
  };
  const goods = cartItems.reduce((sum, item) => sum + item.rowTotal, 0);
  return {
    id: 42,
    transactionnum: 'WH-0000042',
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethodCode: 'paypal',
    email: 'grete@example.com',
    locale,
    cartInfo: {
      currency: 'EUR',
      cartItems,
      couponCode: 'WERKHAUS10',
      coupon_amount: Math.round(goods / 10),
      shippingMethod: { code: 'standard', name: 'Standard' },
      shipping_amount: 595,
      taxes: [{ rate: 1900, amount: Math.round(goods * 0.19) }],
      grandTotalIncTax: goods - Math.round(goods / 10) + 595,
      shippingAddress: address,
      billingAddress: address,
    },
    ...overrides,
  } as unknown as Order;
}

const picture = (name: string) => `/media/${name}.svg`;

/** The picture of each fixture product: the demo's drawings, rasterised as the shop does. */
const fixtureCovers = async (ids: number[]) =>
  new Map(ids.map((id) => [id, picture(pictures[(id - 1) % pictures.length]!)]));

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="170" height="40" viewBox="0 0 170 40">
  <rect width="40" height="40" rx="8" fill="#0f4c5c"/><path d="M8 12l6 18 6-14 6 14 6-18" stroke="#fff" stroke-width="3" fill="none"/>
  <text x="48" y="28" font-family="sans-serif" font-size="20" font-weight="700" fill="#0f4c5c">Werkhaus</text></svg>`;

/** The HTML part as the shop renders it, with a logo and the demo pictures. */
export function fixtureHtml(logError: (error: unknown, message: string) => void = () => {}) {
  return mailHtml({
    branding: async () => ({ title: 'Werkhaus', colors: { brand: '#0f4c5c' } }),
    logo: async () => ({
      png: await sharp(Buffer.from(logoSvg), { density: 216 }).png().toBuffer(),
      width: 170,
      height: 40,
      alt: 'Werkhaus',
    }),
    picture: mailPictures({ file: async () => undefined, logError }),
    coversOf: fixtureCovers,
    publicUrl: 'https://shop.example.com',
  });
}

const quote = {
  number: 'Q-2026-000007',
  currency: 'EUR',
  message: 'Gerne liefern wir in zwei Teilen.\nMit freundlichen Grüßen',
  validUntil: '2026-12-31',
  displayExcludingTaxes: true,
  totals: { subtotal: 123_400, total: 146_846 },
} as unknown as Quote;

const rma = (state: OrderReturn['state']) =>
  ({
    number: 'RMA-2026-000012',
    state,
    rejectReason: state === 'rejected' ? 'Die Ware ist benutzt.' : null,
    refundedAmount: 1999,
    refundedAs: 'payment',
    creditNoteNumber: 'GS-2026-0003',
  }) as unknown as OrderReturn;

/** One of every kind of mail the shop sends, by name, in `locale`. */
export function everyMail(locale: LocaleCode = 'de'): Record<string, Mail> {
  const order = orderFixture(3, locale);
  const link = 'https://shop.example.com/create-password?token=abc';
  const texts = mailTexts[locale];
  const member = memberMailTexts[locale];
  const parcel = {
    number: 1,
    shippedDate: '2026-12-01',
    carrier: 'DHL',
    trackingNumber: '00340434161234567890',
    trackingUrl: 'https://www.dhl.de/track?id=00340434161234567890',
    lines: [{ position: 0, itemnum: '10-4711', quantity: 1 }],
  };
  const page = 'https://shop.example.com/my-account/orders/42';
  return {
    welcome: { to: 'ada@example.com', subject: texts.welcomeSubject, text: texts.welcome('Ada', 'K-10003'), locale },
    reset: { to: 'ada@example.com', subject: texts.resetSubject, text: texts.reset('Ada', link), locale },
    invitation: { to: 'ada@example.com', subject: texts.inviteSubject, text: texts.invite('Ada', 'K-1', link), locale },
    member: {
      to: 'bo@example.com',
      subject: member.subject('Bau Müller'),
      text: member.invite('Bo', 'Ada Li', 'Bau Müller', link),
      locale,
    },
    confirmation: orderConfirmationMail(order, locale),
    cancelled: orderCancelledMail({ ...order, status: 'refunded' }),
    refunded: orderRefundedMail(order, 1999, [{ quantity: 1, name: names[0]! }]),
    shippedPart: orderShippedMail({ ...order, status: 'partlyShipped' }, parcel),
    shipped: orderShippedMail({ ...order, status: 'shipped' }, { ...parcel, number: 2 }),
    changed: orderChangedMail({ ...order, paymentMethodCode: 'stripe', paymentStatus: 'open' }, 9900, {
      payLink: 'https://shop.example.com/pay/42',
    }),
    differencePaid: differencePaidMail({ ...order, paymentMethodCode: 'stripe', balanceDue: 0 }, 1250),
    returnRequested: returnMail(order, rma('requested')),
    returnReceived: returnMail(order, rma('received')),
    returnRefunded: returnMail(order, rma('refunded')),
    returnRejected: returnMail(order, rma('rejected')),
    quote: quoteOfferedMail(quote, { email: 'ada@example.com', name: 'Ada' }, 'https://shop.example.com/q/7', locale),
    message: orderMessageMail(order, 'Ihr Paket kommt morgen.\nViele Grüße', page),
    messageNotice: orderMessageNotice(order, 'Wann kommt mein Paket?', 'service@werkhaus.example', locale),
    document: documentMail(order, { id: 9, kind: 'invoice', number: 'RE-2026-0042' }),
  };
}
