import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { refusal, unauthenticated } from '../lib/domain-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks `Authorization: Bearer <ADMIN_TOKEN>` in constant time. Without a configured token the
 * admin API is off rather than open.
 */
export function adminGuard(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : undefined;
  return async (request: FastifyRequest) => {
    if (!expected) throw refusal('FORBIDDEN', 'The admin API is disabled: set ADMIN_TOKEN to enable it');
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token || !timingSafeEqual(digest(token), expected)) throw unauthenticated('A valid admin token is required');
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rejects a request without the admin token. */
    adminGuard(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Who makes an admin request, as the audit log names them. Only the machine token exists so far;
 * staff accounts will name their member here.
 */
export const actorOf = (_request: FastifyRequest) => 'admin-key';
