import { createHash, timingSafeEqual } from 'node:crypto';
import { type StaffMember, type StaffRole, staffSessionCookie } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { refusal, staffRefusal, unauthenticated } from '../lib/domain-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Who makes a back-office request: a member of staff, or the admin key with the owner's rights. */
interface StaffActor {
  role: StaffRole;
  /** Null for the admin key. */
  member: StaffMember | null;
  /** As the audit log names them: the member's e-mail, or 'admin-key'. */
  name: string;
}

const mayAct = (actual: StaffRole, needed: StaffRole) => actual === 'owner' || needed === 'clerk';

/**
 * The guard of operations with auth 'owner' or 'clerk': `Authorization: Bearer <ADMIN_TOKEN>`
 * (machines: the CLI, an ERP; checked in constant time, the owner's rights) or a back-office
 * session cookie, whose member must have the role. A cookie's writes must come from the API's own
 * origin (the cookie is SameSite=Strict too), so another site cannot act in a member's name.
 */
export function staffGuard({
  adminToken,
  authenticate,
}: {
  adminToken: string | undefined;
  authenticate: (token: string | undefined) => Promise<StaffMember | undefined>;
}) {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (role: StaffRole) => async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!expected) throw refusal('FORBIDDEN', 'The admin key is disabled: set ADMIN_TOKEN to enable it');
      if (!token || !timingSafeEqual(digest(token), expected)) throw unauthenticated('A valid admin token is required');
      request.staff = { role: 'owner', member: null, name: 'admin-key' };
      return;
    }
    sameOrigin(request);
    const member = await authenticate(request.cookies[staffSessionCookie]);
    if (!member) throw staffRefusal('UNAUTHORIZED', 'signInNeeded');
    if (!mayAct(member.role, role)) throw staffRefusal('FORBIDDEN', 'ownerOnly');
    request.staff = { role: member.role, member, name: member.email };
  };
}

/** A browser's write carries its Origin: it must be this API's own (the back office is served here). */
export function sameOrigin(request: FastifyRequest) {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {}
  if (host !== request.headers.host) throw staffRefusal('FORBIDDEN', 'otherOrigin', { origin });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rejects a request by nobody on the staff, or by a member without the role. */
    staffGuard(role: StaffRole): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by the staff guard on the operations it guards. */
    staff?: StaffActor;
  }
}

/** Who made a guarded back-office request, as the audit log names them. */
export const actorOf = (request: FastifyRequest) => {
  if (!request.staff) throw new Error('actorOf is only for operations the staff guard let through');
  return request.staff.name;
};
