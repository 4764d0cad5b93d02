import type { CatalogRepository } from '@shop/api/catalog';
import type { ContentWrite } from '@shop/api/content';
import type { LocaleCode, MenuItem } from '@shop/contracts';

type PerLocale<T> = Record<LocaleCode, T>;
const locales: LocaleCode[] = ['de', 'en', 'fr', 'es', 'it'];

const block = (
  identifier: string,
  locale: LocaleCode,
  content: string,
  config: Record<string, unknown>,
): ContentWrite => ({
  type: 'block',
  identifier,
  locale,
  content,
  config,
  script: null,
});

/** A category as the menu needs it: its name and slug in each locale, and its children. */
export interface MenuCategory {
  name: PerLocale<string>;
  slug: PerLocale<string>;
  image?: string;
  children: MenuCategory[];
}

const service: PerLocale<{ title: string; items: Array<[string, string]> }> = {
  de: {
    title: 'Service',
    items: [
      ['Versand und Lieferung', '/i/versand'],
      ['Kontakt', '/i/kontakt'],
      ['AGB', '/i/agb'],
    ],
  },
  en: {
    title: 'Service',
    items: [
      ['Shipping and delivery', '/i/versand'],
      ['Contact', '/i/kontakt'],
      ['Terms', '/i/agb'],
    ],
  },
  fr: {
    title: 'Service',
    items: [
      ['Expédition et livraison', '/i/versand'],
      ['Contact', '/i/kontakt'],
      ['CGV', '/i/agb'],
    ],
  },
  es: {
    title: 'Servicio',
    items: [
      ['Envío y entrega', '/i/versand'],
      ['Contacto', '/i/kontakt'],
      ['Condiciones', '/i/agb'],
    ],
  },
  it: {
    title: 'Servizio',
    items: [
      ['Spedizione e consegna', '/i/versand'],
      ['Contatti', '/i/kontakt'],
      ['Condizioni', '/i/agb'],
    ],
  },
};

const contactMobile: PerLocale<string> = {
  de: 'Anrufen: 0711 000000',
  en: 'Call us',
  fr: 'Appelez-nous',
  es: 'Llámenos',
  it: 'Chiamaci',
};

/**
 * The demo menu: one container per top category (a full-row navigation, since the first entry is
 * a container) whose subcategories form the dropdown's columns, then a Service dropdown and a
 * phone-only call link.
 */
function demoMenu(categories: MenuCategory[], locale: LocaleCode): MenuItem[] {
  const path = (...cats: MenuCategory[]) => `/c/${cats.map((c) => c.slug[locale]).join('/')}`;
  return [
    ...categories.map(
      (root): MenuItem => ({
        kind: 'container',
        title: root.name[locale],
        slug: root.slug[locale],
        href: path(root),
        visibility: 'all',
        items: root.children.map(
          (child): MenuItem => ({
            kind: 'container',
            title: child.name[locale],
            href: path(root, child),
            visibility: 'all',
            ...(child.image ? { image: { src: child.image, width: 48 } } : {}),
            items: child.children.map((leaf) => ({
              kind: 'link',
              title: leaf.name[locale],
              href: path(root, child, leaf),
              visibility: 'all',
            })),
          }),
        ),
      }),
    ),
    {
      kind: 'link',
      title: service[locale].title,
      slug: 'service',
      visibility: 'desktop',
      items: service[locale].items.map(([title, href]) => ({ kind: 'link', title, href, visibility: 'all' })),
    },
    { kind: 'link', title: contactMobile[locale], href: 'tel:+49711000000', visibility: 'mobile' },
  ];
}

