import { createShopClient, ShopApiError } from '@shop/client';

/**
 * The shop API, same origin: the back office is served by the API at /admin/, and the staff
 * session is an httpOnly cookie on /admin/api that the browser sends by itself.
 */
export const api = createShopClient({ baseUrl: window.location.origin });

export { ShopApiError };

export const isApiError = (error: unknown, status?: number): error is ShopApiError =>
  error instanceof ShopApiError && (status === undefined || error.status === status);

/** A field the API refused: its path without the request part (`body.config.items.0` → `config.items.0`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The API's field issues of a 400 (`details.issues`), their paths relative to the body, query or params. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error)) return [];
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues
    .filter(
      (i): i is { path: string; message: string } => typeof i?.path === 'string' && typeof i?.message === 'string',
    )
    .map((i) => ({ path: i.path.replace(/^(body|query|params)\./, ''), message: i.message }));
}
