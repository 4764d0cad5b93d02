// The mail module's face: what other modules may use of it (tools/structure.test.ts).
export { documentMail } from './document-mail';
export { orderCancelledMail, orderRefundedMail } from './fulfilment-mail';
export type { Mailer } from './mailer';
export { memberMailTexts } from './member-mail';
export { orderMessageMail, orderMessageNotice } from './message-mail';
export { differencePaidMail, orderChangedMail } from './order-change-mail';
export { orderConfirmationMail } from './order-mail';
export { orderRequestDecidedMail, orderRequestedMail } from './order-request-mail';
export type { MailOutbox } from './outbox';
export { privacyMailTexts } from './privacy-mail';
export { quoteOfferedMail } from './quote-mail';
export { returnMail } from './return-mail';
export { orderShippedMail } from './shipment-mail';
export type { Mail, MailAttachment } from './tables';
export { mailTexts } from './templates';
