// The documents module's face: what other modules may use of it (tools/structure.test.ts).

export { documentRoutes } from './routes';
export type { DocumentService } from './service';
export { documentService } from './service';
