import * as Tabs from '@radix-ui/react-tabs';
import {
  blockIdentifiers,
  type ContentEntry,
  type ContentType,
  contentTypes,
  settingIdentifiers,
} from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslations } from 'use-intl';
import type { MessageKey, Translate } from '../../i18n/i18n';
import { Hidden } from '../../ui/Field';
import { type ContentKey, localeCodes } from './entry-key';

/** What the shop calls its known entries; other identifiers (pages) are shown as they are. */
const entryNames: Record<string, MessageKey> = {
  'block/menu': 'content.name.menu',
  'block/footer': 'content.name.footer',
  'block/notification-bar': 'content.name.notification-bar',
  'block/top-banner': 'content.name.top-banner',
  'block/cart-header': 'content.name.cart-header',
  'setting/branding': 'content.name.branding',
  'setting/locale': 'content.name.locale',
  'setting/attributes': 'content.name.attributes',
};
const nameOf = (t: Translate, type: string, identifier: string) => {
  const key = entryNames[`${type}/${identifier}`];
  return key ? `${t(key)} (${identifier})` : identifier;
};

const known: Record<ContentType, string[]> = { block: blockIdentifiers, setting: settingIdentifiers, page: [] };

/**
 * The entries by kind, a tab each: the known identifiers and the stored ones, each with a link per
 * language (marked missing when not stored, with its version when it is).
 */
export function EntryList({
  entries,
  current,
  tab,
  onTabChange,
}: {
  entries: ReadonlyArray<Pick<ContentEntry, 'type' | 'identifier' | 'locale' | 'version'>>;
  current: ContentKey | undefined;
  tab: ContentType;
  onTabChange: (tab: ContentType) => void;
}) {
  const t = useTranslations();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as ContentType)}>
      <Tabs.List className="tab-list" aria-label={t('content.kinds')}>
        {contentTypes.map((type) => (
          <Tabs.Trigger key={type} value={type} className="tab">
            {t(`content.types.${type}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {contentTypes.map((type) => {
        const identifiers = [
          ...new Set([...known[type], ...entries.filter((e) => e.type === type).map((e) => e.identifier)]),
        ];
        return (
          <Tabs.Content key={type} value={type} className="tab-panel">
            {identifiers.length === 0 && <p className="muted">{t('content.noEntries')}</p>}
            {identifiers.map((identifier) => (
              <div key={identifier} className="entry-group">
                <h3>{nameOf(t, type, identifier)}</h3>
                <ul className="locale-links">
                  {localeCodes.map((locale) => {
                    const stored = entries.find(
                      (e) => e.type === type && e.identifier === identifier && e.locale === locale,
                    );
                    const isCurrent =
                      current?.type === type && current.identifier === identifier && current.locale === locale;
                    return (
                      <li key={locale}>
                        <Link
                          to="/content"
                          search={{ type, identifier, locale, tab: type }}
                          aria-current={isCurrent ? 'true' : undefined}
                          className={stored ? 'locale-link' : 'locale-link missing'}
                        >
                          <Hidden>{identifier}: </Hidden>
                          {locale}
                          {stored && <small> v{stored.version}</small>}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
