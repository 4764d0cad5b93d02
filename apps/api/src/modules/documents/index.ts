// The documents module's face: what other modules may use of it (tools/structure.test.ts).

export { documentRoutes } from './routes';
export { documentService } from './service';
