/**
 * Images stored as API media paths (/media/…) are reached through the storefront's /api proxy;
 * any other path or URL is used as it is.
 */
export const mediaUrl = (src: string) => (src.startsWith('/media/') ? `/api${src}` : src);
