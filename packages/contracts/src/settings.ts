import { z } from 'zod';
import { currencyCodeSchema, localeCodeSchema } from './codes';
import { fieldProblems } from './field-problems';
import { paymentMethodCodeSchema, paymentMethodCodes } from './payment';
import { sellerSchema, unnamedSeller } from './seller';

/**
 * The shop's feature settings (spec section 3, "Settings"). The storefront reads them from the
 * setting-branding content entry, falling back to `features` in config/site.json, then to these
 * defaults. One schema, so every feature reads a typed value.
 */
export const settingsSchema = z.object({
  isCategoryBarEnabled: z.boolean().default(true),
  displayCategoryRootName: z.boolean().default(false),
  isCategoryBreadcrumbsEnabled: z.boolean().default(true),
  isRegistrationEnabled: z.boolean().default(true),
  isCheckoutRegistrationEnabled: z.boolean().default(true),
  isBillingManagmentEnabled: z.boolean().default(true),
  isGuestUserEnabled: z.boolean().default(true),
  isDefaultShippingUpdateEnabled: z.boolean().default(true),
  isDefaultBillingUpdateEnabled: z.boolean().default(true),
  isPriceForGuestEnabled: z.boolean().default(false),
  orderReference: z.boolean().default(true),
  companyRequired: z.boolean().default(false),
  displayItemnum: z.boolean().default(true),
  displayTaxMessageForPrice: z.boolean().default(true),
  defaultProductListView: z.enum(['grid', 'list']).default('grid'),
  defaultLocale: localeCodeSchema.default('de'),
  defaultCurrency: currencyCodeSchema.default('EUR'),
  cookieConsent: z.boolean().default(true),
  isOrderHistoryEnabled: z.boolean().default(true),
  isPricesLazyLoadEnabled: z.boolean().default(false),
  isSortingEnabled: z.boolean().default(true),
  filterView: z.enum(['sidebar', 'top']).default('sidebar'),
  'contact-us-url': z.string().default(''),
  displayStartingPrice: z.boolean().default(true),
  isMyItemsViewEnabled: z.boolean().default(true),
  /** Maps a category slug to another (e.g. a campaign slug to the real category). */
  categoriesMapper: z.record(z.string(), z.string()).default({}),
  search: z
    .object({ popupView: z.enum(['default', 'small-list']).default('default') })
    .default({ popupView: 'default' }),
  leaveMenuTimeout: z.number().int().min(0).max(10_000).default(1000),
  displayMyItemLink: z.boolean().default(true),
  defaultMyItemsView: z.enum(['grid', 'list']).default('grid'),
  isProductsPerPageSelectorEnabled: z.boolean().default(true),
  /**
   * The payment methods guests and customers without methods of their own are offered: every
   * online method, no invoice, unless the shop says otherwise. Staff allow others per customer.
   */
  defaultPaymentMethods: z
    .array(paymentMethodCodeSchema)
    .default(paymentMethodCodes.filter((method) => method !== 'invoice')),
  /** Days an invoice is due after the order: past them, what is unpaid is overdue. */
  invoicePaymentTermDays: z.number().int().min(0).max(365).default(30),
  /** When an order's invoice is issued: when it is placed or when it is shipped. An order paid by invoice gets it when placed. */
  invoiceIssuedWhen: z.enum(['placed', 'shipped']).default('shipped'),
  /** Days after delivery (or shipping, when no delivery is recorded) a customer may send goods back. */
  returnPeriodDays: z.number().int().min(0).max(365).default(30),
  /** The seller as its invoices name it. */
  seller: sellerSchema.default(unnamedSeller),
  /**
   * Where the shop hears of a customer's message on an order (the back office shows it either
   * way); empty: only the back office. Public like the rest of the settings: a shop's order desk.
   */
  orderMessageEmail: z
    .string()
    .trim()
    .max(200)
    .refine((text) => text === '' || z.email().safeParse(text).success, fieldProblems.email)
    .default(''),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * Settings as written by a shop owner: any subset, each key checked, and no default filled in (a
 * default here would hide the layer beneath: a branding entry's unset key must leave
 * config/site.json's feature in force).
 */
type SettingsShape = typeof settingsSchema.shape;
/** Each setting's type without its default, optional. */
type OverrideShape = { [K in keyof SettingsShape]: z.ZodOptional<ReturnType<SettingsShape[K]['unwrap']>> };
export const settingsOverrideSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(settingsSchema.shape).map(([key, field]) => [key, field.unwrap().optional()]),
  ) as OverrideShape,
);
export type SettingsOverride = z.infer<typeof settingsOverrideSchema>;

/** Resolves settings: content over site configuration over defaults. */
export function resolveSettings(...layers: Array<SettingsOverride | undefined>): Settings {
  return settingsSchema.parse(Object.assign({}, ...layers.filter(Boolean)));
}
