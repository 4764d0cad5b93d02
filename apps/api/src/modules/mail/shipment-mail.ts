import type { LocaleCode, Order, OrderShipment } from '@shop/contracts';
import type { MailPart } from './blocks';
import { signed } from './order-mail';
import type { Mail } from './tables';

interface ShipmentTexts {
  subject: (number: string) => string;
  partSubject: (number: string) => string;
  /** The whole order in one parcel. */
  whole: (number: string, carrier: string) => string;
  /** A parcel with part of it, more to follow. */
  part: (number: string, carrier: string) => string;
  /** The last of several parcels. */
  rest: (number: string, carrier: string) => string;
  trackingNumber: (trackingNumber: string) => string;
  contents: string;
  toFollow: string;
  track: string;
}

/** What the shopper is told of each parcel, in the order's language. */
const shipmentTexts: Record<LocaleCode, ShipmentTexts> = {
  de: {
    subject: (n) => `Ihre Bestellung ${n} ist unterwegs`,
    partSubject: (n) => `Ein Teil Ihrer Bestellung ${n} ist unterwegs`,
    whole: (n, c) => `Ihre Bestellung ${n} wurde heute mit ${c} versandt.`,
    part: (n, c) => `Ein Teil Ihrer Bestellung ${n} wurde heute mit ${c} versandt.`,
    rest: (n, c) => `Der Rest Ihrer Bestellung ${n} wurde heute mit ${c} versandt.`,
    trackingNumber: (t) => `Sendungsnummer: ${t}.`,
    contents: 'In diesem Paket:',
    toFollow: 'Die übrigen Artikel folgen in einer weiteren Sendung; wir sagen Ihnen Bescheid.',
    track: 'Sendung verfolgen',
  },
  en: {
    subject: (n) => `Your order ${n} is on its way`,
    partSubject: (n) => `Part of your order ${n} is on its way`,
    whole: (n, c) => `Your order ${n} was shipped today with ${c}.`,
    part: (n, c) => `Part of your order ${n} was shipped today with ${c}.`,
    rest: (n, c) => `The rest of your order ${n} was shipped today with ${c}.`,
    trackingNumber: (t) => `Tracking number: ${t}.`,
    contents: 'In this parcel:',
    toFollow: 'The other items follow in a further parcel; we will let you know.',
    track: 'Track your parcel',
  },
  fr: {
    subject: (n) => `Votre commande ${n} est en route`,
    partSubject: (n) => `Une partie de votre commande ${n} est en route`,
    whole: (n, c) => `Votre commande ${n} a été expédiée aujourd’hui avec ${c}.`,
    part: (n, c) => `Une partie de votre commande ${n} a été expédiée aujourd’hui avec ${c}.`,
    rest: (n, c) => `Le reste de votre commande ${n} a été expédié aujourd’hui avec ${c}.`,
    trackingNumber: (t) => `Numéro de suivi : ${t}.`,
    contents: 'Dans ce colis :',
    toFollow: 'Les autres articles suivront dans un autre colis ; nous vous tiendrons informé.',
    track: 'Suivre le colis',
  },
  es: {
    subject: (n) => `Su pedido ${n} está en camino`,
    partSubject: (n) => `Parte de su pedido ${n} está en camino`,
    whole: (n, c) => `Su pedido ${n} se ha enviado hoy con ${c}.`,
    part: (n, c) => `Parte de su pedido ${n} se ha enviado hoy con ${c}.`,
    rest: (n, c) => `El resto de su pedido ${n} se ha enviado hoy con ${c}.`,
    trackingNumber: (t) => `Número de seguimiento: ${t}.`,
    contents: 'En este paquete:',
    toFollow: 'Los demás artículos llegarán en otro envío; le avisaremos.',
    track: 'Seguir el envío',
  },
  it: {
    subject: (n) => `Il tuo ordine ${n} è in viaggio`,
    partSubject: (n) => `Una parte del tuo ordine ${n} è in viaggio`,
    whole: (n, c) => `Il tuo ordine ${n} è stato spedito oggi con ${c}.`,
    part: (n, c) => `Una parte del tuo ordine ${n} è stata spedita oggi con ${c}.`,
    rest: (n, c) => `Il resto del tuo ordine ${n} è stato spedito oggi con ${c}.`,
    trackingNumber: (t) => `Numero di tracciamento: ${t}.`,
    contents: 'In questo pacco:',
    toFollow: 'Gli altri articoli seguiranno in un’altra spedizione; ti avviseremo.',
    track: 'Traccia il pacco',
  },
};

/**
 * Tells the shopper a parcel of their order left: what is in it, the carrier, the tracking number
 * and its page, and whether more follows (the order still partly shipped).
 */
export function orderShippedMail(order: Order, parcel: OrderShipment): Mail {
  const t = shipmentTexts[order.locale];
  const n = order.transactionnum;
  const complete = order.status !== 'partlyShipped';
  const intro = (!complete ? t.part : parcel.number === 1 ? t.whole : t.rest)(n, parcel.carrier);
  const items = parcel.lines.map(({ position, quantity }) => {
    const item = order.cartInfo.cartItems[position]!;
    return { name: `${quantity} × ${item.name}`, detail: item.itemnum, productId: item.productId };
  });
  const body: MailPart[] = [
    intro + (parcel.trackingNumber ? ` ${t.trackingNumber(parcel.trackingNumber)}` : ''),
    '',
    t.contents,
    { block: { items }, text: items.map((item) => `${item.name} (${item.detail})`) },
    ...(complete ? [] : ['', t.toFollow]),
  ];
  if (parcel.trackingUrl) body.push('', `${t.track}: ${parcel.trackingUrl}`);
  return {
    to: order.email,
    subject: complete ? t.subject(n) : t.partSubject(n),
    ...signed(order.locale, order, body),
    // The invoice, where one is issued by now (when paid, placed, or with the last parcel).
    attach: { orderId: order.id, kinds: ['invoice'] },
  };
}
