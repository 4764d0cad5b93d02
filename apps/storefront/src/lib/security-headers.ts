/**
 * The security headers of every page (docs/security.md). The proxy makes a nonce per request and
 * passes the policy on as a request header too: Next reads the nonce from it and puts it on its
 * own scripts; the layout reads it for the consent script (`pageNonce`).
 */

/** Where Google Tag Manager and Analytics send their hits once the shopper consented. */
const analyticsOrigins =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

export const NONCE_HEADER = 'x-nonce';

export function newNonce() {
  return btoa(crypto.randomUUID());
}

/**
 * Scripts run only with this response's nonce, and what those scripts load ('strict-dynamic': the
 * route chunks, and the tag manager, which the consent banner adds only after consent).
 */
export function contentSecurityPolicy(nonce: string, { https, dev }: { https: boolean; dev: boolean }) {
  return [
    "default-src 'self'",
    // React Refresh evaluates modules in development only.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // The HTML carries style attributes (brand colours, dialog positioning); no style runs code.
    "style-src 'self' 'unsafe-inline'",
    // Content entries may show images from the editors' own hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${analyticsOrigins}`,
    "frame-src 'self' https://www.googletagmanager.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers of every page that do not depend on the request. */
export const staticSecurityHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
};

/** Browsers remember for a year to use https only; sent only over https (behind a proxy, X-Forwarded-Proto). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';
