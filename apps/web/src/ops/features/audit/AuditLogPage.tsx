import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AuditEntry, AuditLogRequest } from '@fairfare/contracts/staff';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { dayEnd, dayStart, formatTime } from '../../shared/formatTime';
import { staffListQuery } from '../../shared/staffList';
import { auditLogQuery } from './api';

/** A before/after value as one short line (JSON), or a dash. */
function shown(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}

/** The filter the form's fields say (empty fields filter nothing). */
export function filterOf(form: FormData): AuditLogRequest {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const staffId = Number(text('staff'));
  const from = dayStart(text('from'));
  const to = dayEnd(text('to'));
  return {
    ...(staffId > 0 ? { staff_id: staffId } : {}),
    ...(text('action') ? { action: text('action') } : {}),
    ...(text('entity') ? { entity: text('entity') } : {}),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

/** The admin's audit log: every staff change, who, what, before and after, filtered. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogRequest>({});
  const staff = useQuery(staffListQuery);
  const log = useInfiniteQuery(auditLogQuery(filter));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(filterOf(new FormData(event.currentTarget)));
  };
  const entries: AuditEntry[] = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="ops-filters" aria-label="Filter the audit log" onSubmit={onSubmit}>
        <SelectField id="audit-staff" name="staff" label="Staff member" defaultValue="">
          <option value="">Anyone</option>
          {(staff.data ?? []).map((member) => (
            <option key={member.staff_id} value={member.staff_id}>
              {member.email}
            </option>
          ))}
        </SelectField>
        <TextField id="audit-action" name="action" label="Action" placeholder="staff.disable" />
        <TextField id="audit-entity" name="entity" label="Entity" placeholder="staff" />
        <TextField id="audit-from" name="from" label="From" type="date" />
        <TextField id="audit-to" name="to" label="To" type="date" />
        <button type="submit" className="button button--primary">
          Filter
        </button>
      </form>
      {log.isPending ? <Spinner inline label="Loading the audit log" /> : null}
      {log.isError ? (
        <LoadError message="The audit log did not load." onRetry={() => void log.refetch()} />
      ) : null}
      {log.data && entries.length === 0 ? <p>No entries match.</p> : null}
      {entries.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Entity</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.audit_id}>
                  <td>{formatTime(entry.at)}</td>
                  <td>{entry.staff_email ?? 'staff command'}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.entity} {entry.entity_id}
                  </td>
                  <td className="ops-json">{shown(entry.before)}</td>
                  <td className="ops-json">{shown(entry.after)}</td>
                  <td>{entry.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Older entries
        </button>
      ) : null}
    </section>
  );
}
