// The returns module's face: what other modules may use of it (tools/structure.test.ts).
export { returnRoutes, staffReturnRoutes } from './routes';
export { type ReturnDependencies, returnService } from './service';
export { returnDesk } from './staff';
