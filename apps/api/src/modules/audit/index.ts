// The audit module's face: what other modules may use of it (tools/structure.test.ts).
export type { AuditEntry } from './service';
export { auditHistory, recordAudit, recordAudits } from './service';
