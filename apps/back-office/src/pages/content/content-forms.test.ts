// The content forms and the expert view edit one config: what a field does to it (a label, a link
// emptied, an item added, moved or removed, a setting switched), what the JSON then says, what a
// bar's text fields make of its HTML, and the schemas' issues in the page's language.
import {
  contentConfigSchema,
  contentConfigSchemas,
  type MenuConfig,
  resolveSettings,
  settingKeys,
  settingsSchema,
  siteConfig,
} from '@shop/contracts';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { type Locale, loadMessages, type Translate } from '../../i18n/i18n';
import { barHtml, barLinkProblem, barTextOf } from './bar-text';
import { getAt, moveAt, removeAt, setAt, textOrNothing } from './config-paths';
import { issuesByPath } from './content-issues';
import { checkDraft } from './draft';
import { jsonTextOf, parseJsonText } from './json-text';
import { textParts, withText } from './localized-text';
import { settingGroups, settingValue } from './settings-fields';

const translator = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as Translate;

const menu: MenuConfig = {
  items: [
    { kind: 'container', title: 'Werkzeug', href: '/c/werkzeug', visibility: 'all', items: [] },
    { kind: 'link', title: { de: 'Service', en: 'Service desk' }, href: '/i/service', visibility: 'desktop' },
  ],
};

/** The config after the edits, as the expert view's JSON shows it, read back. */
const throughJson = (config: unknown) => {
  const read = parseJsonText(jsonTextOf(config));
  return read.ok ? read.value : read;
};

describe('a menu edited in the form', () => {
  it('changes a label, per language where it has languages, and keeps what the form does not show', () => {
    let config = setAt(menu, ['items', 0, 'title'], withText(menu.items[0]!.title, null, 'Werkzeuge'));
    config = setAt(config, ['items', 1, 'title'], withText(config.items[1]!.title, 'en', 'Help'));
    expect(throughJson(config)).toEqual({
      items: [
        { kind: 'container', title: 'Werkzeuge', href: '/c/werkzeug', visibility: 'all', items: [] },
        { kind: 'link', title: { de: 'Service', en: 'Help' }, href: '/i/service', visibility: 'desktop' },
      ],
    });
    expect(textParts(config.items[1]!.title)).toEqual([
      { locale: 'de', text: 'Service' },
      { locale: 'en', text: 'Help' },
    ]);
    // Each edit copies only its way down: the other item is the same object.
    expect(config.items[1]).not.toBe(menu.items[1]);
    expect(setAt(menu, ['items', 0, 'href'], '/c/neu').items[1]).toBe(menu.items[1]);
  });

  it('leaves an emptied link out rather than sending ""', () => {
    const config = setAt(menu, ['items', 0, 'href'], textOrNothing('  '));
    expect(getAt(config, ['items', 0])).not.toHaveProperty('href');
    expect(jsonTextOf(config)).not.toContain('"href": ""');
  });

  it('adds a sub-item where there was no list, moves and removes items', () => {
    const added = setAt(menu, ['items', 1, 'items', 0], { kind: 'link', title: 'Kontakt', visibility: 'all' });
    expect(getAt(added, ['items', 1, 'items'])).toEqual([{ kind: 'link', title: 'Kontakt', visibility: 'all' }]);
    const moved = moveAt(added, ['items', 1], -1);
    expect(moved.items.map((item) => item.href)).toEqual(['/i/service', '/c/werkzeug']);
    expect(moveAt(moved, ['items', 0], -1)).toEqual(moved);
    expect(removeAt(moved, ['items', 0]).items).toEqual([menu.items[0]]);
    expect(contentConfigSchemas.block.menu.safeParse(throughJson(added)).success).toBe(true);
  });

  it('is refused with each problem at its field, in the page’s language', async () => {
    const config = setAt(setAt(menu, ['items', 0, 'title'], ' '), ['items', 1, 'href'], 'www.example.com');
    const key = { type: 'block', identifier: 'menu', locale: 'de' } as const;
    const draft = { content: '', config, script: '' };
    expect(issuesByPath(checkDraft(await translator('en'), key, draft).config)).toEqual(
      new Map([
        ['items.0.title', 'Must not be empty'],
        [
          'items.1.href',
          'A path in the shop such as /i/versand, or an address starting with https://, mailto: or tel:',
        ],
      ]),
    );
    const german = issuesByPath(checkDraft(await translator('de'), key, draft).config);
    expect(german.get('items.0.title')).toBe('Darf nicht leer sein');
  });
});

