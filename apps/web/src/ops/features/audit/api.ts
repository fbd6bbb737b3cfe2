import { opsPaths, type AuditEntry, type AuditLogRequest } from '@fairfare/contracts/staff';
import { olderPagesQuery, type OlderPage } from '../../shared/olderPagesQuery';

interface AuditPage extends OlderPage {
  entries: AuditEntry[];
}

/** The audit log under `filter`, newest first, a page at a time ("Older entries"). */
export function auditLogQuery(filter: AuditLogRequest) {
  return olderPagesQuery<AuditPage>(['ops', 'audit', filter], opsPaths.auditLog, filter);
}
