import { type Address, COUNTRY_COOKIE, type LocaleCode, siteConfig } from '@shop/contracts';
import { cookies } from 'next/headers';
import { getSettings } from '@/features/settings/settings';
import { AddressBook } from './AddressBook';
import { type AddressKind, addressesOfKind } from './address-book';
import { deliveryCountries } from './countries';

/** AddressDetails, ShippingDetails and BillingDetails: the customer's addresses of a kind. */
export async function AddressesPage({
  locale,
  addresses,
  kind,
}: {
  locale: LocaleCode;
  addresses: Address[];
  kind: AddressKind;
}) {
  const [settings, cookieStore] = await Promise.all([getSettings(), cookies()]);
  const countries = deliveryCountries(locale);
  const chosen = cookieStore.get(COUNTRY_COOKIE)?.value;
  return (
    <AddressBook
      addresses={addressesOfKind(addresses, kind)}
      kind={kind}
      countries={countries}
      defaultCountry={countries.some((c) => c.iso === chosen) ? chosen! : siteConfig.defaultCountry}
      rules={{
        companyRequired: settings.companyRequired,
        billingManagement: settings.isBillingManagmentEnabled,
        defaultShippingUpdate: settings.isDefaultShippingUpdateEnabled,
        defaultBillingUpdate: settings.isDefaultBillingUpdateEnabled,
      }}
      contactUrl={settings['contact-us-url']}
    />
  );
}
