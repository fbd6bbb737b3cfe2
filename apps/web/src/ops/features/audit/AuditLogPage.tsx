import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('ops');
  if (entry.changes.length === 0) return <>{t('audit.noChange')}</>;
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

const columnsOf = (t: TFunction): Array<OpsColumn<AuditEntry>> => [
  { header: t('audit.when'), cell: (entry) => formatTime(entry.at) },
  { header: t('audit.who'), cell: (entry) => entry.staff_email ?? t('audit.staffCommand') },
  { header: t('audit.action'), cell: (entry) => entry.action },
  { header: t('audit.object'), cell: (entry) => `${entry.entity} ${entry.entity_id}` },
  { header: t('audit.changes'), cell: (entry) => <Changes entry={entry} /> },
  { header: t('audit.reason'), cell: (entry) => entry.reason ?? '—' },
];

/** The admin's audit log: every staff change, who, what, when, each field before and after. */
export function AuditLogPage() {
  const { t } = useTranslation('ops');
  const [filter, setFilter] = useState<AuditLogRequest>({});
  const staff = useQuery(staffListQuery);
  const log = useInfiniteQuery(auditLogQuery(filter));

  return (
    <OpsListPage
      id="audit-title"
      title={t('nav.audit')}
      top={
        <>
          <OpsFilterForm
            label={t('audit.filterLabel')}
            onFilter={(fields) => setFilter(filterOf(fields))}
          >
            <SelectField
              id="audit-staff"
              name="staff"
              label={t('audit.staffMember')}
              defaultValue=""
            >
              <option value="">{t('audit.anyone')}</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.staff_id} value={member.staff_id}>
                  {member.email}
                </option>
              ))}
            </SelectField>
            <TextField
              id="audit-action"
              name="action"
              label={t('audit.action')}
              placeholder="staff.disable"
            />
            <TextField
              id="audit-entity"
              name="entity"
              label={t('audit.object')}
              placeholder="driver"
            />
            <TextField id="audit-from" name="from" label={t('common.from')} type="date" />
            <TextField id="audit-to" name="to" label={t('common.to')} type="date" />
          </OpsFilterForm>
          <ExportButton
            path={opsSearchPaths.exportAudit}
            filter={filter}
            filename="audit-log.csv"
            what={t('audit.exportWhat')}
          />
        </>
      }
      list={pagedListOf(log, (page) => page.entries, t('audit.older'))}
      texts={{
        loading: t('audit.loading'),
        failed: t('audit.failed'),
        empty: t('audit.empty'),
        caption: t('audit.caption'),
      }}
      columns={columnsOf(t)}
      rowKey={(entry) => entry.audit_id}
    />
  );
}