const footerText: PerLocale<{
  columns: Array<[string, Array<[string, string]>]>;
  address: string;
}> = {
  de: {
    columns: [
      [
        'Service',
        [
          ['Versand und Lieferung', '/i/versand'],
          ['Kontakt', '/i/kontakt'],
          ['Mein Konto', '/my-account'],
          ['Bestellstatus', '/order-status'],
        ],
      ],
      [
        'Rechtliches',
        [
          ['Impressum', '/i/impressum'],
          ['AGB', '/i/agb'],
          ['Datenschutz', '/i/datenschutz'],
        ],
      ],
    ],
    address:
      '<p><strong>Werkhaus GmbH</strong><br>Industriestraße 12, 70565 Stuttgart<br>Mo–Fr 7–18 Uhr: <a href="tel:+49711000000">0711 000000</a></p>',
  },
  en: {
    columns: [
      [
        'Service',
        [
          ['Shipping and delivery', '/i/versand'],
          ['Contact', '/i/kontakt'],
          ['My account', '/my-account'],
          ['Order status', '/order-status'],
        ],
      ],
      [
        'Legal',
        [
          ['Legal notice', '/i/impressum'],
          ['Terms and conditions', '/i/agb'],
          ['Privacy', '/i/datenschutz'],
        ],
      ],
    ],
    address:
      '<p><strong>Werkhaus GmbH</strong><br>Industriestraße 12, 70565 Stuttgart, Germany<br>Mon–Fri 7 am–6 pm: <a href="tel:+49711000000">+49 711 000000</a></p>',
  },
  fr: {
    columns: [
      [
        'Service',
        [
          ['Expédition et livraison', '/i/versand'],
          ['Contact', '/i/kontakt'],
          ['Mon compte', '/my-account'],
          ['Suivi de commande', '/order-status'],
        ],
      ],
      [
        'Mentions',
        [
          ['Mentions légales', '/i/impressum'],
          ['CGV', '/i/agb'],
          ['Confidentialité', '/i/datenschutz'],
        ],
      ],
    ],
    address:
      '<p><strong>Werkhaus GmbH</strong><br>Industriestraße 12, 70565 Stuttgart, Allemagne<br>Lun–ven 7 h–18 h : <a href="tel:+49711000000">+49 711 000000</a></p>',
  },
  es: {
    columns: [
      [
        'Servicio',
        [
          ['Envío y entrega', '/i/versand'],
          ['Contacto', '/i/kontakt'],
          ['Mi cuenta', '/my-account'],
          ['Estado del pedido', '/order-status'],
        ],
      ],
      [
        'Legal',
        [
          ['Aviso legal', '/i/impressum'],
          ['Condiciones generales', '/i/agb'],
          ['Privacidad', '/i/datenschutz'],
        ],
      ],
    ],
    address:
      '<p><strong>Werkhaus GmbH</strong><br>Industriestraße 12, 70565 Stuttgart, Alemania<br>Lun–vie 7–18 h: <a href="tel:+49711000000">+49 711 000000</a></p>',
  },
  it: {
    columns: [
      [
        'Servizio',
        [
          ['Spedizione e consegna', '/i/versand'],
          ['Contatti', '/i/kontakt'],
          ['Il mio account', '/my-account'],
          ['Stato dell’ordine', '/order-status'],
        ],
      ],
      [
        'Note legali',
        [
          ['Note legali', '/i/impressum'],
          ['Condizioni di vendita', '/i/agb'],
          ['Privacy', '/i/datenschutz'],
        ],
      ],
    ],
    address:
      '<p><strong>Werkhaus GmbH</strong><br>Industriestraße 12, 70565 Stoccarda, Germania<br>Lun–ven 7–18: <a href="tel:+49711000000">+49 711 000000</a></p>',
  },
};

// The link says where it leads: "Learn more" tells a screen reader's list of links nothing (Lighthouse's link-text).
const notice: PerLocale<string> = {
  de: '<p>Versandkostenfrei ab 150 € netto – für Geschäftskunden auch auf Rechnung. <a href="/i/versand">Versand und Zahlung</a></p>',
  en: '<p>Free shipping from €150 net – business customers can also pay by invoice. <a href="/en/i/versand">Shipping and payment</a></p>',
  fr: '<p>Livraison gratuite dès 150 € HT – paiement sur facture pour les professionnels. <a href="/fr/i/versand">Livraison et paiement</a></p>',
  es: '<p>Envío gratis a partir de 150 € netos – las empresas también pueden pagar por factura. <a href="/es/i/versand">Envío y pago</a></p>',
  it: '<p>Spedizione gratuita da 150 € netti – le aziende possono pagare anche con fattura. <a href="/it/i/versand">Spedizione e pagamento</a></p>',
};

