import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import de from './messages/de.json';
import en from './messages/en.json';
import { zodMessage } from './zod-messages';

const messagesOf = (messages: typeof en, locale: string, schema: z.ZodType, input: unknown) => {
  const say = createTranslator({ locale, messages, namespace: 'validation' });
  const result = schema.safeParse(input, { error: (issue) => zodMessage(issue, say) });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("zod's own messages in a merchant's words", () => {
  it.each([
    [z.string().max(80), 'x'.repeat(81), 'At most 80 characters', 'Höchstens 80 Zeichen'],
    [z.string().min(1), '', 'This field is required', 'Dieses Feld ist erforderlich'],
    [z.number().int(), 1.5, 'Enter a whole number', 'Geben Sie eine ganze Zahl ein'],
    [z.number(), Number.NaN, 'Enter a number', 'Geben Sie eine Zahl ein'],
    [z.number().min(3), 2, 'At least 3', 'Mindestens 3'],
    [z.email(), 'anna', 'Enter a valid e-mail address', 'Geben Sie eine gültige E-Mail-Adresse ein'],
    [z.enum(['a', 'b']), 'c', 'Choose one of the offered values', 'Wählen Sie einen der angebotenen Werte'],
    [z.array(z.string()).max(1), ['a', 'b'], 'At most 1 entry', 'Höchstens 1 Eintrag'],
  ])('%#: says it in English and German', (schema, input, english, german) => {
    expect(messagesOf(en, 'en-GB', schema, input)).toEqual([english]);
    expect(messagesOf(de, 'de-DE', schema, input)).toEqual([german]);
  });

  it('keeps a message the schema names itself', () => {
    expect(messagesOf(en, 'en-GB', z.string().min(1, 'A coupon code is required'), '')).toEqual([
      'A coupon code is required',
    ]);
  });
});
