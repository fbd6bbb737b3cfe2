import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

export interface AuditFilter {
  staffId?: number;
  action?: string;
  entity?: string;
  from?: number;
  to?: number;
  beforeId?: number;
  limit: number;
}

/** The audit log: rows are only ever inserted and read (append-only; no update, no delete). */
export const auditRepo = Object.freeze({
  async insert(db: DbOrTrx, row: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(row).execute();
  },

  list(db: DbOrTrx, f: AuditFilter) {
    let query = db
      .selectFrom('audit_log')
      .leftJoin('staff', 'staff.staff_id', 'audit_log.staff_id')
      .selectAll('audit_log')
      .select('staff.email as staff_email');
    if (f.staffId !== undefined) query = query.where('audit_log.staff_id', '=', f.staffId);
    if (f.action) query = query.where('audit_log.action', '=', f.action);
    if (f.entity) query = query.where('audit_log.entity', '=', f.entity);
    if (f.from !== undefined) query = query.where('audit_log.at', '>=', f.from);
    if (f.to !== undefined) query = query.where('audit_log.at', '<', f.to);
    if (f.beforeId !== undefined) query = query.where('audit_log.audit_id', '<', f.beforeId);
    return query.orderBy('audit_log.audit_id', 'desc').limit(f.limit).execute();
  },
});
