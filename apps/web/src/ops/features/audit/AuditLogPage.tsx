import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import type { AuditEntry, AuditLogRequest } from '@fairfare/contracts/staff';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { ExportButton } from '../../shared/ExportButton';
import { dayEnd, dayStart, formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { staffListQuery } from '../../shared/staffList';
import { auditLogQuery } from './api';

/** A value of a field as one short line: text as it is, the rest as JSON, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The filter the form's fields say (empty fields filter nothing; days in the house zone). */
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

/** Each field the change touched, before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <>No field changed</>;
  return (
    <ul className="ops-changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="ops-changes__field">{change.field}</span>: {valueText(change.before)} →{' '}
          {valueText(change.after)}
        </li>
      ))}
    </ul>
  );
}

const columns: Array<OpsColumn<AuditEntry>> = [
  { header: 'When', cell: (entry) => formatTime(entry.at) },
  { header: 'Who', cell: (entry) => entry.staff_email ?? 'staff command' },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Object', cell: (entry) => `${entry.entity} ${entry.entity_id}` },
  { header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
  { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
];

/** The admin's audit log: every staff change, who, what, when, each field before and after. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogRequest>({});
  const staff = useQuery(staffListQuery);
  const log = useInfiniteQuery(auditLogQuery(filter));

  return (
    <OpsListPage
      id="audit-title"
      title="Audit log"
      top={
        <>
          <OpsFilterForm
            label="Filter the audit log"
            onFilter={(fields) => setFilter(filterOf(fields))}
          >
            <SelectField id="audit-staff" name="staff" label="Staff member" defaultValue="">
              <option value="">Anyone</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.staff_id} value={member.staff_id}>
                  {member.email}
                </option>
              ))}
            </SelectField>
            <TextField id="audit-action" name="action" label="Action" placeholder="staff.disable" />
            <TextField id="audit-entity" name="entity" label="Object" placeholder="driver" />
            <TextField id="audit-from" name="from" label="From" type="date" />
            <TextField id="audit-to" name="to" label="To" type="date" />
          </OpsFilterForm>
          <ExportButton
            path={opsSearchPaths.exportAudit}
            filter={filter}
            filename="audit-log.csv"
            what="the audit log"
          />
        </>
      }
      list={pagedListOf(log, (page) => page.entries, 'Older entries')}
      texts={{
        loading: 'Loading the audit log',
        failed: 'The audit log did not load.',
        empty: 'No entries match.',
        caption: 'Audit entries, newest first',
      }}
      columns={columns}
      rowKey={(entry) => entry.audit_id}
    />
  );
}
