import { describe, expect, it } from 'vitest';
import { registerUrl } from './register-url';

describe('registerUrl', () => {
  it.each([
    ['https://partner.example/signup', 'en', 'https://partner.example/signup?locale=en'],
    ['https://partner.example/signup?ref=shop', 'fr', 'https://partner.example/signup?ref=shop&locale=fr'],
    ['/i/registrierung', 'de', '/i/registrierung?locale=de'],
    ['i/registrierung', 'it', '/i/registrierung?locale=it'],
    ['http://insecure.example/signup', 'es', '/signup?locale=es'],
    ['/signup?x=1', 'en', '/signup?x=1&locale=en'],
  ])('%s in %s → %s', (configured, locale, expected) => {
    expect(registerUrl(configured, locale)).toBe(expected);
  });
});
