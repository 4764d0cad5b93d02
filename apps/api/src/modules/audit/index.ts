// The audit module's face: what other modules may use of it (tools/structure.test.ts).
export { auditHistory, recordAudit } from './service';
