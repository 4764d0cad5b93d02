import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { ContentService } from './service';

export function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  route(app, operations.getContent, ({ query }) => content.getContent(query.type, query.identifier, query.locale));

  route(app, operations.listContent, async () => ({ entries: await content.list() }));
  route(app, operations.readContent, ({ params }) => content.read(params));
  route(app, operations.writeContent, ({ params, query, body, request }) =>
    content.write(params, body, { actor: actorOf(request), dryRun: query.dryRun ?? false }),
  );
  route(app, operations.contentHistory, async ({ params }) => ({ versions: await content.history(params) }));
  route(app, operations.restoreContent, ({ params, body, request }) =>
    content.restore(params, body.version, actorOf(request)),
  );
}
