// The documents module's face: what other modules may use of it (tools/structure.test.ts).

export type { ReturnCredit } from './content';
export { invoiceLedger } from './ledger';
export { documentResend } from './resend';
export { documentRoutes } from './routes';
export { type DocumentService, documentService } from './service';
export { documentStaffRoutes } from './staff-routes';
