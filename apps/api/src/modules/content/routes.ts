import { operations } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { ContentService } from './service';

/** Who writes: as the audit log names them, with the member's name for the entry's history. */
const authorOf = (request: FastifyRequest) => ({ actor: actorOf(request), name: request.staff?.member?.name ?? null });

export function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  route(app, operations.getContent, ({ query }) => content.getContent(query.type, query.identifier, query.locale));

  route(app, operations.listContent, async () => ({ entries: await content.list() }));
  route(app, operations.readContent, ({ params }) => content.read(params));
  route(app, operations.writeContent, ({ params, query, body, request }) =>
    content.write(params, body, { author: authorOf(request), dryRun: query.dryRun ?? false }),
  );
  route(app, operations.contentHistory, async ({ params }) => ({ versions: await content.history(params) }));
  route(app, operations.restoreContent, ({ params, body, request }) =>
    content.restore(params, body.version, authorOf(request)),
  );
}
