import { z } from 'zod';
import { versionSchema } from './admin-fields';
import { type LocaleCode, localeCodeSchema } from './codes';
import { maxRowId } from './ids';
import { defineOperation } from './operation';
import { siteConfig } from './site';
import { staffRefusalText as said } from './staff-refusals';

/** A category's texts in one language: its name, its URL segment, and what search engines show. */
export const categoryTextSchema = z.object({
  name: z.string(),
  /** The category's segment of /c/{slug_1}/…/{slug_n} in this language, unique among its siblings. */
  slug: z.string(),
  /** Shown under the category's heading (plain text). */
  description: z.string(),
  /** The page's title for search engines; empty: the name. */
  seoTitle: z.string(),
  /** The page's description for search engines; empty: the description, or a sentence made from the name. */
  seoDescription: z.string(),
});
export type CategoryText = z.infer<typeof categoryTextSchema>;

/** A category as the back office edits it: every language's texts, where it stands, and its version. */
export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    /** Null at the top of the tree. */
    parentId: z.number().int().nullable(),
    /** Its place among its siblings, from 0. */
    position: z.number().int(),
    /** Products in it and in its subcategories (listed ones, as the shop counts them). */
    productCount: z.number().int(),
    /** A picture uploaded for it (/media/…), a path under /images or an https URL; null: none. */
    image: z.string().nullable(),
    /** Kept out of the shop's menu, listings and sitemap, with its subcategories; its products stay listed. */
    hidden: z.boolean(),
    texts: z.partialRecord(localeCodeSchema, categoryTextSchema),
    /** Raised by every change: a save or a move names the version it read. */
    version: z.number().int(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const categoryIdSchema = z.coerce
  .number({ error: 'A category id' })
  .int('A category id')
  .positive('A category id')
  .max(maxRowId);

/** The characters of a URL segment as the shop makes them from names ('akku-bohrschrauber-18-v'). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (maximum: number) => z.string().trim().max(maximum, said('atMostCharacters', { maximum }));

const categoryTextInput = z.strictObject({
  name: text(100),
  /** Empty: made from the name, as an import makes it (unique among the siblings). */
  slug: text(120)
    .refine((slug) => slug === '' || slugPattern.test(slug), said('slugCharacters'))
    .default(''),
  description: text(5_000).default(''),
  seoTitle: text(120).default(''),
  seoDescription: text(300).default(''),
});
export type CategoryTextInput = z.input<typeof categoryTextInput>;

/**
 * The texts a save sends, by language: the default language's name is required; a language left
 * out, or without a name, takes the default language's name (as an import gives it).
 */
const categoryTextsInput = z.partialRecord(localeCodeSchema, categoryTextInput).superRefine((texts, ctx) => {
  const locale = siteConfig.defaultLocale as LocaleCode;
  if (!texts[locale]?.name)
    ctx.addIssue({ code: 'custom', path: [locale, 'name'], message: said('defaultNameRequired', { locale }) });
});

/**
 * What a save sends. Without `id` it creates a category under `parentId` (last among its
 * siblings); with `id` and the `version` read it changes that category's texts, picture and
 * whether it is hidden (moveCategory moves it).
 */
export const categoryWriteSchema = z
  .strictObject({
    id: categoryIdSchema.optional(),
    version: versionSchema.optional(),
    parentId: categoryIdSchema.nullable().optional(),
    texts: categoryTextsInput,
    /** A picture uploaded for it (uploadCategoryImage's /media/ url), a path under /images/ or an https URL. */
    image: z
      .string()
      .trim()
      .max(500, said('atMostCharacters', { maximum: 500 }))
      .refine((url) => url === '' || /^(\/media\/|\/images\/|https:\/\/)\S+$/.test(url), said('pictureAddress'))
      .nullable()
      .default(null)
      .transform((url) => url || null),
    hidden: z.boolean({ error: 'true or false' }).default(false),
  })
  .superRefine((write, ctx) => {
    if ((write.id === undefined) !== (write.version === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['version'],
        message: 'Send id and version together, or neither to create',
      });
    if (write.id !== undefined && write.parentId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'A category is moved with moveCategory' });
  });
export type CategoryWrite = z.input<typeof categoryWriteSchema>;
export type CategorySave = z.output<typeof categoryWriteSchema>;

export const categoryMoveSchema = z.strictObject({
  version: versionSchema,
  /** The new parent; null: the top of the tree. */
  parentId: categoryIdSchema.nullable(),
  /** Its place among the new siblings, from 0; past the last: last. */
  position: z
    .number({ error: said('wholeNumber') })
    .int(said('wholeNumber'))
    .min(0, said('notNegative'))
    .max(100_000, said('atMost', { maximum: 100000 })),
});
export type CategoryMove = z.input<typeof categoryMoveSchema>;
/** A move as the API takes it. */
export type CategoryPlace = z.output<typeof categoryMoveSchema>;

/** What becomes of a deleted category's subcategories and products: they move to the category above. */
export const categoryDeletionSchema = z.strictObject({
  version: z.coerce.number().pipe(versionSchema),
  /**
   * moveUp: its subcategories move to its parent (in its place) and its products stay in the
   * parent (at the top of the tree: in their other categories). Without it, a category with
   * products or subcategories is not deleted.
   */
  contents: z.enum(['moveUp'], { error: 'moveUp' }).optional(),
});
export type CategoryDeletion = z.output<typeof categoryDeletionSchema>;

const idParams = z.object({ id: categoryIdSchema });

export const categoryAdminOperations = {
  listCategories: defineOperation({
    id: 'listCategories',
    method: 'GET',
    path: '/admin/api/categories',
    summary:
      'The whole category tree with every language’s texts, hidden ones too, each under its parent in its order (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    response: z.object({ data: z.array(adminCategorySchema) }),
  }),
  saveCategory: defineOperation({
    id: 'saveCategory',
    method: 'PUT',
    path: '/admin/api/categories',
    summary:
      'Creates a category (without id) or changes one (with id and the version read; 409 when it changed meanwhile); slugs are unique among siblings (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    body: categoryWriteSchema,
    response: adminCategorySchema,
  }),
  moveCategory: defineOperation({
    id: 'moveCategory',
    method: 'PUT',
    path: '/admin/api/categories/:id/place',
    summary:
      'Moves a category with its subcategories under another parent (or to the top) at a place among its siblings; never under itself (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    params: idParams,
    body: categoryMoveSchema,
    response: adminCategorySchema,
  }),
  deleteCategory: defineOperation({
    id: 'deleteCategory',
    method: 'DELETE',
    path: '/admin/api/categories/:id',
    summary:
      'Deletes a category; one with products or subcategories only when told to move them up (else 409 saying how many) (owner)',
    tag: 'catalog admin',
    auth: 'owner',
    params: idParams,
    query: categoryDeletionSchema,
    response: z.object({ deleted: z.number().int(), movedCategories: z.number().int(), products: z.number().int() }),
  }),
};
