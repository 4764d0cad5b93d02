import { describe, expect, it } from 'vitest';
import { isQuantity, isTabular, parseRows } from './item-rows';

describe('rows from a spreadsheet', async () => {
  it('reads tab-, semicolon- and comma-separated lines, a header optional, 1 when no quantity', async () => {
    expect(await parseRows('100123\t4\n100124\t12\r\n')).toEqual({
      rows: [
        { number: '100123', quantity: 4 },
        { number: '100124', quantity: 12 },
      ],
      problems: [],
    });
    expect((await parseRows('Artikelnummer;Menge\n100123;4\n\nWH-000002;\n')).rows).toEqual([
      { number: '100123', quantity: 4 },
      { number: 'WH-000002', quantity: 1 },
    ]);
    expect((await parseRows('\uFEFFitem,quantity\n"100123",7\n')).rows).toEqual([{ number: '100123', quantity: 7 }]);
    expect((await parseRows('100123')).rows).toEqual([{ number: '100123', quantity: 1 }]);
  });

  it('refuses decimal quantities, German or not, and quantities that are no whole number in range', async () => {
    const { rows, problems } = await parseRows('100123;12,5\n100124;2.5\n100125;-3\n100126;10000\n100127;3');
    expect(rows).toEqual([{ number: '100127', quantity: 3 }]);
    expect(problems).toEqual([
      { line: 1, kind: 'decimal', value: '12,5' },
      { line: 2, kind: 'decimal', value: '2.5' },
      { line: 3, kind: 'quantity', value: '-3' },
      { line: 4, kind: 'quantity', value: '10000' },
    ]);
    // A spreadsheet's copy (tabs) with a German decimal comma.
    expect((await parseRows('100123\t12,5\n100124\t2')).problems).toEqual([
      { line: 1, kind: 'decimal', value: '12,5' },
    ]);
    // In a comma-separated file the decimal comma comes quoted.
    expect((await parseRows('100123,"1,5"')).problems).toEqual([{ line: 1, kind: 'decimal', value: '1,5' }]);
  });

  it('takes a typed quantity from 1 to 9,999, whole', () => {
    expect(['1', '12', '9999'].map(isQuantity)).toEqual([true, true, true]);
    expect(['', '0', '-3', '10000', '2.5', '1e3', ' 2'].map(isQuantity)).toEqual(Array(7).fill(false));
  });

  it('takes at most 500 rows and says so once', async () => {
    const text = Array.from({ length: 503 }, (_, i) => `${100000 + i};1`).join('\n');
    const { rows, problems } = await parseRows(text);
    expect(rows).toHaveLength(500);
    expect(problems).toEqual([{ line: 501, kind: 'too-many' }]);
  });

  it('tells a pasted table from a typed number', async () => {
    expect(isTabular('100123')).toBe(false);
    expect(isTabular(' 100123 ')).toBe(false);
    expect(isTabular('100123\t4')).toBe(true);
    expect(isTabular('100123\n100124')).toBe(true);
  });
});
