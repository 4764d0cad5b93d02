import { type AttributeAdmin, siteConfig } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useLanguage } from '../i18n/i18n';
import { attributesQuery } from '../queries/attributes';
import { Card } from '../ui/Card';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { AttributeForm } from './attributes/AttributeForm';

const route = getRouteApi('/app/attributes');

/** The catalogue's attributes: a list to choose one from, and the chosen one's editor. */
export function AttributesPage() {
  const t = useTranslations();
  const { locale } = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const attributes = useQuery(attributesQuery);
  const [creating, setCreating] = useState(false);
  const list = attributes.data?.data ?? [];
  const selected = list.find((a) => a.code === search.attribute) ?? list[0];
  const nameOf = (a: AttributeAdmin) => a.label[locale] || a.label[siteConfig.defaultLocale] || a.code;
  return (
    <>
      <PageHeader title={t('attributes.title')} lead={t('attributes.lead')}>
        <button type="button" className="button primary" onClick={() => setCreating(true)}>
          {t('attributes.new')}
        </button>
      </PageHeader>
      {attributes.isPending && <Loading />}
      <ErrorNote error={attributes.error} />
      {selected && (
        <div className="content-layout">
          <nav className="card" aria-label={t('attributes.list')}>
            <ul className="plain attribute-list">
              {list.map((a) => (
                <li key={a.code}>
                  <Link
                    to="/attributes"
                    search={{ attribute: a.code }}
                    aria-current={a.code === selected.code ? 'page' : undefined}
                  >
                    {nameOf(a)}
                  </Link>{' '}
                  <span className="muted">
                    {a.code} · {t(`attributes.types.${a.type}`)}
                    {a.isFacet && ` · ${t('attributes.facet')}`}
                    {a.control === 'select' && ` · ${t('attributes.valueCount', { count: a.options.length })}`}
                  </span>
                </li>
              ))}
            </ul>
          </nav>
          <Card title={nameOf(selected)}>
            <AttributeForm key={selected.code} attribute={selected} />
          </Card>
        </div>
      )}
      <Modal
        open={creating}
        onOpenChange={setCreating}
        title={t('attributes.new')}
        description={t('attributes.newLead')}
        wide
      >
        <AttributeForm
          onCreated={(code) => {
            setCreating(false);
            void navigate({ search: { attribute: code } });
          }}
        />
      </Modal>
    </>
  );
}
