import { z } from 'zod';
import { defineOperation } from './operation';
import { localeCodeSchema } from './site-config';

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
};
