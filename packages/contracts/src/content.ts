import { z } from 'zod';
import { localeCodeSchema } from './codes';
import { rowIdNumberSchema } from './ids';
import { defineOperation } from './operation';

export const contentTypes = ['block', 'setting', 'page'] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;

const required = 'Content type is required';

export const contentEntrySchema = z
  .object({
    type: contentTypeSchema,
    identifier: z.string(),
    locale: localeCodeSchema,
    /** HTML for blocks and pages (sanitised when written), empty for settings. */
    content: z.string(),
    config: z.record(z.string(), z.unknown()),
    script: z.string().nullable(),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContentEntry' });
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const getContentQuerySchema = z.object({
  type: z.enum(contentTypes, { error: required }),
  identifier: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'identifier may contain lower-case letters, digits and hyphens'),
  locale: localeCodeSchema.optional(),
});

const contentKeySchema = z.object({
  type: contentTypeSchema,
  identifier: z
    .string()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'identifier may contain lower-case letters, digits and hyphens'),
  locale: localeCodeSchema,
});

export const contentWriteSchema = z
  .object({
    /** HTML for blocks and pages; sanitised on write. Settings keep it empty. */
    content: z.string().max(200_000).default(''),
    config: z.record(z.string(), z.unknown()).default({}),
    /** Stored for integrations; the storefront never runs it. */
    script: z.string().max(20_000).nullable().default(null),
  })
  .strict();
export type ContentWrite = z.input<typeof contentWriteSchema>;

export const contentSummarySchema = contentEntrySchema.pick({
  type: true,
  identifier: true,
  locale: true,
  version: true,
  updatedAt: true,
});

export const contentVersionSchema = z.object({
  version: z.number().int(),
  content: z.string(),
  config: z.record(z.string(), z.unknown()),
  script: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Who saved the version: `actor` as the audit log names them (a member's e-mail, 'admin-key' for
   * the machine key, 'seed' for the demo data), `name` the member's name then (null for machines).
   * Null for a version saved before authors were kept and not found in the audit log.
   */
  author: z.object({ actor: z.string(), name: z.string().nullable() }).nullable(),
});

export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentOperations = {
  getContent: defineOperation({
    id: 'getContent',
    method: 'GET',
    path: '/content',
    summary: 'A content block, setting or page, in the requested locale or else the default one',
    tag: 'content',
    query: getContentQuerySchema,
    response: contentEntrySchema,
  }),
  listContent: defineOperation({
    id: 'listContent',
    method: 'GET',
    path: '/admin/api/content',
    summary: 'Every content entry with its version (admin)',
    tag: 'content admin',
    auth: 'owner',
    response: z.object({ entries: z.array(contentSummarySchema) }),
  }),
  readContent: defineOperation({
    id: 'readContent',
    method: 'GET',
    path: '/admin/api/content/:type/:identifier/:locale',
    summary: 'One content entry in exactly this locale (admin)',
    tag: 'content admin',
    auth: 'owner',
    params: contentKeySchema,
    response: contentEntrySchema,
  }),
  writeContent: defineOperation({
    id: 'writeContent',
    method: 'PUT',
    path: '/admin/api/content/:type/:identifier/:locale',
    summary: 'Validates, sanitises and saves an entry as a new version; with dryRun only validates (admin)',
    tag: 'content admin',
    auth: 'owner',
    params: contentKeySchema,
    query: z.object({ dryRun: z.stringbool().optional() }),
    body: contentWriteSchema,
    response: contentEntrySchema,
  }),
  contentHistory: defineOperation({
    id: 'contentHistory',
    method: 'GET',
    path: '/admin/api/content/:type/:identifier/:locale/history',
    summary: 'Earlier versions of an entry, newest first (admin)',
    tag: 'content admin',
    auth: 'owner',
    params: contentKeySchema,
    response: z.object({ versions: z.array(contentVersionSchema) }),
  }),
  restoreContent: defineOperation({
    id: 'restoreContent',
    method: 'POST',
    path: '/admin/api/content/:type/:identifier/:locale/restore',
    summary: 'Saves an earlier version again as the newest one (admin)',
    tag: 'content admin',
    auth: 'owner',
    params: contentKeySchema,
    body: z.object({ version: rowIdNumberSchema }).strict(),
    response: contentEntrySchema,
  }),
};
