/** Where the shop API answers for server components and the /api proxy (docs/operations.md). */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/** The shop's public origin, for canonical URLs, hreflang links and the sitemap. */
export const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
