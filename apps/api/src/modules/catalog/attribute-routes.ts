import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import type { AttributeAdminService } from './attribute-admin';

/** The merchant's attributes and their values (owner). */
export function attributeRoutes(app: FastifyInstance, { attributes }: { attributes: AttributeAdminService }) {
  route(app, operations.listAttributes, async () => ({ data: await attributes.list() }));
  route(app, operations.saveAttribute, ({ params, body, request }) =>
    attributes.save(params.code, body, actorOf(request)),
  );
}
