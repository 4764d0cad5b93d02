import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import { route } from '../../http/route';
import { actorOf } from '../../http/staff-auth';
import { categoryEditor } from './category-admin';
import { categoryMoves } from './category-moves';

/** The category tree's editor in the back office (owner): its reading, saves, moves and deletions. */
export function categoryAdminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const editor = categoryEditor(db);
  const moves = categoryMoves(db);
  route(app, operations.listCategories, () => editor.list());
  route(app, operations.saveCategory, ({ body, request }) => editor.save(body, actorOf(request)));
  route(app, operations.moveCategory, ({ params, body, request }) => moves.move(params.id, body, actorOf(request)));
  route(app, operations.deleteCategory, ({ params, query, request }) =>
    moves.remove(params.id, query, actorOf(request)),
  );
}
