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
import { useForm } from 'react-hook-form';
import { api } from '../api';
import { useFormat, useT } from '../i18n/i18n';
import { useSession } from '../session';
import { columnsOf, DataTable } from '../ui/DataTable';
import { CheckField, Field, Hidden } from '../ui/Field';
import { showApiError } from '../ui/forms';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { ErrorNote, Loading } from '../ui/RouteStates';

const helper = columnsOf<StaffMember>();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

function AddMember({ onDone }: { onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(staffMemberCreateSchema),
    defaultValues: { email: '', name: '', role: 'clerk' as const, password: '' },
  });
  const add = useMutation({
    mutationFn: (body: StaffMemberCreate) => api.addStaffMember({ body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      onDone();
    },
    onError: (error) => showApiError(error, form.setError, ['email', 'name', 'role', 'password']),
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => add.mutate(values))}>
      <Field label={t('staff.email')} error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </Field>
      <Field label={t('staff.name')} error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
      </Field>
      <Field label={t('staff.role')} error={errors.role?.message} hint={t('staff.roleHint')}>
        {(control) => (
          <select {...control} {...form.register('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('staff.password')} error={errors.password?.message} hint={t('staff.passwordHint')}>
        {(control) => <input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      {errors.root?.server && <ErrorNote error={add.error} />}
      <div className="dialog-buttons">
        <button type="submit" className="button primary" disabled={add.isPending}>
          {t('staff.add')}
        </button>
      </div>
    </form>
  );
}

function EditMember({ member, self, onDone }: { member: StaffMember; self: boolean; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(staffMemberUpdateSchema),
    defaultValues: {
      name: member.name,
      role: member.role,
      disabled: member.disabled,
      password: undefined,
      version: member.version,
    },
  });
  const update = useMutation({
    mutationFn: (body: StaffMemberUpdate) => api.updateStaffMember({ params: { id: member.id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      onDone();
    },
    onError: (error) => showApiError(error, form.setError, ['name', 'role', 'disabled', 'password']),
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => update.mutate(values))}>
      <Field label={t('staff.name')} error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register('name')} />}
      </Field>
      <Field label={t('staff.role')} error={errors.role?.message} hint={self ? t('staff.selfHint') : undefined}>
        {(control) => (
          <select {...control} disabled={self} {...form.register('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CheckField label={t('staff.disabledLabel')}>
        {(id) => <input id={id} type="checkbox" disabled={self} {...form.register('disabled')} />}
      </CheckField>
      <Field label={t('staff.newPassword')} error={errors.password?.message} hint={t('staff.newPasswordHint')}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('password', { setValueAs: emptyToUndefined })}
          />
        )}
      </Field>
      {errors.root?.server && (
        <ErrorNote
          error={update.error}
          onReload={() => {
            void queryClient.invalidateQueries({ queryKey: ['staff'] });
            onDone();
          }}
        />
      )}
      <div className="dialog-buttons">
        <button type="submit" className="button primary" disabled={update.isPending}>
          {t('common.saveChanges')}
        </button>
      </div>
    </form>
  );
}

export function StaffPage() {
  const t = useT();
  const format = useFormat();
  const session = useSession();
  const staff = useQuery({ queryKey: ['staff'], queryFn: () => api.listStaff() });
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
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
          cell: (info) =>
            info.getValue() ? (
              <span className="badge badge-cancelled">{t('staff.disabled')}</span>
            ) : (
              <span className="badge badge-confirmed">{t('staff.enabled')}</span>
            ),
        }),
        helper.accessor('createdDate', { header: t('staff.since'), cell: (info) => format.date(info.getValue()) }),
        helper.display({
          id: 'actions',
          header: t('common.actions'),
          cell: ({ row }) => (
            <button type="button" className="button small" onClick={() => setEditing(row.original)}>
              {t('common.edit')}
              <Hidden> {row.original.name}</Hidden>
            </button>
          ),
        }),
      ]),
    [t, format],
  );
  return (
    <>
      <PageHeader title={t('staff.title')} lead={t('staff.lead')}>
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {t('staff.add')}
        </button>
      </PageHeader>
      {staff.isPending && <Loading />}
      <ErrorNote error={staff.error} />
      {staff.data && (
        <DataTable
          caption={t('staff.title')}
          columns={columns}
          data={staff.data.data}
          rowId={(m) => String(m.id)}
          empty={t('staff.none')}
        />
      )}
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
            self={editing.id === session.member?.id}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
