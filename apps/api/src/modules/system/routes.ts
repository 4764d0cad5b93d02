import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/connection';
import { route } from '../../http/route';
import { DomainError } from '../../lib/domain-errors';
import type { CatalogService } from '../catalog';
import type { ContentService } from '../content';

interface Dependencies {
  database: DatabaseHandle;
  catalog: Pick<CatalogService, 'categoryPathIn' | 'productExists'>;
  content: Pick<ContentService, 'exists'>;
  draining: () => boolean;
  /** True while the search index is first built: a load balancer waits for it. */
  warming: () => boolean;
}

const MAX_ROW_ID = 2_147_483_647;

export function systemRoutes(app: FastifyInstance, { database, catalog, content, draining, warming }: Dependencies) {
  route(app, operations.health, async () => ({ status: 'ok' as const }));

  route(app, operations.readiness, async ({ request }) => {
    if (draining()) throw new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'Shutting down', { database: 'up' });
    try {
      await database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database unreachable');
      throw new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'Database unreachable', { database: 'down' });
    }
    if (warming())
      throw new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'Warming up: the search index is being built', {
        database: 'up',
      });
    return { status: 'ok' as const, database: 'up' as const };
  });

  // The storefront's proxy asks before rendering, so that a missing entity gets a real 404 page.
  route(app, operations.routeExists, async ({ query: { kind, key, locale } }) => {
    switch (kind) {
      case 'category':
        return catalog.categoryPathIn(locale, key);
      case 'product': {
        const id = /^\d{1,10}$/.test(key) ? Number(key) : 0;
        return { exists: id > 0 && id <= MAX_ROW_ID && (await catalog.productExists(id, locale)) };
      }
      case 'content':
        return { exists: await content.exists('page', key, locale) };
    }
  });
}
