import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every API answer (JSON, SVG media, errors) may do in a browser: nothing. No script, no
 * framing, no sniffing another content type. The API docs (/docs) set their own policy.
 */
const headers = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-site',
};

export async function securityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(headers);
  // Behind a proxy (trustProxy), X-Forwarded-Proto tells whether the shopper came over https.
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
