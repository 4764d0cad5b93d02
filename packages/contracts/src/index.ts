import { attributeAdminOperations } from './admin-attributes';
import { orderBulkOperations } from './admin-bulk';
import { categoryAdminOperations } from './admin-categories';
import { couponAdminOperations } from './admin-coupons';
import { customerFileOperations } from './admin-customer-file';
import { customerAdminOperations } from './admin-customers';
import { dashboardOperations } from './admin-dashboard';
import { invoiceOperations } from './admin-invoices';
import { orderEditOperations } from './admin-order-edit';
import { orderExportOperations } from './admin-order-export';
import { orderAdminOperations } from './admin-orders';
import { priceListAdminOperations } from './admin-price-lists';
import { productTableBulkOperations } from './admin-product-bulk';
import { productEditorOperations } from './admin-product-editor';
import { productPictureOperations } from './admin-product-pictures';
import { productVariantOperations } from './admin-product-variants';
import { productAdminOperations } from './admin-products';
import { adminQuoteOperations } from './admin-quotes';
import { shipmentOperations } from './admin-shipments';
import { shippingAdminOperations } from './admin-shipping';
import { staffOrderOperations } from './admin-staff-orders';
import { cartOperations } from './cart';
import { catalogImportOperations } from './catalog-import';
import { catalogOperations } from './catalog-operations';
import { checkoutOperations } from './checkout';
import { companyMemberAdminOperations, companyMemberOperations } from './company-members';
import { contentOperations } from './content';
import { customerOperations } from './customer-operations';
import { myDataOperations } from './my-data';
import { orderOperations } from './order';
import { orderBalanceOperations } from './order-balance';
import { orderDocumentOperations } from './order-documents';
import { orderListOperations } from './order-list';
import { orderMessageOperations } from './order-messages';
import { orderRequestOperations } from './order-requests';
import { orderReturnOperations } from './order-returns';
import { paymentOperations } from './payment';
import { paymentRefundOperations } from './payment-refunds';
import { quickOrderOperations } from './quick-order';
import { quoteOperations } from './quote';
import { reviewOperations } from './review';
import { searchOperations } from './search';
import { staffOperations } from './staff';
import { errorOperations, systemOperations } from './system';
import { webhookOperations } from './webhook';

export * from './admin-attributes';
export * from './admin-bulk';
export * from './admin-categories';
export * from './admin-coupons';
export * from './admin-customer-file';
export * from './admin-customers';
export * from './admin-dashboard';
export * from './admin-fields';
export * from './admin-invoices';
export * from './admin-order-edit';
export * from './admin-order-export';
export * from './admin-orders';
export * from './admin-price-lists';
export * from './admin-product-bulk';
export * from './admin-product-editor';
export * from './admin-product-pictures';
export * from './admin-product-variants';
export * from './admin-products';
export * from './admin-quotes';
export * from './admin-shipments';
export * from './admin-shipping';
export * from './admin-staff-orders';
export * from './audit-actions';
export * from './availability';
export * from './cart';
export * from './cart-rules';
export * from './catalog';
export * from './catalog-import';
export * from './catalog-operations';
export * from './checkout';
export * from './codes';
export * from './company-members';
export * from './content';
export * from './content-blocks';
export * from './customer';
export * from './customer-operations';
export * from './errors';
export * from './field-problems';
export * from './ids';
export * from './import-reasons';
export * from './item-rows';
export * from './listing-options';
export * from './locales';
export * from './my-data';
export * from './operation';
export * from './order';
export * from './order-balance';
export * from './order-documents';
export * from './order-item';
export * from './order-list';
export * from './order-messages';
export * from './order-requests';
export * from './order-returns';
export * from './payment';
export * from './payment-refunds';
export * from './postal';
export * from './prices';
export * from './quick-order';
export * from './quote';
export * from './review';
export * from './search';
export * from './seller';
export * from './settings';
export * from './shipments';
export * from './shop-title';
export * from './shopper-cookies';
export * from './site';
export * from './site-config';
export * from './staff';
export * from './staff-refusals';
export * from './system';
export * from './templates';
export * from './vat-id';
export * from './webhook';

/** Every operation of the shop API, by the name the specification gives it. */
export const operations = {
  ...systemOperations,
  ...errorOperations,
  ...contentOperations,
  ...catalogOperations,
  ...catalogImportOperations,
  ...cartOperations,
  ...checkoutOperations,
  ...customerOperations,
  ...myDataOperations,
  ...companyMemberOperations,
  ...companyMemberAdminOperations,
  ...orderOperations,
  ...orderListOperations,
  ...orderRequestOperations,
  ...quoteOperations,
  ...adminQuoteOperations,
  ...paymentOperations,
  ...orderBalanceOperations,
  ...quickOrderOperations,
  ...reviewOperations,
  ...searchOperations,
  ...couponAdminOperations,
  ...shippingAdminOperations,
  ...orderAdminOperations,
  ...paymentRefundOperations,
  ...shipmentOperations,
  ...orderEditOperations,
  ...orderExportOperations,
  ...orderDocumentOperations,
  ...orderMessageOperations,
  ...orderReturnOperations,
  ...invoiceOperations,
  ...orderBulkOperations,
  ...webhookOperations,
  ...staffOperations,
  ...customerAdminOperations,
  ...customerFileOperations,
  ...priceListAdminOperations,
  ...staffOrderOperations,
  ...dashboardOperations,
  ...productAdminOperations,
  ...attributeAdminOperations,
  ...productPictureOperations,
  ...productTableBulkOperations,
  ...productEditorOperations,
  ...productVariantOperations,
  ...categoryAdminOperations,
};
export type Operations = typeof operations;
