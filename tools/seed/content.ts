import type { ContentWrite } from '@shop/api/content';
import type { LocaleCode } from '@shop/contracts';
import { demoChrome, type MenuCategory } from './chrome';

type PerLocale<T> = Record<LocaleCode, T>;

const imprint: PerLocale<{ title: string; body: string }> = {
  de: {
    title: 'Impressum',
    body: '<p>Werkhaus GmbH<br>Industriestraße 12<br>70565 Stuttgart</p><h2>Kontakt</h2><p>Telefon: +49 711 000000<br>E-Mail: service@werkhaus.example</p><h2>Registereintrag</h2><p>Amtsgericht Stuttgart, HRB 000000<br>USt-IdNr.: DE000000000</p>',
  },
  en: {
    title: 'Legal notice',
    body: '<p>Werkhaus GmbH<br>Industriestraße 12<br>70565 Stuttgart, Germany</p><h2>Contact</h2><p>Phone: +49 711 000000<br>E-mail: service@werkhaus.example</p><h2>Registration</h2><p>Stuttgart District Court, HRB 000000<br>VAT ID: DE000000000</p>',
  },
  fr: {
    title: 'Mentions légales',
    body: '<p>Werkhaus GmbH<br>Industriestraße 12<br>70565 Stuttgart, Allemagne</p><h2>Contact</h2><p>Téléphone : +49 711 000000<br>E-mail : service@werkhaus.example</p><h2>Immatriculation</h2><p>Tribunal d’instance de Stuttgart, HRB 000000<br>N° TVA : DE000000000</p>',
  },
  es: {
    title: 'Aviso legal',
    body: '<p>Werkhaus GmbH<br>Industriestraße 12<br>70565 Stuttgart, Alemania</p><h2>Contacto</h2><p>Teléfono: +49 711 000000<br>Correo electrónico: service@werkhaus.example</p><h2>Registro</h2><p>Juzgado de Stuttgart, HRB 000000<br>NIF-IVA: DE000000000</p>',
  },
  it: {
    title: 'Note legali',
    body: '<p>Werkhaus GmbH<br>Industriestraße 12<br>70565 Stoccarda, Germania</p><h2>Contatti</h2><p>Telefono: +49 711 000000<br>E-mail: service@werkhaus.example</p><h2>Registrazione</h2><p>Tribunale di Stoccarda, HRB 000000<br>Partita IVA: DE000000000</p>',
  },
};

