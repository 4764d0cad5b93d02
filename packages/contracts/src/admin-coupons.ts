import { z } from 'zod';
import { amountSchema, instantSchema, siteCurrencySchema, versionSchema } from './admin-fields';
import { currencyCodeSchema } from './codes';
import { defineOperation } from './operation';
import { staffRefusalText as said } from './staff-refusals';

export const couponKinds = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** A percentage coupon's value is in basis points: 1000 = 10 %, 10000 = all of it. */
export const maxPercentValue = 10_000;

/** A coupon's code as shoppers type it: stored in capitals, compared in any case. */
export const couponCodeSchema = z
  .string({ error: said('couponCodeRequired') })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z0-9][A-Z0-9_-]{2,39}$/,
    'A code of 3 to 40 letters A-Z, digits, - and _ (starting with a letter or digit)',
  );

const limitSchema = z
  .number({ error: said('wholeLimitOrNone') })
  .int(said('wholeLimitOrNone'))
  .min(1, said('limitOrNone'))
  .max(1_000_000_000);

/** A coupon as the merchant sees it: its rules, how often it was used, and its version. */
export const couponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(couponKinds),
    /** Basis points (percent) or minor units of `currency` (fixed). */
    value: z.number().int(),
    /** The currency of a fixed amount and of the minimum order; null: any currency. */
    currency: currencyCodeSchema.nullable(),
    /** Net goods value (minor units) the cart must reach; null: none. */
    minimumOrder: z.number().int().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    /** Orders in all that may use it; null: unlimited. */
    usageLimit: z.number().int().nullable(),
    /** Orders per account (guests per e-mail) that may use it; null: unlimited. */
    perCustomerLimit: z.number().int().nullable(),
    /** Orders that used it (counted when an order is placed, given back when one is cancelled unpaid). */
    timesUsed: z.number().int(),
    /** A deactivated coupon is refused like an expired one. */
    active: z.boolean(),
    /** Raised by every change: a save names the version it read. */
    version: z.number().int(),
    createdDate: z.string(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponSchema>;

/**
 * What a save sends: every rule of the coupon (an absent optional rule is none). Without `version`
 * it creates the coupon; with it, it changes the coupon that is at that version.
 */
export const couponWriteSchema = z
  .strictObject({
    kind: z.enum(couponKinds, { error: 'percent or fixed' }),
    value: z
      .number({ error: said('wholeAtLeastOne') })
      .int(said('wholeAtLeastOne'))
      .min(1, said('atLeast', { minimum: 1 }))
      .max(100_000_000, said('atMost', { maximum: 100000000 })),
    currency: siteCurrencySchema.nullable().default(null),
    minimumOrder: amountSchema.nullable().default(null),
    validFrom: instantSchema.nullable().default(null),
    validTo: instantSchema.nullable().default(null),
    usageLimit: limitSchema.nullable().default(null),
    perCustomerLimit: limitSchema.nullable().default(null),
    active: z.boolean({ error: 'true or false' }).default(true),
    version: versionSchema.optional(),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.kind === 'percent' && coupon.value > maxPercentValue)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percentage is given in basis points: at most 10000 (100 %)',
      });
    if (coupon.kind === 'fixed' && coupon.currency === null)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: said('fixedNeedsCurrency') });
    if (coupon.validFrom && coupon.validTo && Date.parse(coupon.validTo) <= Date.parse(coupon.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: said('endAfterStart') });
  });
export type CouponWrite = z.input<typeof couponWriteSchema>;
/** A save as the API takes it: every rule present, an absent one null. */
export type CouponSave = z.output<typeof couponWriteSchema>;

export const couponAdminOperations = {
  listCoupons: defineOperation({
    id: 'listCoupons',
    method: 'GET',
    path: '/admin/api/coupons',
    summary: 'Every coupon with its rules, how often it was used, whether it is active and its version (admin)',
    tag: 'promotion admin',
    auth: 'owner',
    response: z.object({ data: z.array(couponSchema) }),
  }),
  saveCoupon: defineOperation({
    id: 'saveCoupon',
    method: 'PUT',
    path: '/admin/api/coupons/:code',
    summary:
      'Creates a coupon (without version; 409 when the code is taken) or changes it (with the version read; 409 when it changed meanwhile). active: false deactivates it (admin)',
    tag: 'promotion admin',
    auth: 'owner',
    params: z.object({ code: couponCodeSchema }),
    body: couponWriteSchema,
    response: couponSchema,
  }),
};
