import { operations } from '@shop/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { templateCsv } from './file-format';

/** A text as a file's address, for a link that downloads it (made in the browser, freed with the page). */
function useFileUrl(text: string, type: string) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([text], { type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [text, type]);
  return url;
}

/** A file to start from, and the catalogue as it is now (the API's export): both in the import's format. */
export function FileDownloads() {
  const t = useTranslations();
  const template = useFileUrl(templateCsv, 'text/csv;charset=utf-8');
  const id = useId();
  return (
    <ul className="plain stack">
      <li>
        <a className="button" href={template} download="catalog-template.csv" aria-describedby={`${id}-template`}>
          {t('catalogFormat.template')}
        </a>
        <p className="hint" id={`${id}-template`}>
          {t('catalogFormat.templateHint')}
        </p>
      </li>
      <li>
        <a
          className="button"
          href={`${operations.exportCatalog.path}?format=csv`}
          download
          aria-describedby={`${id}-current`}
        >
          {t('catalogFormat.current')}
        </a>
        <p className="hint" id={`${id}-current`}>
          {t('catalogFormat.currentHint')}
        </p>
      </li>
    </ul>
  );
}
