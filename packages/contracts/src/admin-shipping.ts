import { z } from 'zod';
import {
  amountSchema,
  localizedNameSchema,
  siteCountrySchema,
  siteCurrencySchema,
  versionSchema,
} from './admin-fields';
import { currencyCodeSchema } from './codes';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** A shipping method's code: what carts and orders name it by. */
export const shippingMethodCodeSchema = z
  .string({ error: said('methodCodeRequired') })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9_-]{1,39}$/,
    'A code of 2 to 40 letters a-z, digits, - and _ (starting with a letter or digit)',
  );

/** What a method costs to one country in one currency (net), and the net goods value from which it is free. */
export const shippingRateSchema = z.object({
  country: z.string(),
  currency: currencyCodeSchema,
  price: z.number().int(),
  freeFrom: z.number().int().nullable(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** A shipping method as the merchant sees it: its settings, every rate, and its version. */
export const shippingMethodAdminSchema = z
  .object({
    code: z.string(),
    /** Per locale; the storefront shows the shopper's, else the default locale's. */
    name: z.record(z.string(), z.string()),
    /** Shipping is taxed at this tax class's rate of the destination country. */
    taxClass: z.string(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    /** Methods are offered in this order (then by code). */
    position: z.number().int(),
    /** An inactive method is offered nowhere, its rates kept. */
    active: z.boolean(),
    /** Raised by every change of the method or its rates: a save names the version it read. */
    version: z.number().int(),
    /** By country and currency; a country without a rate is not shipped to by this method. */
    rates: z.array(shippingRateSchema),
  })
  .meta({ id: 'ShippingMethodAdmin' });
export type ShippingMethodAdmin = z.infer<typeof shippingMethodAdminSchema>;

const daysSchema = z
  .number({ error: said('wholeDays') })
  .int(said('wholeDays'))
  .min(0, said('notNegative'))
  .max(365, said('atMost', { maximum: 365 }));

/** A method's settings as a save sends them. Without `version` it creates the method; with it, it changes it. */
export const shippingMethodWriteSchema = z
  .strictObject({
    name: localizedNameSchema,
    taxClass: z.string().trim().min(1, 'A tax class such as standard').max(40).default('standard'),
    minDays: daysSchema,
    maxDays: daysSchema,
    position: z.number().int(said('wholeNumber')).min(0, said('notNegative')).max(10_000).default(0),
    active: z.boolean({ error: 'true or false' }).default(true),
    version: versionSchema.optional(),
  })
  .superRefine((method, ctx) => {
    if (method.maxDays < method.minDays)
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: said('maxDaysAtLeastMin') });
  });
export type ShippingMethodWrite = z.input<typeof shippingMethodWriteSchema>;
export type ShippingMethodSave = z.output<typeof shippingMethodWriteSchema>;

/** The most rates a method may have: one per country and currency of the shop. */
export const maxShippingRates = 1000;

/** A method's rates as a save sends them: all of them, replacing those it had. */
export const shippingRatesWriteSchema = z
  .strictObject({
    version: versionSchema,
    rates: z
      .array(
        z.strictObject({
          country: siteCountrySchema,
          currency: siteCurrencySchema,
          price: amountSchema,
          freeFrom: amountSchema.nullable().default(null),
        }),
      )
      .max(maxShippingRates),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.rates.forEach((rate, i) => {
      const key = `${rate.country} ${rate.currency}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['rates', i],
          message: said('secondRate', { country: rate.country, currency: rate.currency }),
        });
      seen.add(key);
    });
  });
export type ShippingRatesWrite = z.input<typeof shippingRatesWriteSchema>;
export type ShippingRatesSave = z.output<typeof shippingRatesWriteSchema>;

const methodParams = z.object({ code: shippingMethodCodeSchema });

export const shippingAdminOperations = {
  listShippingRates: defineOperation({
    id: 'listShippingRates',
    method: 'GET',
    path: '/admin/api/shipping-methods',
    summary: 'Every shipping method, active or not, with its rates per country and currency and its version (admin)',
    tag: 'shipping admin',
    auth: 'owner',
    response: z.object({ data: z.array(shippingMethodAdminSchema) }),
  }),
  saveShippingMethod: defineOperation({
    id: 'saveShippingMethod',
    method: 'PUT',
    path: '/admin/api/shipping-methods/:code',
    summary:
      'Creates a shipping method (without version, no rates yet; 409 when the code is taken) or changes its names, tax class, delivery days, position and active flag (with the version read; 409 when it changed meanwhile). Its rates stay (admin)',
    tag: 'shipping admin',
    auth: 'owner',
    params: methodParams,
    body: shippingMethodWriteSchema,
    response: shippingMethodAdminSchema,
  }),
  saveShippingRate: defineOperation({
    id: 'saveShippingRate',
    method: 'PUT',
    path: '/admin/api/shipping-methods/:code/rates',
    summary:
      "Replaces a shipping method's rates per country and currency, all at once (with the method's version read; 409 when it changed meanwhile). A country left out is not shipped to by it (admin)",
    tag: 'shipping admin',
    auth: 'owner',
    params: methodParams,
    body: shippingRatesWriteSchema,
    response: shippingMethodAdminSchema,
  }),
};
