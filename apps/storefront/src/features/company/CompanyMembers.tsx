'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { CompanyMember, CurrencyCode } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { formatPrice } from '@/features/pricing/format';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { MemberDialog } from './MemberDialog';

interface CompanyMembersProps {
  initial: CompanyMember[];
  /** The logged-in member: their own row has no actions (nobody changes their own role or access). */
  self: number;
  administrator: boolean;
  currency: CurrencyCode;
  localeIso: string;
}

/** The company's members, each with role, limits and state; an administrator's actions beside each other member. */
export function CompanyMembers({ initial, self, administrator, currency, localeIso }: CompanyMembersProps) {
  const t = useTranslations('Company');
  const tr = useTranslations();
  const [members, setMembers] = useState(initial);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<number>();
  const money = (cents: number | null) =>
    cents === null ? t('noLimit') : formatPrice(cents, { locale: localeIso, currency });
  const replace = (saved: CompanyMember) =>
    setMembers((list) =>
      list.some((m) => m.id === saved.id) ? list.map((m) => (m.id === saved.id ? saved : m)) : [...list, saved],
    );

  async function act(member: CompanyMember, work: () => Promise<void>) {
    setBusy(member.id);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      const called = failureOf(error);
      if (called.reason) setFailure(t(`refused.${called.reason}` as 'refused.administratorsOnly'));
      else {
        const { key, values } = failureMessage(called);
        setFailure(tr(key, values));
      }
    } finally {
      setBusy(undefined);
    }
  }

  const toggle = (member: CompanyMember) =>
    act(member, async () =>
      replace(
        await browserApi.updateCompanyMember({
          params: { memberId: member.id },
          body: { disabled: member.state !== 'disabled' },
        }),
      ),
    );
  const remove = (member: CompanyMember) =>
    act(member, async () =>
      setMembers((await browserApi.removeCompanyMember({ params: { memberId: member.id } })).data),
    );

  return (
    <div className="space-y-4">
      {administrator && (
        <MemberDialog
          currency={currency}
          trigger={t('invite')}
          triggerClassName={buttonClass('primary')}
          onSaved={replace}
        />
      )}
      <div role="status" aria-live="polite" className="sr-only">
        {busy === undefined ? '' : t('working')}
      </div>
      <FormFailure text={failure} />
      <ul className="divide-y divide-line rounded-lg border border-line" aria-label={t('members')}>
        {members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
          return (
            <li key={member.id} className="flex flex-wrap items-start justify-between gap-4 p-4">
              <div className="min-w-0 space-y-1">
                <h3 className="font-semibold">
                  {name}
                  {member.id === self && <span className="ml-2 text-sm font-normal text-ink-muted">{t('you')}</span>}
                </h3>
                <p className="break-all text-sm">{member.email}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-ink-muted">{t('role')}</dt>
                  <dd>{t(`roles.${member.role}`)}</dd>
                  {member.role === 'buyer' && (
                    <>
                      <dt className="text-ink-muted">{t('perOrder')}</dt>
                      <dd>{money(member.orderLimit)}</dd>
                      <dt className="text-ink-muted">{t('perMonth')}</dt>
                      <dd>{money(member.monthlyLimit)}</dd>
                    </>
                  )}
                  <dt className="text-ink-muted">{t('state')}</dt>
                  <dd>{t(`states.${member.state}`)}</dd>
                </dl>
              </div>
              {administrator && member.id !== self && (
                <div className="flex flex-wrap gap-2">
                  <MemberDialog
                    member={member}
                    currency={currency}
                    trigger={t('edit')}
                    triggerClassName={buttonClass('secondary')}
                    onSaved={replace}
                  />
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={busy === member.id}
                    onClick={() => toggle(member)}
                    aria-label={member.state === 'disabled' ? t('enableNamed', { name }) : t('disableNamed', { name })}
                  >
                    {member.state === 'disabled' ? t('enable') : t('disable')}
                  </button>
                  {!member.accountHolder && <RemoveMember name={name} onConfirm={() => remove(member)} />}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Asks before a member is removed. */
function RemoveMember({ name, onConfirm }: { name: string; onConfirm: () => Promise<void> }) {
  const t = useTranslations('Company');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('ghost')} aria-label={t('removeNamed', { name })}>
        {t('remove')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed inset-x-4 top-[20vh] z-50 mx-auto max-w-md space-y-4 rounded-lg bg-surface p-6 shadow-overlay">
          <Dialog.Title className="text-xl font-bold">{t('removeTitle')}</Dialog.Title>
          <Dialog.Description>{t('removeText', { name })}</Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('cancel')}</Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={async () => {
                setOpen(false);
                await onConfirm();
              }}
            >
              {t('removeConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
