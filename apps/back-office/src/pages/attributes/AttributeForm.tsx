import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import {
  type AttributeAdmin,
  type AttributeSave,
  attributeLocations,
  attributeTypes,
  siteConfig,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { api } from '../../api';
import { attributeKeys, useAttributeSaved } from '../../queries/attributes';
import { CheckboxField, Field, InputField, NumberField, SelectField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { AttributeValues } from './AttributeValues';
import { type AttributeFields, attributeForm, fieldsOf, typed } from './attribute-form';

const locales = siteConfig.locales;

/**
 * An attribute's settings, its names and its values' names per language (a tab each), and its
 * values in order. Saving sends all of it with the version read; a value products have is removed
 * only with what they get instead (AttributeValues asks).
 */
export function AttributeForm({
  attribute,
  onCreated,
}: {
  attribute?: AttributeAdmin;
  onCreated?: (code: string) => void;
}) {
  const t = useTranslations();
  const saved = useAttributeSaved();
  const [language, setLanguage] = useState<string>(siteConfig.defaultLocale);
  const form = useForm<AttributeFields, unknown, z.output<typeof attributeForm>>({
    resolver: (values, context, options) => zodResolver(attributeForm)(typed(values), context, options),
    defaultValues: fieldsOf(attribute),
  });
  // Another version loaded (after a refusal because it changed meanwhile): the form shows it.
  const version = attribute?.version;
  useEffect(() => {
    if (version !== undefined && version !== form.getValues('attribute.version')) form.reset(fieldsOf(attribute));
  }, [version, attribute, form]);
  const save = useMutation({
    mutationFn: ({ code, attribute: body }: { code: string; attribute: AttributeSave }) =>
      api.saveAttribute({ params: { code }, body }),
    onSuccess: (result) => {
      form.reset(fieldsOf(result));
      saved(result);
      onCreated?.(result.code);
    },
    onError: (error) =>
      showApiError(error, form.setError, ['code', 'attribute'], (path) =>
        path === 'code' ? path : `attribute.${path}`,
      ),
  });
  const type = useWatch({ control: form.control, name: 'attribute.type' });
  const labels = useWatch({ control: form.control, name: 'attribute.label' });
  const labelErrors = form.formState.errors.attribute?.label as Record<string, { message?: string }> | undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <div className="form-grid">
        {!attribute && (
          <InputField
            form={form}
            name="code"
            label={t('attributes.code')}
            hint={t('attributes.codeHint')}
            autoComplete="off"
          />
        )}
        <SelectField
          form={form}
          name="attribute.type"
          label={t('attributes.type')}
          options={attributeTypes.map((value) => ({ value, label: t(`attributes.types.${value}`) }))}
        />
        {type === 'number' && (
          <InputField
            form={form}
            name="attribute.unit"
            label={t('attributes.unit')}
            hint={t('attributes.unitHint')}
            setValueAs={(v) => (v === '' ? null : v)}
          />
        )}
        <SelectField
          form={form}
          name="attribute.location"
          label={t('attributes.location')}
          options={attributeLocations.map((value) => ({ value, label: t(`attributes.locations.${value}`) }))}
        />
        <NumberField
          form={form}
          name="attribute.position"
          label={t('attributes.position')}
          hint={t('attributes.positionHint')}
          min={0}
        />
        <CheckboxField form={form} name="attribute.isFacet" label={t('attributes.isFacet')} />
      </div>
      <Tabs.Root value={language} onValueChange={setLanguage} className="tabs">
        <Tabs.List className="tab-list" aria-label={t('attributes.languages')}>
          {locales.map((l) => (
            <Tabs.Trigger key={l.code} value={l.code} className="tab" lang={l.code}>
              {l.label}
              {!labels?.[l.code as keyof typeof labels] && <span className="muted"> ({t('attributes.missing')})</span>}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {locales.map((l) => (
          <Tabs.Content key={l.code} value={l.code} className="tab-panel">
            <Field
              label={t('attributes.nameIn', { language: l.label })}
              error={
                labelErrors?.[l.code]?.message ??
                (l.code === siteConfig.defaultLocale
                  ? (labelErrors as { message?: string } | undefined)?.message
                  : undefined)
              }
            >
              {(control) => (
                <input
                  {...control}
                  lang={l.code}
                  {...form.register(`attribute.label.${l.code}` as 'attribute.label', {
                    setValueAs: (v) => (v === '' ? undefined : v),
                  })}
                />
              )}
            </Field>
            {attribute && attribute.control !== 'select' ? (
              <p className="muted">{t('attributes.freeText')}</p>
            ) : (
              <AttributeValues form={form} language={l} used={attribute?.options ?? []} colours={type === 'colour'} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="button-row">
        <SaveOutcome
          form={form}
          save={save}
          reload={attributeKeys.all}
          saved={save.isSuccess && attribute !== undefined}
        />
        <SubmitButton pending={save.isPending}>
          {attribute ? t('attributes.save') : t('attributes.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
