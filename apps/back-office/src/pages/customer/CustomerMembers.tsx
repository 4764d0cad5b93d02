import type { AdminCustomer, CompanyMember } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { api } from '../../api';
import { useFormat } from '../../i18n/i18n';
import { customerKeys } from '../../queries/customers';
import { ErrorNote } from '../../ui/RouteStates';
import { Table } from '../../ui/Table';

/**
 * The logins of the customer's company: who they are, their role, limits and state. Staff disable
 * one (their sessions end at once) or enable them again; the company's administrators manage the rest.
 */
export function CustomerMembers({ customer }: { customer: AdminCustomer }) {
  const t = useTranslations();
  const format = useFormat();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (member: CompanyMember) =>
      api.updateCustomerMember({
        params: { id: customer.id, memberId: member.id },
        body: { disabled: member.state !== 'disabled' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
  const limit = (cents: number | null) =>
    cents === null ? t('members.noLimit') : format.money(cents, customer.currency);
  return (
    <div className="stack">
      <Table
        caption={t('customer.members')}
        columns={[
          t('members.name'),
          t('members.email'),
          t('members.role'),
          { label: t('members.perOrder'), numeric: true },
          { label: t('members.perMonth'), numeric: true },
          t('members.state'),
          t('members.actions'),
        ]}
      >
        {customer.members.map((member) => {
          const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
          return (
            <tr key={member.id}>
              <td>
                {name}
                {member.accountHolder && <span className="muted"> ({t('members.accountHolder')})</span>}
              </td>
              <td>{member.email}</td>
              <td>{t(`members.roles.${member.role}`)}</td>
              <td className="number">{member.role === 'buyer' ? limit(member.orderLimit) : '—'}</td>
              <td className="number">{member.role === 'buyer' ? limit(member.monthlyLimit) : '—'}</td>
              <td>{t(`members.states.${member.state}`)}</td>
              <td>
                <button
                  type="button"
                  className={member.state === 'disabled' ? 'button' : 'button danger'}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(member)}
                  aria-label={
                    member.state === 'disabled'
                      ? t('members.enableNamed', { name })
                      : t('members.disableNamed', { name })
                  }
                >
                  {member.state === 'disabled' ? t('members.enable') : t('members.disable')}
                </button>
              </td>
            </tr>
          );
        })}
      </Table>
      <ErrorNote error={toggle.error} onReload={() => toggle.reset()} />
    </div>
  );
}
