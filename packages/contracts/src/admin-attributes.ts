import { z } from 'zod';
import { localizedNameSchema, localizedNamesSchema, versionSchema } from './admin-fields';
import { defineOperation } from './operation';
import { siteConfig } from './site';
import { staffRefusalText as said } from './staff-refusals';

/** What an attribute's values are: words, numbers (with a unit such as V or mm), or colours. */
export const attributeTypes = ['text', 'number', 'colour'] as const;
export type AttributeType = (typeof attributeTypes)[number];

/** Where a product page shows it: its header, the properties panel, or nowhere (a facet only). */
export const attributeLocations = ['header', 'properties', 'none'] as const;
export type AttributeLocation = (typeof attributeLocations)[number];

/** Attribute codes as the shop keeps them, the catalogue file's columns included (attribute.<code>.<locale>). */
export const attributeCodePattern = /^[a-z][a-z0-9_]{0,39}$/;

export const attributeCodeSchema = z
  .string({ error: said('attributeCodeCharacters') })
  .trim()
  .regex(attributeCodePattern, said('attributeCodeCharacters'));

/** A value's stable name in URLs and filters ('bosch', 'blue', '18-v'): its default-language name, slugified. */
const optionValueSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, said('valueCharacters'))
  .max(120, said('atMostCharacters', { maximum: 120 }));

/** A colour value's colour as the storefront draws its swatch. */
const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, said('colourFormat'));

export const attributeOptionAdminSchema = z.object({
  value: z.string(),
  /** Per locale; the storefront shows the shopper's, else the default locale's. */
  label: z.record(z.string(), z.string()),
  colour: z.string().nullable(),
  position: z.number().int(),
  /** Products that have this value. */
  products: z.number().int(),
});
export type AttributeOptionAdmin = z.infer<typeof attributeOptionAdminSchema>;

/** An attribute as the merchant edits it, with its values in their order and its version. */
export const attributeAdminSchema = z
  .object({
    code: z.string(),
    label: z.record(z.string(), z.string()),
    type: z.enum(attributeTypes),
    /** A number's unit ('V', 'mm'); null for others. */
    unit: z.string().nullable(),
    /** 'select': products pick among its values; any other: each product has its own text (no values). */
    control: z.string(),
    isFacet: z.boolean(),
    /** Facets and properties show in this order. */
    position: z.number().int(),
    location: z.enum(attributeLocations),
    /** Raised by every change: a save names the version it read. */
    version: z.number().int(),
    options: z.array(attributeOptionAdminSchema),
  })
  .meta({ id: 'AttributeAdmin' });
export type AttributeAdmin = z.infer<typeof attributeAdminSchema>;

/** The most values an attribute has in the editor. */
export const maxAttributeOptions = 500;

const keyOf = (label: Partial<Record<string, string>>) => (label[siteConfig.defaultLocale] ?? '').trim().toLowerCase();

/**
 * What a save sends: the attribute's settings and all its values in order (a known value by its
 * `value`, a new one without). A value left out that products have must be named in `removed`:
 * its products lose it (`replaceWith: null`) or get another value instead.
 */
export const attributeWriteSchema = z
  .strictObject({
    label: localizedNameSchema,
    type: z.enum(attributeTypes, { error: 'text, number or colour' }).default('text'),
    unit: z
      .string()
      .trim()
      .min(1, said('notEmpty'))
      .max(20, said('atMostCharacters', { maximum: 20 }))
      .nullable()
      .default(null),
    isFacet: z.boolean({ error: 'true or false' }).default(false),
    position: z
      .number()
      .int(said('wholeNumber'))
      .min(0, said('notNegative'))
      .max(10_000, said('atMost', { maximum: 10000 }))
      .default(0),
    location: z.enum(attributeLocations, { error: 'header, properties or none' }).default('properties'),
    options: z
      .array(
        z.strictObject({
          value: optionValueSchema.optional(),
          // A value's name as long as a catalogue file's may be.
          label: localizedNamesSchema(500),
          colour: colourSchema.nullable().default(null),
        }),
      )
      .max(maxAttributeOptions, said('atMost', { maximum: maxAttributeOptions }))
      .default([]),
    removed: z
      .array(z.strictObject({ value: optionValueSchema, replaceWith: optionValueSchema.nullable() }))
      .max(maxAttributeOptions)
      .default([]),
    version: versionSchema.optional(),
  })
  .superRefine((attribute, ctx) => {
    if (attribute.unit !== null && attribute.type !== 'number')
      ctx.addIssue({ code: 'custom', path: ['unit'], message: said('unitOnlyForNumbers') });
    // Imports match a value by its default-language name: two alike would be one to them.
    const names = new Set<string>();
    const values = new Set<string>();
    attribute.options.forEach((option, i) => {
      if (attribute.type === 'colour' && option.colour === null)
        ctx.addIssue({ code: 'custom', path: ['options', i, 'colour'], message: said('colourFormat') });
      if (attribute.type !== 'colour' && option.colour !== null)
        ctx.addIssue({ code: 'custom', path: ['options', i, 'colour'], message: said('colourOnlyForColours') });
      const name = keyOf(option.label);
      if (names.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'label', siteConfig.defaultLocale],
          message: said('valueNamedTwice', { name: option.label[siteConfig.defaultLocale] ?? '' }),
        });
      names.add(name);
      if (option.value !== undefined) {
        if (values.has(option.value))
          ctx.addIssue({
            code: 'custom',
            path: ['options', i, 'value'],
            message: said('valueTwice', { value: option.value }),
          });
        values.add(option.value);
      }
    });
  });
export type AttributeWrite = z.input<typeof attributeWriteSchema>;
export type AttributeSave = z.output<typeof attributeWriteSchema>;

export const attributeAdminOperations = {
  listAttributes: defineOperation({
    id: 'listAttributes',
    method: 'GET',
    path: '/admin/api/attributes',
    summary:
      'Every attribute with its names per language, type, unit, facet switch and order, where product pages show it, its values with their translations, colours and how many products have each, and its version (admin)',
    tag: 'attribute admin',
    auth: 'owner',
    response: z.object({ data: z.array(attributeAdminSchema) }),
  }),
  saveAttribute: defineOperation({
    id: 'saveAttribute',
    method: 'PUT',
    path: '/admin/api/attributes/:code',
    summary:
      'Creates an attribute (without version; 409 when the code is taken) or changes it and its values (with the version read; 409 when it changed meanwhile). A value products have is removed only when `removed` says what they get instead (admin)',
    tag: 'attribute admin',
    auth: 'owner',
    params: z.object({ code: attributeCodeSchema }),
    body: attributeWriteSchema,
    response: attributeAdminSchema,
  }),
};
