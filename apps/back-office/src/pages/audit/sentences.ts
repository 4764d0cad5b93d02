import { type AuditAction, type AuditEntry, siteConfig } from '@shop/contracts';
import { type Formatters, intlLocales, type Locale, type Messages, type Translate } from '../../i18n/i18n';

/** An action's key among the texts: 'customer.address.add' → 'customerAddressAdd'. */
export type ActionKey = keyof Messages['audit']['did'];
export const actionKey = (action: AuditAction) =>
  action.replace(/[.-](\w)/g, (_, letter: string) => letter.toUpperCase()) as ActionKey;

/** What a sentence needs besides the entry: the texts, formats and language, and staff's names by e-mail. */
export interface SentenceContext {
  t: Translate;
  format: Formatters;
  locale: Locale;
  staffNames: ReadonlyMap<string, string>;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Who, as staff know them: a member's name, the admin key, the demo data, else what the row says. */
function actorName(actor: string, { t, staffNames }: Pick<SentenceContext, 't' | 'staffNames'>) {
  if (actor === 'admin-key') return t('audit.adminKey');
  if (actor === 'seed') return t('audit.seed');
  return staffNames.get(actor) ?? actor;
}

/** A method's name in the page's language, else the shop's default one, else its code. */
const methodName = (names: unknown, locale: Locale, code: string) => {
  const byLocale = fieldsOf(names);
  return text(byLocale[locale]) || text(byLocale[siteConfig.defaultLocale]) || code;
};

/** A shipping rate as money: its price, and (`free`) from what goods value it is free. */
function rateText(rate: Fields, free: boolean, { t, format }: SentenceContext) {
  const currency = text(rate.currency);
  if (!currency) return '';
  const price = format.money(number(rate.price), currency);
  return free && typeof rate.freeFrom === 'number'
    ? t('audit.rateFree', { price, freeFrom: format.money(rate.freeFrom, currency) })
    : price;
}

/** The values an action's sentence names beyond who and which: a carrier, an amount, a rate. */
function detailsOf(entry: AuditEntry, context: SentenceContext): Record<string, string | number> {
  const { format, locale } = context;
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const group = entry.action.split('.')[0];
  if (entry.action === 'order.ship') return { carrier: text(after.carrier) };
  if (entry.action === 'order.shipment') return { carrier: text(after.carrier), shipment: number(after.shipment) };
  if (entry.action === 'order.document-resend') return { document: text(after.document) };
  if (
    entry.action === 'order.invoice-payment' ||
    entry.action === 'order.part-refund' ||
    entry.action === 'order.edit' ||
    entry.action === 'return.refund'
  )
    return { amount: format.money(number(after.amount), text(after.currency) || 'EUR') };
  if (entry.action === 'product.category.add' || entry.action === 'product.category.remove')
    return { category: text(after.category) };
  if (entry.action === 'stock.update') return { count: Array.isArray(entry.after) ? entry.after.length : 0 };
  if (entry.action === 'prices.update') {
    const changes = Array.isArray(entry.after) ? (entry.after as unknown[]).map(fieldsOf) : [];
    const was = Array.isArray(entry.before) ? fieldsOf(entry.before[0]) : {};
    const one = changes[0] ?? {};
    const currency = text(one.currency) || 'EUR';
    return {
      count: changes.length,
      products: new Set(changes.map((c) => c.productId)).size,
      from: typeof was.regular === 'number' ? format.money(was.regular, currency) : 'none',
      to: format.money(number(one.regular), currency),
    };
  }
  if (entry.action === 'catalog.import')
    return { created: number(after.created), updated: number(after.updated), unlisted: number(after.unlisted) };
  if (group === 'category') {
    // A category's texts as saved (created, changed, deleted), or its name where it moved.
    const texts = fieldsOf(after.texts ?? before.texts);
    const named = (l: string) => text(fieldsOf(texts[l]).name);
    return {
      name: named(locale) || named(siteConfig.defaultLocale) || text(after.name) || (entry.entityId ?? ''),
    };
  }
  if (group === 'shipping') {
    const rate = entry.action === 'shipping.rate.remove' ? before : after;
    const names = rate.method ?? after.name ?? before.name;
    const country = text(rate.country);
    const free = before.freeFrom !== after.freeFrom && entry.before !== null && entry.before !== undefined;
    return {
      method: methodName(names, locale, entry.entityId ?? ''),
      country: country ? (new Intl.DisplayNames([intlLocales[locale]], { type: 'region' }).of(country) ?? country) : '',
      // The free-from value where it says something: a new rate's, or one that changed.
      from: rateText(before, free, context),
      to: rateText(after, free || !entry.before, context),
    };
  }
  return {};
}

/** What a row of the audit log says, as a sentence in the page's language: "Olivia Werner unlisted WH-000006". */
export function auditSentence(entry: AuditEntry, context: SentenceContext): string {
  const actor = actorName(entry.actor, context);
  const id = entry.entityId ?? '';
  // A member of staff by their name, as the Staff page shows them.
  const object = entry.entity === 'staff_member' ? (context.staffNames.get(id) ?? id) : id;
  const values = { actor, object, ...detailsOf(entry, context) };
  return context.t(`audit.did.${actionKey(entry.action)}`, values as never);
}
