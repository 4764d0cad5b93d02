import type { MenuItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { childrenOf, forDevice, groupsOf, hasDropdown, isFullRow, toMenuNodes } from './menu';

const item = (over: Partial<MenuItem>): MenuItem => ({ kind: 'link', title: 'x', visibility: 'all', ...over });

describe('menu', () => {
  it('takes the title of the locale, else the default one', () => {
    const [node] = toMenuNodes([item({ title: { de: 'Werkzeug', en: 'Tools' } })], 'en');
    expect(node!.title).toBe('Tools');
    expect(toMenuNodes([item({ title: { de: 'Werkzeug' } })], 'fr')[0]!.title).toBe('Werkzeug');
  });

  it('links to href, else to the category of the slug', () => {
    const nodes = toMenuNodes([item({ href: '/i/agb' }), item({ slug: 'werkzeug' }), item({})], 'de');
    expect(nodes.map((n) => n.href)).toEqual(['/i/agb', '/c/werkzeug', undefined]);
  });

  it('opens a new tab only for target new-window', () => {
    const nodes = toMenuNodes([item({ target: 'new-window' }), item({ target: 'same-window' }), item({})], 'de');
    expect(nodes.map((n) => n.newWindow ?? false)).toEqual([true, false, false]);
  });

  it('keeps items per device by visibility and hideForMobile, at every depth', () => {
    const nodes = toMenuNodes(
      [
        item({
          title: 'all',
          items: [item({ title: 'child-desktop', visibility: 'desktop' }), item({ title: 'child' })],
        }),
        item({ title: 'desktop', visibility: 'desktop' }),
        item({ title: 'mobile', visibility: 'mobile' }),
        item({ title: 'hidden on phones', hideForMobile: true }),
      ],
      'de',
    );
    const titles = (ns: ReturnType<typeof forDevice>) => ns.map((n) => [n.title, childrenOf(n).map((c) => c.title)]);
    expect(titles(forDevice(nodes, 'desktop'))).toEqual([
      ['all', ['child-desktop', 'child']],
      ['desktop', []],
      ['hidden on phones', []],
    ]);
    expect(titles(forDevice(nodes, 'mobile'))).toEqual([
      ['all', ['child']],
      ['mobile', []],
    ]);
  });

  it('is a full-row navigation when the first entry is a container', () => {
    expect(isFullRow(toMenuNodes([item({ kind: 'container' }), item({})], 'de'))).toBe(true);
    expect(isFullRow(toMenuNodes([item({}), item({ kind: 'container' })], 'de'))).toBe(false);
    expect(isFullRow([])).toBe(false);
  });

  it('groups children by group in first-seen order', () => {
    const nodes = toMenuNodes(
      [item({ title: 'a', group: 'g1', groupClasses: 'col' }), item({ title: 'b' }), item({ title: 'c', group: 'g1' })],
      'de',
    );
    expect(groupsOf(nodes).map((g) => [g.name, g.classes, g.items.map((i) => i.title)])).toEqual([
      ['g1', 'col', ['a', 'c']],
      [undefined, undefined, ['b']],
    ]);
  });

  it('has a dropdown only with children and dropdown not switched off', () => {
    const [withKids, off, leaf] = toMenuNodes(
      [item({ items: [item({})] }), item({ dropdown: false, items: [item({})] }), item({})],
      'de',
    );
    expect([hasDropdown(withKids!), hasDropdown(off!), hasDropdown(leaf!)]).toEqual([true, false, false]);
  });

  it('spells out no default: a plain leaf carries its key, kind, title and link only', () => {
    expect(toMenuNodes([item({ slug: 'werkzeug', title: 'Werkzeug' })], 'de')).toEqual([
      { key: 'werkzeug', kind: 'link', title: 'Werkzeug', href: '/c/werkzeug' },
    ]);
  });
});
