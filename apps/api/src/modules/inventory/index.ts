// The inventory module's face: what other modules may use of it (tools/structure.test.ts).
export type { StockRecord } from './bulk-stock';
export { productStock, stockStatements } from './bulk-stock';
export type { InventoryService } from './service';
export { stockLevels } from './stock-levels';
export { bulkStockTables } from './tables';
