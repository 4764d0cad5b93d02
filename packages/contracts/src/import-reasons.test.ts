import { describe, expect, it } from 'vitest';
import {
  type ImportReason,
  importReasonCountKeys,
  importReasonOf,
  importReasons,
  importReasonText,
} from './import-reasons';

describe('import reasons', () => {
  it('reads every reason back from its text, with its values', () => {
    for (const name of Object.keys(importReasons) as ImportReason[]) {
      const keys = [...importReasons[name].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(
        keys.map((key, i) => [key, importReasonCountKeys.includes(key) ? `${i + 7}` : `value ${i + 1} ${key}`]),
      );
      expect(importReasonOf(importReasonText(name, values)), name).toEqual({ name, values });
    }
  });

  it('reads a reason inside another back as it is, for the reader to word in turn', () => {
    const text = importReasonText('tierPrice', { amount: '9,999', reason: importReasonText('amountWritten') });
    expect(importReasonOf(text)).toEqual({
      name: 'tierPrice',
      values: { amount: '9,999', reason: importReasons.amountWritten },
    });
  });

  it('reads nothing from a text it does not know', () => {
    expect(importReasonOf('something else is wrong')).toBeUndefined();
  });
});