const promises: PerLocale<string> = {
  de: '<p>Über 2.000 Artikel ab Lager · Lieferung in 1–2 Werktagen · Kauf auf Rechnung</p>',
  en: '<p>Over 2,000 items in stock · Delivery in 1–2 working days · Pay by invoice</p>',
  fr: '<p>Plus de 2 000 articles en stock · Livraison en 1 à 2 jours ouvrés · Paiement sur facture</p>',
  es: '<p>Más de 2.000 artículos en stock · Entrega en 1–2 días laborables · Pago por factura</p>',
  it: '<p>Oltre 2.000 articoli disponibili · Consegna in 1–2 giorni lavorativi · Pagamento con fattura</p>',
};

const cartHeader: PerLocale<string> = {
  de: '<p>Sicher bestellen – Versand innerhalb von 1–2 Werktagen.</p>',
  en: '<p>Order securely – shipped within 1–2 working days.</p>',
  fr: '<p>Commande sécurisée – expédition sous 1 à 2 jours ouvrés.</p>',
  es: '<p>Pedido seguro – envío en 1–2 días laborables.</p>',
  it: '<p>Ordine sicuro – spedizione entro 1–2 giorni lavorativi.</p>',
};

/** The shop's chrome: footer, notification bar, top banner, cart header and the settings. */
export function demoChrome(categories: MenuCategory[]): ContentWrite[] {
  const perLocale = locales.flatMap((locale) => [
    block('menu', locale, '', { items: demoMenu(categories, locale) }),
    block('footer', locale, footerText[locale].address, {
      columns: footerText[locale].columns.map(([header, items]) => ({
        header,
        items: items.map(([label, url]) => ({ label, url })),
      })),
      social: [
        { href: 'https://www.linkedin.com/company/werkhaus-example', icon: 'linkedin' },
        { href: 'https://www.instagram.com/werkhaus.example', icon: 'instagram' },
        { href: 'https://www.youtube.com/@werkhaus-example', icon: 'youtube' },
      ],
    }),
    block('notification-bar', locale, notice[locale], { backgroundColor: '#fff4e5', iconColor: '#e36414' }),
    block('top-banner', locale, promises[locale], {}),
    block('cart-header', locale, cartHeader[locale], {}),
  ]);
  return [
    ...perLocale,
    {
      type: 'setting',
      identifier: 'branding',
      locale: 'de',
      content: '',
      config: {
        title: 'Werkhaus',
        favicon: '/favicon.svg',
        headers: { meta: [{ name: 'author', content: 'Werkhaus GmbH' }], link: [] },
        isPriceForGuestEnabled: true,
        leaveMenuTimeout: 1000,
        'contact-us-url': '/i/kontakt',
      },
      script: null,
    },
    { type: 'setting', identifier: 'locale', locale: 'de', content: '', config: { messages: {} }, script: null },
    {
      type: 'setting',
      identifier: 'attributes',
      locale: 'de',
      content: '',
      config: { order: ['brand', 'colour', 'size', 'material'], header: ['brand'], hidden: [] },
      script: null,
    },
  ];
}

/** The category tree as the menu needs it, read from the seeded catalogue. */
export async function menuCategories(catalog: CatalogRepository): Promise<MenuCategory[]> {
  const { rows, texts } = await catalog.categories();
  const build = (parentId: number | null): MenuCategory[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const own = texts.filter((t) => t.categoryId === row.id);
        const pick = (field: 'name' | 'slug') =>
          Object.fromEntries(
            locales.map((l) => [l, (own.find((t) => t.locale === l) ?? own[0])?.[field] ?? '']),
          ) as PerLocale<string>;
        return { name: pick('name'), slug: pick('slug'), image: row.image ?? undefined, children: build(row.id) };
      });
  return build(null);
}
