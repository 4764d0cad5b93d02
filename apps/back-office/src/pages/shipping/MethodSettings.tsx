import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ShippingMethodAdmin,
  type ShippingMethodSave,
  shippingMethodCodeSchema,
  shippingMethodWriteSchema,
  siteConfig,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { api } from '../../api';
import { useMethodSaved } from '../../queries/shipping';
import { CheckboxField, Field, InputField, NumberField, SubmitButton } from '../../ui/Field';
import { showApiError } from '../../ui/forms';
import { SaveOutcome } from '../../ui/RouteStates';

const localeCodes = siteConfig.locales.map((l) => l.code);
const newMethodForm = z.object({ code: shippingMethodCodeSchema, method: shippingMethodWriteSchema });

type MethodFields = z.input<typeof newMethodForm>;

/** A method's names, tax class, delivery days, position and whether it is offered. */
export function MethodSettings({
  method,
  onCreated,
}: {
  method?: ShippingMethodAdmin;
  onCreated?: (code: string) => void;
}) {
  const t = useTranslations();
  const saved = useMethodSaved();
  const form = useForm<MethodFields, unknown, z.output<typeof newMethodForm>>({
    resolver: zodResolver(newMethodForm),
    defaultValues: method
      ? {
          code: method.code,
          method: {
            name: method.name,
            taxClass: method.taxClass,
            minDays: method.minDays,
            maxDays: method.maxDays,
            position: method.position,
            active: method.active,
            version: method.version,
          },
        }
      : { code: '', method: { name: {}, taxClass: 'standard', position: 0, active: true } },
  });
  const save = useMutation({
    mutationFn: ({ code, method: body }: { code: string; method: ShippingMethodSave }) =>
      api.saveShippingMethod({ params: { code }, body }),
    onSuccess: (result) => {
      saved(result);
      form.reset({ code: result.code, method: { ...form.getValues('method'), version: result.version } });
      onCreated?.(result.code);
    },
    onError: (error) =>
      showApiError(error, form.setError, ['code', 'method'], (path) => (path === 'code' ? path : `method.${path}`)),
  });
  const nameErrors = form.formState.errors.method?.name as
    | Record<string, { message?: string }>
    | { message?: string }
    | undefined;
  return (
    <form noValidate className="form-grid" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {!method && (
        <InputField
          form={form}
          name="code"
          label={t('shipping.code')}
          hint={t('shipping.codeHint')}
          autoComplete="off"
        />
      )}
      {localeCodes.map((code) => (
        <Field
          key={code}
          label={t('shipping.nameIn', { language: code.toUpperCase() })}
          error={
            (nameErrors as Record<string, { message?: string }> | undefined)?.[code]?.message ??
            (code === siteConfig.defaultLocale ? (nameErrors as { message?: string } | undefined)?.message : undefined)
          }
          hint={code === siteConfig.defaultLocale ? t('shipping.nameRequired') : undefined}
        >
          {(control) => (
            <input
              {...control}
              lang={code}
              {...form.register(`method.name.${code}` as 'method.name', {
                setValueAs: (v) => (v === '' ? undefined : v),
              })}
            />
          )}
        </Field>
      ))}
      <InputField form={form} name="method.taxClass" label={t('shipping.taxClass')} />
      <NumberField form={form} name="method.minDays" label={t('shipping.minDays')} min={0} />
      <NumberField form={form} name="method.maxDays" label={t('shipping.maxDays')} min={0} />
      <NumberField
        form={form}
        name="method.position"
        label={t('shipping.position')}
        hint={t('shipping.positionHint')}
        min={0}
      />
      {/* A method's offering is switched on its own (MethodActivation), asked first; a new one may start off. */}
      {!method && <CheckboxField form={form} name="method.active" label={t('shipping.active')} />}
      <div className="span-all">
        <SaveOutcome form={form} save={save} reload={['shipping']} saved={save.isSuccess && method !== undefined} />
        <SubmitButton pending={save.isPending}>{method ? t('shipping.saveMethod') : t('shipping.create')}</SubmitButton>
      </div>
    </form>
  );
}
