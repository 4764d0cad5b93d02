import {
  type ImportReason,
  importReasons,
  importReasonText,
  type StaffRefusal,
  staffRefusals,
  staffRefusalText,
} from '@shop/contracts';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/i18n';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';
import es from '../i18n/messages/es.json';
import fr from '../i18n/messages/fr.json';
import italian from '../i18n/messages/it.json';
import { importReasonWords, refusalText, translatedRefusal } from './refusals';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const names = Object.keys(staffRefusals) as StaffRefusal[];

describe('staff refusals in the back office', () => {
  it('words every refusal the API names, with the values its text names', () => {
    const worded = en.refusals as Record<string, string>;
    for (const name of names) {
      expect(worded[name], name).toBeDefined();
      expect(placeholders(worded[name]!), name).toEqual(placeholders(staffRefusals[name]));
    }
  });

  it("reads a field's refusal back into the member's language", () => {
    const t = createTranslator({ locale: 'de-DE', messages: de }) as unknown as Translate;
    const english = staffRefusalText('unknownSku', { sku: 'WH-1' });
    expect(translatedRefusal(t, english)).toBe('Es gibt keinen Artikel mit der Artikelnummer WH-1.');
    expect(refusalText(t, 'linesRefusedMore', { line: 4, reason: 'x', more: 2 })).toBe(
      'Zeile 4: x (und 2 weitere Zeilen). Es wurde nichts gespeichert.',
    );
    expect(translatedRefusal(t, 'Something else')).toBeUndefined();
  });
});

describe('import reasons in the back office', () => {
  const messages = { de, en, fr, es, it: italian };

  it('words every reason the API names, with the values its text names', () => {
    for (const [locale, worded] of Object.entries(messages)) {
      for (const name of Object.keys(importReasons) as ImportReason[]) {
        const text = (worded.importReasons as Record<string, string>)[name];
        expect(text, `${locale} ${name}`).toBeDefined();
        // A technical detail (a parser's own English) may be left out.
        const named = (text: string) => placeholders(text).filter((key) => key !== 'detail');
        expect(named(text!), `${locale} ${name}`).toEqual(named(importReasons[name]));
      }
    }
  });

  it("reads a line's reason back into the member's language, a reason inside another too", () => {
    const t = createTranslator({ locale: 'de-DE', messages: de }) as unknown as Translate;
    expect(importReasonWords(t, importReasonText('duplicateSku', { lines: '3, 7' }))).toBe(
      'Dieselbe SKU steht auch in Zeile 3, 7.',
    );
    expect(importReasonWords(t, importReasonText('textTooLong', { length: 1200, maximum: 1000 }))).toBe(
      'Hat 1200 Zeichen; erlaubt sind höchstens 1000.',
    );
    const tier = importReasonText('tierPrice', { amount: '-2', reason: importReasonText('notNegative') });
    expect(importReasonWords(t, tier)).toBe('Staffelpreis „-2“: Darf nicht negativ sein.');
    const refused = staffRefusalText('linesRefused', { line: '4, price', reason: importReasonText('priceAboveZero') });
    expect(translatedRefusal(t, refused)).toContain('Ein Preis über 0.');
    expect(importReasonWords(t, 'a text the API built otherwise')).toBe('a text the API built otherwise');
  });
});
