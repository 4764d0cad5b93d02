import { describe, expect, it } from 'vitest';
import { code128Svg, code128Symbols } from './barcode';

/** The bars of an SVG as a module string: 1 for black, 0 for white, from the first bar to the last. */
function modules(svg: string): string {
  const bars = [...svg.matchAll(/<rect x="(\d+)" width="(\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const start = bars[0]![0];
  const end = bars.at(-1)![0] + bars.at(-1)![1];
  const bits = Array.from({ length: end - start }, () => '0');
  for (const [x, width] of bars) bits.fill('1', x - start, x - start + width);
  return bits.join('');
}

describe('Code 128', () => {
  it('encodes a customer number in code set B with its checksum', () => {
    // K=43, -=13, 1=17, 0=16: (104 + 43·1 + 13·2 + 17·3 + 16·4 + 16·5 + 16·6 + 17·7) mod 103 = 583 mod 103 = 68
    expect(code128Symbols('K-10001')).toEqual([104, 43, 13, 17, 16, 16, 16, 17, 68, 106]);
  });

  it('draws start B, the data, the checksum and the stop pattern with quiet zones', () => {
    const svg = code128Svg('K-10001');
    const bits = modules(svg);
    expect(bits.startsWith('11010010000')).toBe(true); // start B, 211214
    expect(bits.slice(11, 22)).toBe('10110001110'); // K (43), 112331
    expect(bits.slice(-24, -13)).toBe('10000100110'); // checksum 68, 141221
    expect(bits.endsWith('1100011101011')).toBe(true); // stop, 2331112
    expect(bits).toHaveLength(11 * 9 + 13);
    expect(svg).toMatch(/<rect x="10" /); // ten modules of quiet zone before the first bar
    expect(svg).toContain('viewBox="0 0 132 50"'); // 10 + 112 + 10 modules
  });

  it('refuses characters outside code set B', () => {
    expect(() => code128Symbols('Kö-1')).toThrow(RangeError);
  });
});