const terms: PerLocale<{ title: string; body: string }> = {
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    body: '<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen von Verbrauchern und Unternehmern über den Onlineshop der Werkhaus GmbH.</p><h2>2. Vertragsschluss</h2><p>Die Darstellung der Produkte ist kein bindendes Angebot. Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab, das wir mit der Auftragsbestätigung annehmen.</p><h2>3. Preise und Zahlung</h2><p>Für Geschäftskunden gelten die Preise zuzüglich Umsatzsteuer und Versand. Wir liefern auf Rechnung, per Lastschrift, Kreditkarte oder PayPal.</p><h2>4. Lieferung</h2><p>Lagerware liefern wir innerhalb von 1–2 Werktagen, Ware aus dem Außenlager innerhalb von 4–5 Werktagen.</p>',
  },
  en: {
    title: 'Terms and conditions',
    body: '<h2>1. Scope</h2><p>These terms apply to all orders placed by consumers and businesses in the Werkhaus GmbH online shop.</p><h2>2. Contract</h2><p>Products shown in the shop are not a binding offer. By sending your order you make a binding offer, which we accept with the order confirmation.</p><h2>3. Prices and payment</h2><p>Business customers’ prices are plus VAT and shipping. We accept invoice, direct debit, credit card and PayPal.</p><h2>4. Delivery</h2><p>Items in stock are delivered within 1–2 working days, items from our external warehouse within 4–5 working days.</p>',
  },
  fr: {
    title: 'Conditions générales de vente',
    body: '<h2>1. Champ d’application</h2><p>Les présentes conditions s’appliquent à toutes les commandes passées par des consommateurs et des professionnels sur la boutique en ligne de Werkhaus GmbH.</p><h2>2. Conclusion du contrat</h2><p>La présentation des produits ne constitue pas une offre ferme. En envoyant votre commande, vous faites une offre ferme que nous acceptons par la confirmation de commande.</p><h2>3. Prix et paiement</h2><p>Pour les professionnels, les prix s’entendent hors TVA et frais de port. Nous acceptons la facture, le prélèvement, la carte bancaire et PayPal.</p><h2>4. Livraison</h2><p>Les articles en stock sont livrés sous 1 à 2 jours ouvrés, ceux de l’entrepôt externe sous 4 à 5 jours ouvrés.</p>',
  },
  es: {
    title: 'Condiciones generales',
    body: '<h2>1. Ámbito de aplicación</h2><p>Estas condiciones se aplican a todos los pedidos de consumidores y empresas realizados en la tienda online de Werkhaus GmbH.</p><h2>2. Celebración del contrato</h2><p>La presentación de los productos no es una oferta vinculante. Al enviar su pedido realiza una oferta vinculante que aceptamos con la confirmación del pedido.</p><h2>3. Precios y pago</h2><p>Para clientes empresariales los precios no incluyen IVA ni gastos de envío. Aceptamos factura, domiciliación, tarjeta de crédito y PayPal.</p><h2>4. Entrega</h2><p>Los artículos en stock se entregan en 1–2 días laborables; los del almacén externo, en 4–5 días laborables.</p>',
  },
  it: {
    title: 'Condizioni generali di vendita',
    body: '<h2>1. Ambito di applicazione</h2><p>Le presenti condizioni si applicano a tutti gli ordini di consumatori e aziende effettuati nel negozio online di Werkhaus GmbH.</p><h2>2. Conclusione del contratto</h2><p>La presentazione dei prodotti non costituisce un’offerta vincolante. Inviando l’ordine fai un’offerta vincolante, che accettiamo con la conferma d’ordine.</p><h2>3. Prezzi e pagamento</h2><p>Per i clienti business i prezzi sono al netto di IVA e spedizione. Accettiamo fattura, addebito diretto, carta di credito e PayPal.</p><h2>4. Consegna</h2><p>Gli articoli disponibili vengono consegnati in 1–2 giorni lavorativi, quelli del magazzino esterno in 4–5 giorni lavorativi.</p>',
  },
};

const shipping: PerLocale<{ title: string; body: string }> = {
  de: {
    title: 'Versand und Lieferung',
    body: '<p>Wir liefern nach Deutschland, Österreich, in die Schweiz und in die EU.</p><ul><li>Lagerware: Lieferung in 1–2 Werktagen</li><li>Ware aus dem Außenlager: 4–5 Werktage</li><li>Versandkostenfrei ab 150 € netto, darunter 6,90 €</li></ul>',
  },
  en: {
    title: 'Shipping and delivery',
    body: '<p>We deliver to Germany, Austria, Switzerland and the EU.</p><ul><li>Items in stock: delivered in 1–2 working days</li><li>Items from our external warehouse: 4–5 working days</li><li>Free shipping from €150 net, €6.90 below</li></ul>',
  },
  fr: {
    title: 'Expédition et livraison',
    body: '<p>Nous livrons en Allemagne, en Autriche, en Suisse et dans l’UE.</p><ul><li>Articles en stock : livraison en 1 à 2 jours ouvrés</li><li>Articles de l’entrepôt externe : 4 à 5 jours ouvrés</li><li>Livraison gratuite dès 150 € HT, sinon 6,90 €</li></ul>',
  },
  es: {
    title: 'Envío y entrega',
    body: '<p>Entregamos en Alemania, Austria, Suiza y la UE.</p><ul><li>Artículos en stock: entrega en 1–2 días laborables</li><li>Artículos del almacén externo: 4–5 días laborables</li><li>Envío gratis a partir de 150 € netos; por debajo, 6,90 €</li></ul>',
  },
  it: {
    title: 'Spedizione e consegna',
    body: '<p>Consegniamo in Germania, Austria, Svizzera e UE.</p><ul><li>Articoli disponibili: consegna in 1–2 giorni lavorativi</li><li>Articoli dal magazzino esterno: 4–5 giorni lavorativi</li><li>Spedizione gratuita da 150 € netti, altrimenti 6,90 €</li></ul>',
  },
};

