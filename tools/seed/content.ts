import type { ContentWrite } from '@shop/api/content';
import type { LocaleCode } from '@shop/contracts';

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

const locales = Object.keys(imprint) as LocaleCode[];

/** The demo shop's content entries: info pages in every locale. */
export function demoContent(): ContentWrite[] {
  return locales.flatMap((locale) => [
    {
      type: 'page',
      identifier: 'impressum',
      locale,
      content: imprint[locale].body,
      config: { title: imprint[locale].title },
      script: null,
    },
    {
      type: 'page',
      identifier: 'agb',
      locale,
      content: terms[locale].body,
      config: { title: terms[locale].title },
      script: null,
    },
  ]);
}
