import { contentConfigSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { MenuCategory } from './chrome';
import { demoContent } from './content';

const category = (de: string, en: string, children: MenuCategory[] = []): MenuCategory => ({
  name: { de, en, fr: en, es: en, it: en },
  slug: {
    de: de.toLowerCase(),
    en: en.toLowerCase(),
    fr: en.toLowerCase(),
    es: en.toLowerCase(),
    it: en.toLowerCase(),
  },
  children,
});

describe('demo content', () => {
  const entries = demoContent([
    category('Werkzeug', 'Tools', [category('Hammer', 'Hammers', [category('Fäustel', 'Mallets')])]),
  ]);

  it('passes the schema of every identifier', () => {
    for (const entry of entries) {
      const schema = contentConfigSchema(entry.type as 'block', entry.identifier);
      expect(schema, `${entry.type}/${entry.identifier}`).toBeDefined();
      const result = schema!.safeParse(entry.config);
      expect(result.error?.issues ?? [], `${entry.type}/${entry.identifier}/${entry.locale}`).toEqual([]);
    }
  });

  it('has every block and page in all five locales', () => {
    const byKey = new Map<string, string[]>();
    for (const e of entries.filter((e) => e.type !== 'setting'))
      byKey.set(`${e.type}/${e.identifier}`, [...(byKey.get(`${e.type}/${e.identifier}`) ?? []), e.locale]);
    for (const [key, locales] of byKey) expect([key, locales.sort()]).toEqual([key, ['de', 'en', 'es', 'fr', 'it']]);
    expect([...byKey.keys()]).toEqual(
      expect.arrayContaining([
        'block/menu',
        'block/footer',
        'block/notification-bar',
        'block/top-banner',
        'block/cart-header',
      ]),
    );
  });

  it('builds the menu from the category tree with locale paths', () => {
    const menu = entries.find((e) => e.identifier === 'menu' && e.locale === 'en')!.config.items as Array<{
      kind: string;
      href?: string;
      items?: Array<{ href?: string; items?: Array<{ href?: string }> }>;
    }>;
    expect(menu[0]).toMatchObject({ kind: 'container', href: '/c/tools' });
    expect(menu[0]!.items![0]!.href).toBe('/c/tools/hammers');
    expect(menu[0]!.items![0]!.items![0]!.href).toBe('/c/tools/hammers/mallets');
  });
});
