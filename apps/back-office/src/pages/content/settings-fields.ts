import { currencyCodes, resolveSettings, type Settings, siteConfig, supportedLocales } from '@shop/contracts';
import { type ConfigPath, getAt } from './config-paths';

/**
 * How the form offers a setting: a switch, a number, a text, a choice, the payment methods, the
 * seller's details, or not (expert view).
 */
export type SettingField = { key: keyof Settings; path: ConfigPath } & (
  | { kind: 'switch' | 'text' | 'methods' | 'seller' | 'expert' }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'choice'; options: readonly string[] }
);

type Kinds =
  | { kind: 'switch' | 'text' | 'methods' | 'seller' | 'expert' }
  | { kind: 'number'; min: number; max: number };
type Spec = [keyof Settings, Kinds | { kind: 'choice'; options: readonly string[] }];

const on: Kinds = { kind: 'switch' };
const views = { kind: 'choice', options: ['grid', 'list'] } as const;

/** The settings by what they are about, in the order a shop owner looks for them. */
const groups = {
  catalogue: [
    ['isCategoryBarEnabled', on],
    ['displayCategoryRootName', on],
    ['isCategoryBreadcrumbsEnabled', on],
    ['defaultProductListView', views],
    ['isSortingEnabled', on],
    ['filterView', { kind: 'choice', options: ['sidebar', 'top'] }],
    ['isProductsPerPageSelectorEnabled', on],
    ['displayItemnum', on],
    ['displayStartingPrice', on],
    ['isPricesLazyLoadEnabled', on],
    ['categoriesMapper', { kind: 'expert' }],
  ],
  accounts: [
    ['isRegistrationEnabled', on],
    ['isCheckoutRegistrationEnabled', on],
    ['isGuestUserEnabled', on],
    ['isBillingManagmentEnabled', on],
    ['isDefaultShippingUpdateEnabled', on],
    ['isDefaultBillingUpdateEnabled', on],
    ['companyRequired', on],
    ['isOrderHistoryEnabled', on],
    ['isMyItemsViewEnabled', on],
    ['displayMyItemLink', on],
    ['defaultMyItemsView', views],
  ],
  checkout: [
    ['orderReference', on],
    ['defaultPaymentMethods', { kind: 'methods' }],
    ['invoicePaymentTermDays', { kind: 'number', min: 0, max: 365 }],
    ['returnPeriodDays', { kind: 'number', min: 0, max: 365 }],
    ['contact-us-url', { kind: 'text' }],
    ['orderMessageEmail', { kind: 'text' }],
  ],
  invoices: [
    ['invoiceIssuedWhen', { kind: 'choice', options: ['shipped', 'placed'] }],
    ['seller', { kind: 'seller' }],
  ],
  prices: [
    ['isPriceForGuestEnabled', on],
    ['displayTaxMessageForPrice', on],
  ],
  regional: [
    ['defaultLocale', { kind: 'choice', options: supportedLocales }],
    ['defaultCurrency', { kind: 'choice', options: currencyCodes }],
  ],
  navigation: [
    ['leaveMenuTimeout', { kind: 'number', min: 0, max: 10_000 }],
    ['search', { kind: 'choice', options: ['default', 'small-list'] }],
  ],
  privacy: [['cookieConsent', on]],
} satisfies Record<string, Spec[]>;

export type SettingGroup = keyof typeof groups;

/** Where a setting is in the branding entry's config: its key, the search popup's inside `search`. */
const pathOf = (key: keyof Settings): ConfigPath => (key === 'search' ? ['search', 'popupView'] : [key]);

export const settingGroups = Object.entries(groups).map(([group, specs]) => ({
  group: group as SettingGroup,
  fields: (specs as Spec[]).map(([key, kind]): SettingField => ({ key, path: pathOf(key), ...kind })),
}));

/** The settings the entry does not set: config/site.json's features over the defaults. */
const inherited = resolveSettings(siteConfig.features);

/** A setting's value in force with this config: its own, else the one it inherits. */
export const settingValue = (config: unknown, field: SettingField): unknown =>
  getAt(config, field.path) ?? getAt(inherited, field.path);
