// The audit log reads as sentences in every language: each action the API writes has one (and a
// name for the filter), amounts read as money in the page's language, people by their names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AuditAction, type AuditEntry, auditActions, webhookEventTypes } from '@shop/contracts';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { formatters, intlLocales, type Locale, locales, type Messages, type Translate } from '../../i18n/i18n';
import { actionKey, auditSentence } from './sentences';

const root = path.resolve(import.meta.dirname, '../../../../..');
const messagesOf = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(root, `apps/back-office/src/i18n/messages/${locale}.json`), 'utf8')) as Messages;

/** Every `entity.verb` text in the API's source (tests left out), but the webhooks' event names. */
function actionsInApiSource() {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(file);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
    });
  const entities = [...new Set(auditActions.map((action) => action.split('.')[0]))].join('|');
  const literal = new RegExp(`'((?:${entities})\\.[a-z.-]+)'`, 'g');
  const found = new Set<string>();
  for (const file of files(path.join(root, 'apps/api/src')))
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) found.add(match[1]!);
  for (const event of webhookEventTypes) found.delete(event);
  return found;
}

const staffNames = new Map([
  ['owner@werkhaus.example', 'Olivia Werner'],
  ['clerk@werkhaus.example', 'Claus Becker'],
]);

function sentence(locale: Locale, entry: Partial<AuditEntry> & { action: AuditAction }, errors: string[] = []) {
  const t = createTranslator({
    locale: intlLocales[locale],
    messages: messagesOf(locale),
    onError: (error) => errors.push(error.message),
  }) as unknown as Translate;
  const row: AuditEntry = {
    id: 1,
    at: '2026-06-01T10:00:00.000Z',
    actor: 'owner@werkhaus.example',
    entity: entry.action.split('.')[0]!,
    entityId: null,
    before: null,
    after: null,
    ...entry,
  };
  // Amounts are spaced with non-breaking spaces ("4,95 €"): read as plain ones here.
  return auditSentence(row, { t, format: formatters(locale), locale, staffNames }).replace(/[\u00a0\u202f]/g, ' ');
}

describe('the audit log’s sentences', () => {
  it('cover every action the API writes, and only those', () => {
    const written = actionsInApiSource();
    expect([...written].filter((action) => !(auditActions as readonly string[]).includes(action))).toEqual([]);
    expect(auditActions.filter((action) => !written.has(action))).toEqual([]);
  });

  it.each(locales)('has a sentence and a name for the filter of every action in %s', (locale) => {
    const { audit } = messagesOf(locale);
    const missing = auditActions.filter(
      (action) => !audit.did[actionKey(action)]?.trim() || !audit.actions[actionKey(action)]?.trim(),
    );
    expect(missing).toEqual([]);
  });

  it.each(locales)('says every action in %s without a gap or a raw code', (locale) => {
    for (const action of auditActions) {
      const errors: string[] = [];
      const said = sentence(locale, { action, entityId: 'X-1' }, errors);
      expect([action, errors]).toEqual([action, []]);
      expect(said).not.toMatch(/audit\.|[{}]/);
    }
  });

  it('names who did it and what, in the page’s language', () => {
    const unlisted = { action: 'product.unlist', entityId: 'WH-000006' } as const;
    expect(sentence('en', unlisted)).toBe('Olivia Werner unlisted WH-000006');
    expect(sentence('de', unlisted)).toBe('Olivia Werner hat WH-000006 ausgelistet');
    expect(sentence('en', { ...unlisted, action: 'product.list', actor: 'admin-key' })).toBe(
      'The admin key listed WH-000006',
    );
    // A member of staff the list does not know (any more) by their e-mail; one it knows by name.
    expect(sentence('en', { ...unlisted, actor: 'gone@werkhaus.example' })).toBe(
      'gone@werkhaus.example unlisted WH-000006',
    );
    expect(
      sentence('de', { action: 'staff.disable', entity: 'staff_member', entityId: 'clerk@werkhaus.example' }),
    ).toBe('Olivia Werner hat Claus Becker deaktiviert');
  });

  it('says a shipping rate’s change with its amounts as money, the method and country in the page’s language', () => {
    const method = { de: 'Standardversand', en: 'Standard delivery' };
    const change = {
      action: 'shipping.rate.update',
      entity: 'shipping_method',
      entityId: 'standard',
      before: { country: 'DE', currency: 'EUR', price: 495, freeFrom: 15_000 },
      after: { country: 'DE', currency: 'EUR', price: 595, freeFrom: 15_000, method },
    } as const;
    expect(sentence('en', change)).toBe(
      'Olivia Werner changed the Standard delivery rate for Germany from €4.95 to €5.95',
    );
    expect(sentence('de', change)).toBe(
      'Olivia Werner hat den Tarif „Standardversand“ für Deutschland von 4,95 € auf 5,95 € geändert',
    );
    // The free-from value is said where it changed; French has no name of its own: the default language's.
    expect(sentence('fr', { ...change, after: { ...change.after, freeFrom: 20_000 } })).toBe(
      'Olivia Werner a modifié le tarif Standardversand pour Allemagne de 4,95 €, gratuit dès 150,00 € à 5,95 €, gratuit dès 200,00 €',
    );
  });

  it('says other amounts as money too: a payment received, a price changed', () => {
    const payment = {
      action: 'order.invoice-payment',
      entityId: 'WH-0000012',
      after: { amount: 123_450, currency: 'EUR', status: 'pending' },
    } as const;
    expect(sentence('en', payment)).toBe('Olivia Werner recorded a payment of €1,234.50 for order WH-0000012');
    expect(sentence('de', payment)).toBe(
      'Olivia Werner hat eine Zahlung von 1.234,50 € zu Bestellung WH-0000012 erfasst',
    );
    const price = {
      action: 'prices.update',
      entityId: 'WH-000006',
      before: [{ productId: 6, currency: 'EUR', regular: 149, special: null }],
      after: [{ productId: 6, currency: 'EUR', regular: 199, special: null }],
    } as const;
    expect(sentence('en', price)).toBe('Olivia Werner changed the price of WH-000006 from €1.49 to €1.99');
    expect(
      sentence('en', { ...price, entityId: null, after: [...price.after, { productId: 7, currency: 'EUR' }] }),
    ).toBe('Olivia Werner changed 2 prices of 2 products');
    const category = {
      action: 'product.category.add',
      entityId: 'WH-000006',
      before: { categoryIds: [1], primaryCategoryId: 1 },
      after: { categoryIds: [1, 4], primaryCategoryId: 1, category: 'Hammer' },
    } as const;
    expect(sentence('en', category)).toBe('Olivia Werner added WH-000006 to the category Hammer');
    expect(sentence('de', { ...category, action: 'product.category.remove' })).toBe(
      'Olivia Werner hat WH-000006 aus der Kategorie Hammer entfernt',
    );
  });
});
