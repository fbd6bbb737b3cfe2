import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry, AuditLogRequest } from '@fairfare/contracts/staff';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { dayEnd, dayStart, formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
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

const columns: Array<OpsColumn<AuditEntry>> = [
  { header: 'When', cell: (entry) => formatTime(entry.at) },
  { header: 'Who', cell: (entry) => entry.staff_email ?? 'staff command' },
  { header: 'Action', cell: (entry) => entry.action },
  { header: 'Entity', cell: (entry) => `${entry.entity} ${entry.entity_id}` },
  { header: 'Before', cell: (entry) => shown(entry.before), className: 'ops-json' },
  { header: 'After', cell: (entry) => shown(entry.after), className: 'ops-json' },
  { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
];

/** The admin's audit log: every staff change, who, what, before and after, filtered. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogRequest>({});
  const staff = useQuery(staffListQuery);
  const log = useInfiniteQuery(auditLogQuery(filter));

  return (
    <OpsListPage
      id="audit-title"
      title="Audit log"
      top={
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
          <TextField id="audit-entity" name="entity" label="Entity" placeholder="staff" />
          <TextField id="audit-from" name="from" label="From" type="date" />
          <TextField id="audit-to" name="to" label="To" type="date" />
        </OpsFilterForm>
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
