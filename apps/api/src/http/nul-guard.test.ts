import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-guard';

describe('nulPath', () => {
  it('names the first string holding a NUL character, at any depth', () => {
    expect(nulPath({ a: 'ok', b: ['x', { c: 'bad\u0000' }] }, 'body')).toBe('body.b.1.c');
    expect(nulPath({ a: 'ok', n: 1, t: true, z: null }, 'body')).toBeUndefined();
    expect(nulPath('\u0000', 'query')).toBe('query');
  });

  it('names a string holding half a surrogate pair, and lets whole pairs through', () => {
    expect(nulPath({ name: 'Max \ud800' }, 'body')).toBe('body.name');
    expect(nulPath({ name: '\udc00 Max' }, 'body')).toBe('body.name');
    expect(nulPath({ name: 'Bauhelm 👷 \ud83d\udc77' }, 'body')).toBeUndefined();
  });

  it('refuses input nested deeper than any operation takes, without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => nulPath(deep, 'body')).toThrow('Input is nested too deeply');
  });
});
