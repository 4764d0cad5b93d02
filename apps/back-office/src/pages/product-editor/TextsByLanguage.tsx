import * as Tabs from '@radix-ui/react-tabs';
import { defaultLocale, type LocaleCode, siteConfig } from '@shop/contracts';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { InputField } from '../../ui/Field';
import { useFieldMessage } from '../../ui/field-problems';
import type { EditorFields, EditorOutput } from './form-model';
import { RichText } from './RichText';

type Form = UseFormReturn<EditorFields, unknown, EditorOutput>;

/**
 * The product's texts, a tab per language: the default language's name is required, and a tab
 * says when its language has no name of its own (the shop shows the default language's there).
 */
export function TextsByLanguage({ form }: { form: Form }) {
  const t = useTranslations();
  const message = useFieldMessage();
  const [locale, setLocale] = useState<LocaleCode>(defaultLocale);
  const names = form.watch('texts.name');
  const missing = siteConfig.locales.filter((l) => l.code !== defaultLocale && !names[l.code]?.trim());
  return (
    <div className="span-all">
      {missing.length > 0 && (
        <p className="hint" id="missing-languages">
          {t('productEditor.missingLanguages', { languages: missing.map((l) => l.label).join(', ') })}
        </p>
      )}
      <Tabs.Root value={locale} onValueChange={(value) => setLocale(value as LocaleCode)}>
        <Tabs.List className="tab-list" aria-label={t('productEditor.languages')}>
          {siteConfig.locales.map((l) => {
            const lacking = missing.some((m) => m.code === l.code);
            const refused = form.getFieldState(`texts.name.${l.code as LocaleCode}`).error;
            return (
              <Tabs.Trigger key={l.code} value={l.code} className="tab">
                {lacking ? t('productEditor.languageMissing', { language: l.label }) : l.label}
                {refused && <span className="field-error"> — {t('productEditor.needsAttention')}</span>}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {siteConfig.locales.map(({ code, label }) => {
          const at = code as LocaleCode;
          const fallback = code === defaultLocale ? undefined : t('productEditor.fallback');
          return (
            <Tabs.Content key={code} value={code} className="tab-panel form-grid">
              <InputField
                form={form}
                name={`texts.name.${at}`}
                label={t('productEditor.nameIn', { language: label })}
                hint={code === defaultLocale ? t('productEditor.nameRequired') : fallback}
                autoComplete="off"
              />
              <InputField
                form={form}
                name={`texts.subtitle.${at}`}
                label={t('productEditor.subtitleIn', { language: label })}
                autoComplete="off"
              />
              <InputField
                form={form}
                name={`texts.title.${at}`}
                label={t('productEditor.titleIn', { language: label })}
                hint={t('productEditor.titleHint')}
                autoComplete="off"
              />
              <InputField
                form={form}
                name={`texts.slug.${at}`}
                label={t('productEditor.slugIn', { language: label })}
                hint={t('productEditor.slugHint')}
                autoComplete="off"
              />
              <div className="span-all">
                <Controller
                  control={form.control}
                  name={`texts.description.${at}`}
                  render={({ field, fieldState }) => (
                    <RichText
                      label={t('productEditor.descriptionIn', { language: label })}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message && message(fieldState.error.message)}
                    />
                  )}
                />
              </div>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
