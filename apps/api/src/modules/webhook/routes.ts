import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { WebhookDeliveries } from './deliveries';

export function webhookRoutes(app: FastifyInstance, { deliveries }: { deliveries: WebhookDeliveries }) {
  route(app, operations.listWebhookDeliveries, ({ query }) => deliveries.list(query));
}
