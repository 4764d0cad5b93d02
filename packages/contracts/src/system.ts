import { z } from 'zod';
import { localeCodeSchema } from './codes';
import { defineOperation } from './operation';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

export const systemOperations = {
  health: defineOperation({
    id: 'health',
    method: 'GET',
    path: '/healthz',
    summary: 'The process is up',
    tag: 'system',
    response: healthSchema,
  }),
  readiness: defineOperation({
    id: 'readiness',
    method: 'GET',
    path: '/readyz',
    summary: 'The database is reachable and the search index built (503 when not)',
    tag: 'system',
    response: readinessSchema,
  }),
  routeExists: defineOperation({
    id: 'routeExists',
    method: 'GET',
    path: '/route-exists',
    summary:
      "Whether the entity behind a storefront route exists in a locale: a category path (slugs joined by '/'), a product id or a content page; the storefront answers a missing one with its 404 page, and a category path of another language with a redirect to the same category's path in this one",
    tag: 'system',
    query: z.object({
      kind: z.enum(['category', 'product', 'content']),
      key: z.string().min(1).max(1000),
      locale: localeCodeSchema.default('de'),
    }),
    response: z.object({
      exists: z.boolean(),
      /** A category path missing in the locale that names a category in another: its path in this one. */
      path: z.string().optional(),
    }),
  }),
};

/** One error, as the storefront and the API report it to the configured error-reporting service. */
export const errorReportSchema = z
  .object({
    source: z.enum(['browser', 'storefront', 'api']),
    message: z.string().min(1).max(2000),
    stack: z.string().max(20_000).optional(),
    url: z.string().max(2000).optional(),
    digest: z.string().max(200).optional(),
    requestId: z.string().max(200).optional(),
  })
  .strict();
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorOperations = {
  reportError: defineOperation({
    id: 'reportError',
    method: 'POST',
    path: '/errors',
    summary: "Takes an error from the shopper's browser and passes it to the error-reporting service",
    tag: 'system',
    body: errorReportSchema,
    response: z.null(),
    status: 204,
  }),
};
