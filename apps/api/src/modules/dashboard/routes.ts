import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { Dashboard } from './service';

export function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: Dashboard }) {
  route(app, operations.getDashboard, () => dashboard());
}
