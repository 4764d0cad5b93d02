// The order messages module's face: what other modules may use of it (tools/structure.test.ts).

export { customerMessagesOn } from './personal-data';
export { orderMessageRoutes, staffOrderMessageRoutes } from './routes';
export { orderMessageService } from './service';
