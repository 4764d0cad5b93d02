// The inventory module's face: what other modules may use of it (tools/structure.test.ts).
export type { InventoryService } from './service';
export { stock } from './tables';
