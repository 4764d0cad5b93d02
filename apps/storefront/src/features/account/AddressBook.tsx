'use client';

import type { Address } from '@shop/contracts';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { apiFieldIssues, failureMessage, issueMessage } from '@/features/forms/field-issues';
import { failureOf } from '@/features/forms/use-call';
import { contactLink } from '@/features/settings/contact-link';
import { useRouter } from '@/i18n/navigation';
import { browserApi } from '@/lib/browser-api';
import { buttonClass } from '@/ui/button-styles';
import { FormFailure } from '@/ui/FormMessages';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import {
  type AddressKind,
  type AddressRules,
  type Country,
  managedByShop,
  newAddressUses,
  usesOf,
} from './address-book';
import { DeleteAddressDialog } from './DeleteAddressDialog';

interface AddressBookProps {
  addresses: Address[];
  kind: AddressKind;
  countries: Country[];
  defaultCountry: string;
  rules: AddressRules;
  /** The setting contact-us-url, where "contact us" links to. */
  contactUrl: string;
}

/** The defaults an address can be made: each where the book shows that use and the shop's rules allow it. */
const defaultUses = [
  {
    flag: 'isDefaultShipping',
    use: 'isShipping',
    elsewhere: 'billing',
    rule: 'defaultShippingUpdate',
    label: 'setDefaultShipping',
  },
  {
    flag: 'isDefaultBilling',
    use: 'isBilling',
    elsewhere: 'shipping',
    rule: 'defaultBillingUpdate',
    label: 'setDefaultBilling',
  },
] as const;

/** The customer's addresses as cards, with add, edit, delete and 'set as default'. */
export function AddressBook({ addresses, kind, countries, defaultCountry, rules, contactUrl }: AddressBookProps) {
  const t = useTranslations('AccountPages');
  const tr = useTranslations();
  const router = useRouter();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const countryName = (iso: string) => countries.find((c) => c.iso === iso)?.name ?? iso;
  const dialogProps = { countries, defaultCountry, rules };

  const announce = (text: string) => {
    setFailure(undefined);
    setStatus(text);
  };
  // The address form loads the page again itself; a default or a deletion is changed from here.
  const changed = (text: string) => {
    announce(text);
    router.refresh();
  };

  async function makeDefault(address: Address, use: 'isDefaultShipping' | 'isDefaultBilling') {
    setBusy(true);
    setStatus(undefined);
    setFailure(undefined);
    try {
      await browserApi.addOrUpdateAddress({ body: { ...address, [use]: true } });
      changed(t('defaultChanged'));
    } catch (error) {
      const issue = apiFieldIssues(error)?.[0];
      const { key, values } = issue ? issueMessage(issue, countryName) : failureMessage(failureOf(error));
      setFailure(tr(key, values));
    } finally {
      setBusy(false);
    }
  }

  const small = buttonClass('secondary', 'min-h-10 px-3');
  // The cards' buttons repeat; the address after the visible word tells them apart for screen readers.
  const about = (summary: string) => <span className="sr-only"> {summary}</span>;

  return (
    <div className="space-y-4">
      {kind === 'billing' && !rules.billingManagement && (
        <p className="text-ink-muted">{t.rich('billingManagedNote', { contact: contactLink(contactUrl) })}</p>
      )}
      {(kind !== 'billing' || rules.billingManagement) && (
        <AddressDialog
          {...dialogProps}
          uses={newAddressUses(kind)}
          trigger={t('addAddress')}
          triggerClassName={buttonClass('primary')}
          onSaved={() => announce(t('addressSaved'))}
        />
      )}
      <FormFailure text={failure} />
      <p ref={statusRef} role="status" tabIndex={-1} className="text-sm font-medium text-success">
        {status}
      </p>
      {addresses.length === 0 ? (
        <p>{t('noAddresses')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => {
            const summary = [`${address.firstName} ${address.lastName}`, address.street, address.city].join(', ');
            return (
              <li key={address.id}>
                <AddressCard address={address} countryName={countryName(address.country)} showUses={kind === 'all'}>
                  {managedByShop(address, rules) ? (
                    <p className="basis-full text-sm text-ink-muted">{t('managedByShop')}</p>
                  ) : (
                    <AddressDialog
                      {...dialogProps}
                      address={address}
                      uses={usesOf(address)}
                      trigger={
                        <>
                          {t('edit')}
                          {about(summary)}
                        </>
                      }
                      triggerClassName={small}
                      onSaved={() => announce(t('addressSaved'))}
                    />
                  )}
                  {defaultUses.map(
                    (d) =>
                      kind !== d.elsewhere &&
                      rules[d.rule] &&
                      address[d.use] &&
                      !address[d.flag] && (
                        <button
                          key={d.flag}
                          type="button"
                          className={small}
                          disabled={busy}
                          onClick={() => makeDefault(address, d.flag)}
                        >
                          {t(d.label)}
                          {about(summary)}
                        </button>
                      ),
                  )}
                  {!managedByShop(address, rules) && (
                    <DeleteAddressDialog
                      id={address.id}
                      summary={summary}
                      trigger={
                        <>
                          {t('delete')}
                          {about(summary)}
                        </>
                      }
                      triggerClassName={small}
                      onDeleted={() => {
                        changed(t('addressDeleted'));
                        statusRef.current?.focus();
                      }}
                    />
                  )}
                </AddressCard>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
