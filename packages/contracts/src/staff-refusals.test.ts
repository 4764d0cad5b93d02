import { describe, expect, it } from 'vitest';
import { refusalCountKeys, type StaffRefusal, staffRefusalOf, staffRefusals, staffRefusalText } from './staff-refusals';

describe('staff refusals', () => {
  it('reads every refusal back from its text, with its values', () => {
    for (const name of Object.keys(staffRefusals) as StaffRefusal[]) {
      const keys = [...staffRefusals[name].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(
        keys.map((key, i) => [key, refusalCountKeys.includes(key) ? `${i + 7}` : `value ${i + 1} ${key}`]),
      );
      expect(staffRefusalOf(staffRefusalText(name, values)), name).toEqual({ name, values });
    }
  });

  it('reads nothing from a text it does not know', () => {
    expect(staffRefusalOf('Something else went wrong')).toBeUndefined();
    // A message worded already (an amount's limit) is not read as a count.
    expect(staffRefusalOf('At most 100%.')).toBeUndefined();
  });
});
