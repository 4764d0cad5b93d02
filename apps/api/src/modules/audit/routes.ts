import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { route } from '../../http/route';
import { listAudit } from './service';

export function auditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, operations.listAuditLog, ({ query }) => listAudit(db, query));
}
