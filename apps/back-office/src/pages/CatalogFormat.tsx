import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslations } from 'use-intl';
import { useLanguage } from '../i18n/i18n';
import { Card } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { FileDownloads } from './catalog-import/FileDownloads';
import { currencyCodes, defaultLanguage, formatColumns, languageCodes } from './catalog-import/file-format';

/** The rules of the file as a whole, in the order a merchant needs them (messages catalogFormat.rules.*). */
const rules = ['csv', 'jsonl', 'rows', 'missing', 'lists', 'amounts', 'booleans'] as const;

/** The catalogue file's format, described in the member's language: the import page links here. */
export function CatalogFormatPage() {
  const t = useTranslations();
  const { locale } = useLanguage();
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <>
      <p className="breadcrumb">
        <Link to="/catalog-import">{t('import.title')}</Link>
      </p>
      <PageHeader title={t('catalogFormat.title')} lead={t('catalogFormat.lead')} />
      <Card title={t('catalogFormat.file')}>
        <ul>
          {rules.map((rule) => (
            <li key={rule}>{t(`catalogFormat.rules.${rule}`)}</li>
          ))}
          <li>
            {t('catalogFormat.rules.placeholders', {
              language: '<l>',
              currency: '<C>',
              code: '<code>',
              languages: languageCodes.join(', '),
              currencies: currencyCodes.join(', '),
            })}
          </li>
          <li>{t('catalogFormat.rules.names', { language: languageName.of(defaultLanguage) ?? defaultLanguage })}</li>
        </ul>
      </Card>
      <Card title={t('catalogFormat.columns')}>
        {/* A card per column, not a table: the examples stay readable on a phone. */}
        <ul className="plain format-columns">
          {formatColumns.map((c) => (
            <li key={c.meaning}>
              <h3>
                {c.names.map((name, index) => (
                  <Fragment key={name}>
                    {index > 0 && ', '}
                    <code>{name}</code>
                  </Fragment>
                ))}
              </h3>
              <p>{t(`catalogFormat.meanings.${c.meaning}`, { defaultName: `name.${defaultLanguage}` })}</p>
              <dl className="facts">
                <div>
                  <dt>{t('catalogFormat.required')}</dt>
                  <dd>{t(`catalogFormat.requiredWhen.${c.required}`)}</dd>
                </div>
                <div>
                  <dt>{t('catalogFormat.example')}</dt>
                  <dd>
                    <code className="example">{c.example}</code>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('catalogFormat.downloads')}>
        <FileDownloads />
      </Card>
    </>
  );
}
