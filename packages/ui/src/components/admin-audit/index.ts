export { AdminAudit } from './admin-audit';
export type { AdminAuditProps, AuditAction, AuditEntryData } from './admin-audit';
