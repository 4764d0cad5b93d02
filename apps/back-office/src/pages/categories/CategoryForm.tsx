import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import {
  type AdminCategory,
  type CategorySave,
  type CategoryWrite,
  categoryWriteSchema,
  type LocaleCode,
  siteConfig,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { categoryKeys } from '../../queries/categories';
import { CheckboxField, InputField, SubmitButton, TextareaField } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';
import { CategoryPicture } from './CategoryPicture';

const locales = siteConfig.locales;
const emptyText = { name: '', slug: '', description: '', seoTitle: '', seoDescription: '' };

/** What the form holds: every language's texts, the picture's address and whether it is hidden. */
type CategoryFields = Pick<CategoryWrite, 'hidden'> & {
  texts: Record<string, typeof emptyText>;
  image: string;
};

const fieldsOf = (category?: AdminCategory): CategoryFields => ({
  texts: Object.fromEntries(locales.map((l) => [l.code, { ...emptyText, ...category?.texts[l.code as LocaleCode] }])),
  image: category?.image ?? '',
  hidden: category?.hidden ?? false,
});

/**
 * A category's texts in every language (a tab each), its picture and whether shoppers see it: a
 * new one under `parentId`, or `category` at the version it was read. A language left without a
 * name takes the default language's; a slug left empty is made from the name.
 */
export function CategoryForm({
  category,
  parentId = null,
  created = false,
  onSaved,
}: {
  category?: AdminCategory;
  parentId?: number | null;
  /** Made a moment ago by the form for a new category: said to be saved until it is changed. */
  created?: boolean;
  onSaved?: (saved: AdminCategory) => void;
}) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string>(siteConfig.defaultLocale);
  const form = useForm<CategoryFields, unknown, CategorySave>({
    resolver: zodResolver(categoryWriteSchema) as never,
    defaultValues: fieldsOf(category),
  });
  const save = useMutation({
    mutationFn: (values: CategorySave) =>
      api.saveCategory({
        body: { ...values, ...(category ? { id: category.id, version: category.version } : { parentId }) },
      }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      form.reset(fieldsOf(saved));
      onSaved?.(saved);
    },
    onError: (error) => showApiError(error, form.setError, ['texts', 'image', 'hidden']),
  });
  // The category as it is now (saved here, or loaded again after someone else's change).
  const { reset } = form;
  useEffect(() => {
    if (category) reset(fieldsOf(category));
  }, [category, reset]);
  const errors = form.formState.errors.texts as Record<string, unknown> | undefined;
  const submit = form.handleSubmit(
    (values) => save.mutate(values),
    (invalid) => {
      const first = locales.find((l) => (invalid.texts as Record<string, unknown> | undefined)?.[l.code]);
      if (first) setTab(first.code);
    },
  );
  const field = (locale: string, name: keyof typeof emptyText) => `texts.${locale}.${name}` as const;
  return (
    <form noValidate onSubmit={submit} className="category-form">
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className="tab-list" aria-label={t('categories.languages')}>
          {locales.map((l) => (
            <Tabs.Trigger key={l.code} value={l.code} className="tab">
              {l.label}
              {errors?.[l.code] ? <span className="field-error"> {t('categories.tabHasErrors')}</span> : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {locales.map((l) => (
          <Tabs.Content key={l.code} value={l.code} className="tab-panel" forceMount hidden={tab !== l.code}>
            <InputField
              form={form}
              name={field(l.code, 'name')}
              label={t('categories.name')}
              hint={l.code === siteConfig.defaultLocale ? t('categories.nameRequired') : t('categories.nameFallback')}
              autoComplete="off"
              lang={l.code}
            />
            <InputField
              form={form}
              name={field(l.code, 'slug')}
              label={t('categories.slug')}
              hint={t('categories.slugHint')}
              autoComplete="off"
            />
            <TextareaField
              form={form}
              name={field(l.code, 'description')}
              label={t('categories.description')}
              rows={3}
              lang={l.code}
            />
            <InputField
              form={form}
              name={field(l.code, 'seoTitle')}
              label={t('categories.seoTitle')}
              hint={t('categories.seoTitleHint')}
              lang={l.code}
            />
            <TextareaField
              form={form}
              name={field(l.code, 'seoDescription')}
              label={t('categories.seoDescription')}
              hint={t('categories.seoDescriptionHint')}
              rows={2}
              lang={l.code}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <CategoryPicture
        value={form.watch('image')}
        onChange={(url) => form.setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        categoryName={form.watch(field(siteConfig.defaultLocale, 'name')).trim()}
      />
      <InputField
        form={form}
        name="image"
        label={t('categories.image')}
        hint={t('categories.imageHint')}
        autoComplete="off"
      />
      <CheckboxField form={form} name="hidden" label={t('categories.hidden')} />
      <SaveOutcome
        form={form}
        save={save}
        reload={categoryKeys.all}
        saved={(save.isSuccess || (created && !save.isError)) && !form.formState.isDirty}
      />
      <div className="dialog-buttons">
        <SubmitButton pending={save.isPending}>
          {category ? t('common.saveChanges') : t('categories.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
