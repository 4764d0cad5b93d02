// Every module's tables, for drizzle-kit and the typed query builder. Modules own their tables:
// other modules reach them through the owning module's service.
export * from '../modules/audit/tables';
export * from '../modules/cart/tables';
export * from '../modules/catalog/tables';
export * from '../modules/catalog-import/tables';
export * from '../modules/content/tables';
export * from '../modules/customer/tables';
export * from '../modules/inventory/tables';
export * from '../modules/list/tables';
export * from '../modules/mail/tables';
export * from '../modules/media/tables';
export * from '../modules/order/tables';
export * from '../modules/payment/tables';
export * from '../modules/pricing/tables';
export * from '../modules/promotion/tables';
export * from '../modules/review/tables';
export * from '../modules/shipping/tables';
export * from '../modules/staff/tables';
export * from '../modules/webhook/tables';
