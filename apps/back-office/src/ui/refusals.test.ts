import { type StaffRefusal, staffRefusals, staffRefusalText } from '@shop/contracts';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/i18n';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';
import { refusalText, translatedRefusal } from './refusals';

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
