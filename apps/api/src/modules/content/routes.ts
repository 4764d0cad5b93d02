import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ContentService } from './service';

export function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  route(app, operations.getContent, ({ query }) => content.getContent(query.type, query.identifier, query.locale));
}
