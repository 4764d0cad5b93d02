import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../../server-options';
import type { MediaStore } from '../media';
import { productEditor } from './editor/product-editor';
import { productEditorRoutes } from './editor/routes';
import { catalogImporter } from './jobs';

interface Dependencies {
  database: ServerOptions['database'];
  media: MediaStore;
  /** The shop's address, where its product pages are. */
  publicUrl: string;
  /** Which of these products an order holds (they are never deleted). */
  ordered: (ids: number[]) => Promise<Set<number>>;
  /** Tells the shop the catalogue changed; settles when its listings show it. */
  onWritten: () => Promise<void>;
}

/**
 * The catalogue's two writers, the import and the product editor, on its one write model: the
 * editor's routes registered, the importer answered.
 */
export function catalogueWriters(
  app: FastifyInstance,
  { database, media, publicUrl, ordered, onWritten }: Dependencies,
) {
  const oneConnection = database.kind === 'pglite';
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const announce = () => {
    onWritten().catch((error) => logError(error, 'the listings did not catch up with a product editor save'));
  };
  productEditorRoutes(app, {
    editor: productEditor({ db: database.db, media, oneConnection, publicUrl, announce, ordered }),
  });
  return catalogImporter(database.db, { media, oneConnection, logError, onWritten });
}
