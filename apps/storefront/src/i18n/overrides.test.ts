import { describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides';

// The bundled files as the build hands them over: texts compiled, a plain text stays a string.
const bundled = () => ({
  Layout: { home: 'Startseite', cartCount: [['count', 2, { one: [0, ' Artikel'], other: [0, ' Artikel'] }]] },
  Cart: { title: 'Warenkorb' },
});

describe('applyOverrides', () => {
  it('replaces a text with the override, compiled as the build compiles the bundled files', () => {
    const result = applyOverrides(bundled(), {
      'Layout.home': 'Start',
      'Layout.cartCount': '{count, plural, one {# Teil} other {# Teile}}',
    });
    expect(result.Layout.home).toBe('Start');
    expect(result.Layout.cartCount).toEqual([['count', 2, { one: [0, ' Teil'], other: [0, ' Teile'] }]]);
    expect(result.Cart.title).toBe('Warenkorb');
  });

  it('keeps the bundled text when an override is not valid ICU', () => {
    expect(applyOverrides(bundled(), { 'Layout.home': 'Start {oops' }).Layout.home).toBe('Startseite');
  });

  it('neither invents keys nor replaces a namespace nor reaches a prototype', () => {
    const result = applyOverrides(bundled(), {
      'Layout.unknown': 'x',
      'Nope.home': 'x',
      'Cart.title.deeper': 'x',
      Layout: 'x',
      'Layout.__proto__.toString': 'x',
      'Layout.constructor': 'x',
    });
    expect(result).toEqual(bundled());
    expect(typeof Object.prototype.toString).toBe('function');
  });

  it('leaves the messages it was given alone', () => {
    const messages = bundled();
    applyOverrides(messages, { 'Layout.home': 'Start' });
    expect(messages).toEqual(bundled());
  });
});
