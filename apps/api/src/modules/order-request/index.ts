// The order-request module's face: what other modules may use of it (tools/structure.test.ts).
export { orderRequestRoutes } from './routes';
export { orderRequestService } from './service';
