import type { AuditEntry, AuditLogRequest } from '@fairfare/contracts/staff';
import type { Db } from '../../db/database.ts';
import { auditRepo } from './repo.ts';

/** Entries of the audit log a page shows. */
export const AUDIT_PAGE_SIZE = 50;

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

/** One page of the audit log, newest first, filtered by staff, action, entity and time. */
export async function auditPage(
  db: Db,
  filter: Omit<AuditLogRequest, 'action' | 'entity'> & { action?: string; entity?: string },
): Promise<{ entries: AuditEntry[]; next_before_id: number | null }> {
  const rows = await auditRepo.list(db, {
    ...(filter.staff_id === undefined ? {} : { staffId: filter.staff_id }),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
    ...(filter.before_id === undefined ? {} : { beforeId: filter.before_id }),
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const entries = page.map((row) => ({
    audit_id: row.audit_id,
    staff_id: row.staff_id,
    staff_email: row.staff_email ?? null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    reason: row.reason,
    at: Number(row.at),
  }));
  return {
    entries,
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.audit_id ?? null) : null,
  };
}
