import * as Tabs from '@radix-ui/react-tabs';
import { type ShippingMethodAdmin, siteConfig } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useLanguage } from '../i18n/i18n';
import { shippingMethodsQuery } from '../queries/shipping';
import { Card } from '../ui/Card';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';
import { MethodActivation } from './shipping/MethodActivation';
import { MethodRates } from './shipping/MethodRates';
import { MethodSettings } from './shipping/MethodSettings';

const route = getRouteApi('/app/shipping');

export function ShippingPage() {
  const t = useTranslations();
  const { locale } = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const methods = useQuery(shippingMethodsQuery);
  const [creating, setCreating] = useState(false);
  const list = methods.data?.data ?? [];
  const selected = list.find((m) => m.code === search.method)?.code ?? list[0]?.code;
  const nameOf = (m: ShippingMethodAdmin) => m.name[locale] ?? m.name[siteConfig.defaultLocale] ?? m.code;
  return (
    <>
      <PageHeader title={t('shipping.title')} lead={t('shipping.lead')}>
        <button type="button" className="button primary" onClick={() => setCreating(true)}>
          {t('shipping.new')}
        </button>
      </PageHeader>
      {methods.isPending && <Loading />}
      <ErrorNote error={methods.error} />
      {selected && (
        <Tabs.Root value={selected} onValueChange={(method) => void navigate({ search: { method } })} className="tabs">
          <Tabs.List className="tab-list" aria-label={t('shipping.methods')}>
            {list.map((m) => (
              <Tabs.Trigger key={m.code} value={m.code} className="tab">
                {nameOf(m)}
                {!m.active && <span className="muted"> ({t('shipping.inactive')})</span>}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {list.map((m) => (
            <Tabs.Content key={m.code} value={m.code} className="tab-panel">
              <Card title={t('shipping.settings', { method: nameOf(m) })}>
                <MethodActivation method={m} name={nameOf(m)} />
                <MethodSettings key={m.version} method={m} />
              </Card>
              <Card title={t('shipping.rates')}>
                <MethodRates key={m.version} method={m} />
              </Card>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <Modal
        open={creating}
        onOpenChange={setCreating}
        title={t('shipping.new')}
        description={t('shipping.newLead')}
        wide
      >
        <MethodSettings
          onCreated={(code) => {
            setCreating(false);
            void navigate({ search: { method: code } });
          }}
        />
      </Modal>
    </>
  );
}
