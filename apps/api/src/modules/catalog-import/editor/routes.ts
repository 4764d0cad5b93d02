import { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route';
import { actorOf } from '../../../http/staff-auth';
import type { ProductEditor } from './product-editor';

/** The back office's product editor (owner): one product read, created, saved, copied or deleted. */
export function productEditorRoutes(app: FastifyInstance, { editor }: { editor: ProductEditor }) {
  route(app, operations.getAdminProduct, ({ params }) => editor.get(params.id));
  route(app, operations.createProduct, ({ body, request }) => editor.create(body, actorOf(request)));
  route(app, operations.saveProduct, ({ params, body, request }) => editor.save(params.id, body, actorOf(request)));
  route(app, operations.duplicateProduct, ({ params, body, request }) =>
    editor.duplicate(params.id, body, actorOf(request)),
  );
  route(app, operations.createVariant, ({ params, body, request }) =>
    editor.createVariant(params.id, body, actorOf(request)),
  );
  route(app, operations.saveVariant, ({ params, body, request }) =>
    editor.saveVariant(params.id, params.variantId, body, actorOf(request)),
  );
  route(app, operations.deleteProduct, ({ params, request }) => editor.remove(params.id, actorOf(request)));
}
