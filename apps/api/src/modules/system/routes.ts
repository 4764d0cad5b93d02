import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/connection';
import { route } from '../../http/route';
import { DomainError } from '../../lib/domain-errors';

export function systemRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  route(app, operations.health, async () => ({ status: 'ok' as const }));

  route(app, operations.readiness, async ({ request }) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database unreachable');
      throw new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'Database unreachable', { database: 'down' });
    }
    return { status: 'ok' as const, database: 'up' as const };
  });
}
