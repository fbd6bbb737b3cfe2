import type { AuditEntry, AuditLogRequest } from '@fairfare/contracts/staff';
import type { Db } from '../../db/database.ts';
import { everyRow, isoAt, type CsvCell } from '../../http/csv.ts';
import { fieldChanges, valueText } from './changes.ts';
import { auditRepo, type AuditFilter } from './repo.ts';

/** Entries of the audit log a page shows. */
export const AUDIT_PAGE_SIZE = 50;

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

type AuditRequest = Omit<AuditLogRequest, 'action' | 'entity'> & {
  action?: string | undefined;
  entity?: string | undefined;
};

function filterOf(filter: AuditRequest): Omit<AuditFilter, 'limit'> {
  return {
    ...(filter.staff_id === undefined ? {} : { staffId: filter.staff_id }),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}

function entryOf(row: Awaited<ReturnType<typeof auditRepo.list>>[number]): AuditEntry {
  const before = parsed(row.before_json);
  const after = parsed(row.after_json);
  return {
    audit_id: row.audit_id,
    staff_id: row.staff_id,
    staff_email: row.staff_email ?? null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before,
    after,
    changes: fieldChanges(before, after),
    reason: row.reason,
    at: Number(row.at),
  };
}

/** One page of the audit log, newest first, filtered by staff, action, entity and time. */
export async function auditPage(
  db: Db,
  filter: AuditRequest,
): Promise<{ entries: AuditEntry[]; next_before_id: number | null }> {
  const rows = await auditRepo.list(db, {
    ...filterOf(filter),
    ...(filter.before_id === undefined ? {} : { beforeId: filter.before_id }),
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(entryOf),
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.audit_id ?? null) : null,
  };
}

export const AUDIT_CSV_HEADER = [
  'Entry',
  'When (UTC)',
  'Who',
  'Action',
  'Object',
  'Changes',
  'Reason',
];

/** Every entry of the filter, for the export: one line each, its changes as "field: a → b". */
export async function* everyAuditEntry(db: Db, filter: AuditRequest): AsyncGenerator<CsvCell[]> {
  const f = filterOf(filter);
  const rows = everyRow(
    (beforeId, limit) => auditRepo.list(db, { ...f, ...(beforeId ? { beforeId } : {}), limit }),
    (row) => row.audit_id,
  );
  for await (const row of rows) {
    const e = entryOf(row);
    const changes = e.changes
      .map((c) => `${c.field}: ${valueText(c.before)} → ${valueText(c.after)}`)
      .join('; ');
    yield [
      e.audit_id,
      isoAt(e.at),
      e.staff_email ?? 'staff command',
      e.action,
      `${e.entity} ${e.entity_id}`,
      changes,
      e.reason,
    ];
  }
}

/**
 * An export is written in the audit log before it streams (issue 39): personal data leaving the
 * back office is a staff action like any change — who, which list, under which filter.
 */
export async function recordExport(
  db: Db,
  staffId: number,
  list: string,
  filter: object,
  now: number,
): Promise<void> {
  await auditRepo.insert(db, {
    staff_id: staffId,
    action: `export.${list}`,
    entity: 'export',
    entity_id: list,
    before_json: null,
    after_json: JSON.stringify(filter),
    reason: null,
    at: now,
  });
}
