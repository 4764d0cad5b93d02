import { type ContentType, contentTypes, type LocaleCode, siteConfig } from '@shop/contracts';
import type { FormEvent } from 'react';
import { useTranslations } from 'use-intl';

import { type ContentKey, localeCodes } from './entry-key';

/** Opens any entry by its kind, identifier and language, one not listed (a new page) too. */
export function OpenEntryForm({
  current,
  onOpen,
}: {
  current: ContentKey | undefined;
  onOpen: (key: ContentKey) => void;
}) {
  const t = useTranslations();
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The choices are the kinds and languages there are.
    onOpen({
      type: data.get('type') as ContentType,
      identifier: String(data.get('identifier')).trim(),
      locale: data.get('locale') as LocaleCode,
    });
  };
  return (
    <>
      <h3>{t('content.openOther')}</h3>
      <form className="stack" onSubmit={open}>
        <label className="filter">
          {t('content.type')}
          <select name="type" defaultValue={current?.type ?? 'page'}>
            {contentTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          {t('content.identifier')}
          <input name="identifier" required pattern="[a-z0-9][a-z0-9\-]*" autoComplete="off" />
        </label>
        <label className="filter">
          {t('content.locale')}
          <select name="locale" defaultValue={current?.locale ?? siteConfig.defaultLocale}>
            {localeCodes.map((locale) => (
              <option key={locale}>{locale}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('content.open')}
        </button>
      </form>
    </>
  );
}
