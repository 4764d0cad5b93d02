'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { type CompanyMember, type CurrencyCode, type MemberRole, memberRoles } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { failureMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { Field, SelectField } from '@/ui/Field';
import { FormFailure } from '@/ui/FormMessages';
import { centsOf, typedOf } from './limits';

interface MemberDialogProps {
  /** The member to edit; none: a new member is invited. */
  member?: CompanyMember;
  currency: CurrencyCode;
  trigger: ReactNode;
  triggerClassName: string;
  onSaved: (member: CompanyMember) => void;
}

type Problems = Partial<Record<'firstName' | 'lastName' | 'email' | 'orderLimit' | 'monthlyLimit', string>>;

/** Invites a member (name, e-mail, role, limits) or changes a member's role and limits. */
export function MemberDialog({ member, currency, trigger, triggerClassName, onSaved }: MemberDialogProps) {
  const t = useTranslations('Company');
  const tr = useTranslations();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [role, setRole] = useState<MemberRole>(member?.role ?? 'buyer');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const found: Problems = {};
    const orderLimit = centsOf(text('orderLimit'));
    const monthlyLimit = centsOf(text('monthlyLimit'));
    if (orderLimit === undefined) found.orderLimit = t('invalidAmount');
    if (monthlyLimit === undefined) found.monthlyLimit = t('invalidAmount');
    if (!member) {
      for (const name of ['firstName', 'lastName', 'email'] as const) if (!text(name)) found[name] = t('required');
      if (text('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('email'))) found.email = t('invalidEmail');
    }
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const limits = { orderLimit: orderLimit ?? null, monthlyLimit: monthlyLimit ?? null };
    setBusy(true);
    try {
      const saved = member
        ? await browserApi.updateCompanyMember({ params: { memberId: member.id }, body: { role, ...limits } })
        : await browserApi.inviteCompanyMember({
            body: { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), role, ...limits },
          });
      setOpen(false);
      onSaved(saved);
    } catch (error) {
      const called = failureOf(error);
      if (called.issues.some((issue) => issue.path === 'email')) setProblems({ email: t('emailTaken') });
      else if (called.reason) setFailure(t(`refused.${called.reason}` as 'refused.administratorsOnly'));
      else {
        const { key, values } = failureMessage(called);
        setFailure(tr(key, values));
      }
    } finally {
      setBusy(false);
    }
  }

  const roleOptions = memberRoles.map((value) => ({ value, label: t(`roles.${value}`) }));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setProblems({});
          setFailure(undefined);
          setRole(member?.role ?? 'buyer');
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-lg overflow-y-auto rounded-lg bg-surface p-6 shadow-overlay">
          <Dialog.Title className="mb-2 text-xl font-bold">
            {member ? t('editTitle', { name: `${member.firstName} ${member.lastName}` }) : t('inviteTitle')}
          </Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-ink-muted">
            {member ? t('editText') : t('inviteText')}
          </Dialog.Description>
          <form className="space-y-4" noValidate onSubmit={save}>
            {!member && (
              <div className="grid gap-4 tablet:grid-cols-2">
                <Field label={t('firstName')} name="firstName" autoComplete="off" error={problems.firstName} />
                <Field label={t('lastName')} name="lastName" autoComplete="off" error={problems.lastName} />
                <div className="tablet:col-span-2">
                  <Field label={t('email')} name="email" type="email" autoComplete="off" error={problems.email} />
                </div>
              </div>
            )}
            <SelectField
              label={t('role')}
              name="role"
              value={role}
              options={roleOptions}
              onChange={(event) => setRole(event.target.value as MemberRole)}
            />
            <p className="text-sm text-ink-muted">{t(`roleHints.${role}`)}</p>
            {role === 'buyer' && (
              <div className="grid gap-4 tablet:grid-cols-2">
                <Field
                  label={t('orderLimit', { currency })}
                  name="orderLimit"
                  inputMode="decimal"
                  defaultValue={typedOf(member?.orderLimit ?? null)}
                  hint={t('noLimitHint')}
                  error={problems.orderLimit}
                />
                <Field
                  label={t('monthlyLimit', { currency })}
                  name="monthlyLimit"
                  inputMode="decimal"
                  defaultValue={typedOf(member?.monthlyLimit ?? null)}
                  hint={t('noLimitHint')}
                  error={problems.monthlyLimit}
                />
              </div>
            )}
            <FormFailure text={failure} />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass('secondary')}>{t('cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={busy}>
                {member ? t('save') : t('sendInvitation')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