const contact: PerLocale<{ title: string; body: string }> = {
  de: {
    title: 'Kontakt',
    body: '<p>Unser Kundenservice ist Montag bis Freitag von 7 bis 18 Uhr für Sie da.</p><p>Telefon: <a href="tel:+49711000000">0711 000000</a><br>E-Mail: <a href="mailto:service@werkhaus.example">service@werkhaus.example</a></p>',
  },
  en: {
    title: 'Contact',
    body: '<p>Our customer service is there for you Monday to Friday from 7 am to 6 pm (CET).</p><p>Phone: <a href="tel:+49711000000">+49 711 000000</a><br>E-mail: <a href="mailto:service@werkhaus.example">service@werkhaus.example</a></p>',
  },
  fr: {
    title: 'Contact',
    body: '<p>Notre service client est à votre disposition du lundi au vendredi de 7 h à 18 h.</p><p>Téléphone : <a href="tel:+49711000000">+49 711 000000</a><br>E-mail : <a href="mailto:service@werkhaus.example">service@werkhaus.example</a></p>',
  },
  es: {
    title: 'Contacto',
    body: '<p>Nuestro servicio de atención al cliente le atiende de lunes a viernes de 7 a 18 h.</p><p>Teléfono: <a href="tel:+49711000000">+49 711 000000</a><br>Correo electrónico: <a href="mailto:service@werkhaus.example">service@werkhaus.example</a></p>',
  },
  it: {
    title: 'Contatti',
    body: '<p>Il nostro servizio clienti è a tua disposizione dal lunedì al venerdì dalle 7 alle 18.</p><p>Telefono: <a href="tel:+49711000000">+49 711 000000</a><br>E-mail: <a href="mailto:service@werkhaus.example">service@werkhaus.example</a></p>',
  },
};

const privacy: PerLocale<{ title: string; body: string }> = {
  de: {
    title: 'Datenschutz',
    body: '<p>Wir verarbeiten Ihre Daten nur, soweit es für Bestellung, Lieferung und Zahlung nötig ist, oder mit Ihrer Einwilligung.</p><h2>Cookies</h2><p>Notwendige Cookies speichern Warenkorb, Anmeldung und Sprache. Analyse-Cookies setzen wir nur nach Ihrer Einwilligung; sie werden höchstens zwei Jahre gespeichert.</p>',
  },
  en: {
    title: 'Privacy',
    body: '<p>We process your data only as far as needed for your order, its delivery and payment, or with your consent.</p><h2>Cookies</h2><p>Required cookies keep your cart, login and language. Analytics cookies are set only with your consent and kept for at most two years.</p>',
  },
  fr: {
    title: 'Confidentialité',
    body: '<p>Nous ne traitons vos données que dans la mesure nécessaire à la commande, à la livraison et au paiement, ou avec votre consentement.</p><h2>Cookies</h2><p>Les cookies nécessaires conservent votre panier, votre connexion et votre langue. Les cookies de mesure d’audience ne sont déposés qu’avec votre accord et conservés deux ans au plus.</p>',
  },
  es: {
    title: 'Privacidad',
    body: '<p>Tratamos sus datos solo en la medida necesaria para el pedido, la entrega y el pago, o con su consentimiento.</p><h2>Cookies</h2><p>Las cookies necesarias guardan su carrito, su sesión y su idioma. Las cookies de análisis solo se instalan con su consentimiento y se guardan como máximo dos años.</p>',
  },
  it: {
    title: 'Privacy',
    body: '<p>Trattiamo i tuoi dati solo nella misura necessaria per ordine, consegna e pagamento, oppure con il tuo consenso.</p><h2>Cookie</h2><p>I cookie necessari conservano carrello, accesso e lingua. I cookie di analisi vengono impostati solo con il tuo consenso e conservati al massimo due anni.</p>',
  },
};

const pages = { impressum: imprint, agb: terms, versand: shipping, kontakt: contact, datenschutz: privacy };
const locales = Object.keys(imprint) as LocaleCode[];

/** The demo shop's info pages in every locale. */
function demoPages(): ContentWrite[] {
  return Object.entries(pages).flatMap(([identifier, texts]) =>
    locales.map((locale) => ({
      type: 'page',
      identifier,
      locale,
      content: texts[locale].body,
      config: { title: texts[locale].title },
      script: null,
    })),
  );
}

/** Every demo content entry: info pages and the shop's chrome, its menu built from `categories`. */
export const demoContent = (categories: MenuCategory[] = []): ContentWrite[] => [
  ...demoPages(),
  ...demoChrome(categories),
];