describe('the schemas’ other issues in words', () => {
  it.each([
    ['setting', 'branding', { title: 'x'.repeat(81) }, 'title', 'At most 80 characters'],
    ['setting', 'branding', { leaveMenuTimeout: 1.5 }, 'leaveMenuTimeout', 'Enter a whole number'],
    ['setting', 'branding', { invoicePaymentTermDays: -1 }, 'invoicePaymentTermDays', 'At least 0'],
    ['setting', 'branding', { isGuestUserEnabled: 'yes' }, 'isGuestUserEnabled', 'Choose on or off'],
    ['setting', 'branding', { colors: { brand: 'red' } }, 'colors.brand', 'A colour such as #0f4c5c'],
    ['setting', 'branding', { logo: { alt: 'Werkhaus' } }, 'logo.src', 'This field is required'],
    ['setting', 'branding', { filterView: 'left' }, 'filterView', 'Choose one of: sidebar, top'],
    ['setting', 'branding', { unheard: 1 }, '', 'Not a known field: unheard'],
    [
      'block',
      'footer',
      { columns: [{ header: 'A', items: [{ label: 'B' }] }] },
      'columns.0.items.0.url',
      'This field is required',
    ],
    ['block', 'notification-bar', { iconColor: 'orange' }, 'iconColor', 'A colour such as #0f4c5c'],
  ] as const)('%s/%s %j: %s', async (type, identifier, config, path, message) => {
    const t = await translator('en');
    const draft = { content: '', config: config as Record<string, unknown>, script: '' };
    const problems = checkDraft(t, { type, identifier, locale: 'de' }, draft);
    expect(issuesByPath(problems.config).get(path)).toBe(message);
    expect(contentConfigSchema(type, identifier)?.safeParse(config).success).toBe(false);
  });
});

describe("a bar's text as fields", () => {
  it('reads a sentence and its link, and writes them back as the same HTML', () => {
    const html = '<p>Versandkostenfrei ab 150 € &amp; auf Rechnung. <a href="/i/versand">Versand und Zahlung</a></p>';
    const fields = barTextOf(html);
    expect(fields).toEqual({
      text: 'Versandkostenfrei ab 150 € & auf Rechnung.',
      linkLabel: 'Versand und Zahlung',
      linkHref: '/i/versand',
    });
    expect(barHtml(fields!)).toBe(html);
    expect(barHtml({ ...fields!, text: 'Neu <b>fett</b>' })).toBe(
      '<p>Neu &lt;b&gt;fett&lt;/b&gt; <a href="/i/versand">Versand und Zahlung</a></p>',
    );
    expect(barHtml({ text: '', linkLabel: '', linkHref: '' })).toBe('');
    expect(barTextOf('<p>Nur Text</p>')).toEqual({ text: 'Nur Text', linkLabel: '', linkHref: '' });
  });

  it('leaves richer HTML to be edited as HTML', () => {
    for (const html of [
      '<p><strong>Neu</strong> im Sortiment</p>',
      '<p>Eins</p><p>Zwei</p>',
      '<p>Text <a href="/x" target="_blank" rel="noopener noreferrer">Link</a></p>',
      '<p>&euro; 5</p>',
    ])
      expect(barTextOf(html)).toBeUndefined();
  });

  it('asks for a whole link with an address the shop takes', () => {
    expect(barLinkProblem({ text: 'x', linkLabel: 'Mehr', linkHref: '' })).toBe('incomplete');
    expect(barLinkProblem({ text: 'x', linkLabel: 'Mehr', linkHref: 'javascript:alert(1)' })).toBe('href');
    expect(barLinkProblem({ text: 'x', linkLabel: 'Mehr', linkHref: '/i/versand' })).toBeUndefined();
    expect(barLinkProblem({ text: 'x', linkLabel: '', linkHref: '' })).toBeUndefined();
  });
});

describe('the settings in the form', () => {
  const fields = settingGroups.flatMap((group) => group.fields);

  it('offers every setting once, each as the kind of field its schema takes', () => {
    expect(fields.map((field) => field.key).sort()).toEqual([...settingKeys].sort());
    for (const field of fields) {
      const type = (settingsSchema.shape[field.key].unwrap() as { def: { type: string } }).def.type;
      const expected = {
        switch: 'boolean',
        number: 'number',
        text: 'string',
        methods: 'array',
        seller: 'object',
        expert: 'record',
      };
      if (field.kind === 'choice') expect(['enum', 'object']).toContain(type);
      else expect([field.key, type]).toEqual([field.key, expected[field.kind]]);
    }
  });

  it('shows the value in force, and a change is the entry’s own', () => {
    const inherited = resolveSettings(siteConfig.features);
    const guest = fields.find((field) => field.key === 'isGuestUserEnabled')!;
    const popup = fields.find((field) => field.key === 'search')!;
    expect(settingValue({}, guest)).toBe(inherited.isGuestUserEnabled);
    const changed = setAt({ title: 'Werkhaus' }, popup.path, 'small-list');
    expect(changed).toEqual({ title: 'Werkhaus', search: { popupView: 'small-list' } });
    expect(settingValue(changed, popup)).toBe('small-list');
    expect(settingValue(setAt({}, guest.path, false), guest)).toBe(false);
    expect(contentConfigSchemas.setting.branding.safeParse(changed).success).toBe(true);
  });
});
