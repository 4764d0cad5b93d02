import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffMember,
  type StaffMemberCreate,
  type StaffMemberUpdate,
  staffMemberCreateSchema,
  staffMemberUpdateSchema,
  staffRoles,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { api } from '../api';
import { type Translate, useFormat } from '../i18n/i18n';
import { staffKeys, staffQuery } from '../queries/staff';
import { useSession } from '../session';
import { columnsOf, QueryTable } from '../ui/DataTable';
import { Hidden, InputField, SelectField, SubmitButton } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { OnOffBadge } from '../ui/Labels';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, SaveOutcome } from '../ui/RouteStates';
import { RowAction } from '../ui/RowAction';
import { activationKey, MemberActivation, useMemberActivation } from './staff/member-activation';

const helper = columnsOf<StaffMember>();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const roleOptions = (t: Translate) => staffRoles.map((role) => ({ value: role, label: t(`role.${role}`) }));

/** Saves a member from its dialog: the list is read again, then the dialog closes; a refusal goes on the form. */
function useSaveMember<V extends FieldValues, B>(
  setError: UseFormSetError<V>,
  fields: ReadonlyArray<keyof V & string>,
  send: (body: B) => Promise<StaffMember>,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      onDone();
    },
    onError: (error) => showApiError(error, setError, fields),
  });
}

function AddMember({ onDone }: { onDone: () => void }) {
  const t = useTranslations();
  const form = useForm({
    resolver: zodResolver(staffMemberCreateSchema),
    defaultValues: { email: '', name: '', role: 'clerk' as const, password: '' },
  });
  const add = useSaveMember(
    form.setError,
    ['email', 'name', 'role', 'password'],
    (body: StaffMemberCreate) => api.addStaffMember({ body }),
    onDone,
  );
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => add.mutate(values))}>
      <InputField form={form} name="email" label={t('staff.email')} type="email" autoComplete="off" />
      <InputField form={form} name="name" label={t('staff.name')} autoComplete="off" />
      <SelectField
        form={form}
        name="role"
        label={t('staff.role')}
        hint={t('staff.roleHint')}
        options={roleOptions(t)}
      />
      <InputField
        form={form}
        name="password"
        label={t('staff.password')}
        hint={t('staff.passwordHint')}
        type="password"
        autoComplete="new-password"
      />
      <SaveOutcome form={form} save={add} />
      <div className="dialog-buttons">
        <SubmitButton pending={add.isPending}>{t('staff.add')}</SubmitButton>
      </div>
    </form>
  );
}

function EditMember({ member, self, onDone }: { member: StaffMember; self: boolean; onDone: () => void }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(staffMemberUpdateSchema),
    defaultValues: {
      name: member.name,
      role: member.role,
      password: undefined,
      version: member.version,
    },
  });
  const update = useSaveMember(
    form.setError,
    ['name', 'role', 'password'],
    (body: StaffMemberUpdate) => api.updateStaffMember({ params: { id: member.id }, body }),
    onDone,
  );
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => update.mutate(values))}>
      <InputField form={form} name="name" label={t('staff.name')} autoComplete="off" />
      <SelectField
        form={form}
        name="role"
        label={t('staff.role')}
        hint={self ? t('staff.selfHint') : undefined}
        disabled={self}
        options={roleOptions(t)}
      />
      <InputField
        form={form}
        name="password"
        label={t('staff.newPassword')}
        hint={t('staff.newPasswordHint')}
        type="password"
        autoComplete="new-password"
        setValueAs={emptyToUndefined}
      />
      {form.formState.errors.root?.server && (
        <ErrorNote
          error={update.error}
          onReload={() => {
            void queryClient.invalidateQueries({ queryKey: staffKeys.all });
            onDone();
          }}
        />
      )}
      <div className="dialog-buttons">
        <SubmitButton pending={update.isPending}>{t('common.saveChanges')}</SubmitButton>
      </div>
    </form>
  );
}

export function StaffPage() {
  const t = useTranslations();
  const format = useFormat();
  const session = useSession();
  const staff = useQuery(staffQuery);
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const self = session.member?.id;
  const activation = useMemberActivation();
  const ask = activation.deactivate.ask;
  const reactivate = activation.reactivate.mutate;
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: t('staff.name'),
          cell: (info) => (
            <>
              {info.getValue()}
              <span className="sub">{info.row.original.email}</span>
            </>
          ),
        }),
        helper.accessor('role', { header: t('staff.role'), cell: (info) => t(`role.${info.getValue()}`) }),
        helper.accessor('disabled', {
          header: t('staff.state'),
          cell: (info) => (
            <OnOffBadge on={!info.getValue()} label={info.getValue() ? t('staff.disabled') : t('staff.enabled')} />
          ),
        }),
        helper.accessor('createdDate', { header: t('staff.since'), cell: (info) => format.date(info.getValue()) }),
        helper.accessor('lastSignInDate', {
          header: t('staff.lastSignIn'),
          cell: (info) => {
            const at = info.getValue();
            return at === null ? <span className="muted">{t('staff.never')}</span> : format.dateTime(at);
          },
        }),
        helper.display({
          id: 'actions',
          header: t('common.actions'),
          cell: ({ row }) => (
            <div className="row-actions">
              <button type="button" className="button small" onClick={() => setEditing(row.original)}>
                {t('common.edit')}
                <Hidden> {row.original.name}</Hidden>
              </button>
              {/* Not oneself: it would end one's own session at once. */}
              {row.original.id !== self && (
                <RowAction
                  busyWith={activationKey}
                  onClick={() => (row.original.disabled ? reactivate(row.original) : ask(row.original))}
                >
                  {row.original.disabled ? t('staff.reactivate') : t('staff.deactivate')}
                  <Hidden> {row.original.name}</Hidden>
                </RowAction>
              )}
            </div>
          ),
        }),
      ]),
    [t, format, self, ask, reactivate],
  );
  return (
    <>
      <PageHeader title={t('staff.title')} lead={t('staff.lead')}>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {t('staff.add')}
        </button>
      </PageHeader>
      <MemberActivation {...activation} />
      <QueryTable
        query={staff}
        caption={t('staff.title')}
        columns={columns}
        rowId={(m) => String(m.id)}
        empty={t('staff.none')}
      />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' || editing === null ? t('staff.add') : t('staff.editTitle', { name: editing.name })}
      >
        {editing === 'new' && <AddMember onDone={() => setEditing(null)} />}
        {editing !== null && editing !== 'new' && (
          <EditMember
            key={editing.version}
            member={editing}
            self={editing.id === self}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
