import { operations, staffSessionCookie } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../../http/cookies';
import { route } from '../../http/route';
import { actorOf, sameOrigin } from '../../http/staff-auth';
import { staffRefusal } from '../../lib/domain-errors';
import { STAFF_SESSION_HOURS, type StaffService } from './service';

/** The session cookie lives only where the admin API is, and is never sent from another site. */
const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/admin/api',
  secure: secureCookies(request),
});

const clearSession = (request: FastifyRequest, reply: FastifyReply) =>
  reply.clearCookie(staffSessionCookie, cookieOptions(request));

/** Staff log in and out of the back office; the owner keeps the list of staff. */
export function staffRoutes(app: FastifyInstance, { staff }: { staff: StaffService }) {
  route(app, operations.staffLogin, async ({ body, request, reply }) => {
    sameOrigin(request);
    const { token, member } = await staff.login(body.email, body.password, request.ip);
    reply.setCookie(staffSessionCookie, token, { ...cookieOptions(request), maxAge: STAFF_SESSION_HOURS * 3600 });
    return { role: member.role, member };
  });
  route(app, operations.staffLogout, async ({ request, reply }) => {
    sameOrigin(request);
    await staff.logout(request.cookies[staffSessionCookie]);
    clearSession(request, reply);
    return null;
  });
  route(app, operations.getStaffSession, async ({ request }) => {
    const { role, member } = request.staff!;
    return { role, member };
  });
  route(app, operations.changeStaffPassword, async ({ body, request }) => {
    const { member } = request.staff!;
    if (!member) throw staffRefusal('BAD_REQUEST', 'adminKeyHasNoPassword');
    await staff.changeOwnPassword(member, body.currentPassword, body.newPassword, request.cookies[staffSessionCookie]!);
    return null;
  });
  route(app, operations.listStaff, async () => ({ data: await staff.list() }));
  route(app, operations.addStaffMember, ({ body, request }) => staff.add(body, actorOf(request)));
  route(app, operations.updateStaffMember, ({ params, body, request }) =>
    staff.update(params.id, body, actorOf(request)),
  );
}
