import { describe, expect, it } from 'vitest';
import { alternates, plainText } from './seo';

describe('plainText', () => {
  it('puts the words of a fragment on one line', () => {
    expect(plainText('<p>We deliver to\n  Germany.</p><ul><li>1–2 days</li></ul>')).toBe(
      'We deliver to Germany. 1–2 days',
    );
  });

  it('decodes character references, since a meta tag escapes its text again', () => {
    expect(plainText('<p>Tom &amp; Jerry&nbsp;&#8211; &#x2013; &lt;b&gt; &quot;x&quot;</p>')).toBe(
      'Tom & Jerry – – <b> "x"',
    );
  });

  it('leaves references it does not know as they are', () => {
    expect(plainText('&bogus; &#99999999; &#0;')).toBe('&bogus; &#99999999; &#0;');
  });
});

describe('alternates', () => {
  it('names the canonical path and every locale the page exists in, German as x-default', () => {
    expect(alternates('en', (code) => (code === 'it' ? undefined : '/i/agb'))).toEqual({
      canonical: '/en/i/agb',
      languages: { de: '/i/agb', en: '/en/i/agb', fr: '/fr/i/agb', es: '/es/i/agb', 'x-default': '/i/agb' },
    });
  });
});
