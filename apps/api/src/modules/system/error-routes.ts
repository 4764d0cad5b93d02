import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';

/** Browser errors reach the error-reporting service through here, so its address stays private. */
export function errorRoutes(app: FastifyInstance) {
  route(app, operations.reportError, async ({ body, request, reply }) => {
    request.log.warn({ report: body }, 'error reported by the browser');
    await app.reportError({ ...body, requestId: body.requestId ?? request.id });
    reply.code(204);
    return null;
  });
}
