import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type OpsApplication,
} from '@fairfare/contracts/driver-applications';
import { SelectField } from '../../../shared/ui/form/TextField';
import { cityOffset, formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { listOf, OpsListPage, type OpsColumn } from '../../shared/OpsListPage';
import { applicationsQuery } from './api';
import { ApplicationPage } from './ApplicationPage';
import { statusNames } from './statusNames';

const listed = APPLICATION_STATUSES.filter((status) => status !== 'draft');

const columns: Array<OpsColumn<OpsApplication>> = [
  {
    header: 'Submitted',
    cell: (a) =>
      a.submitted_at === null ? '—' : formatTime(a.submitted_at, cityOffset(a.city_id)),
  },
  {
    header: 'Name',
    rowHeader: true,
    cell: (a) => (
      <>
        {a.name}
        <br />
        <small>{a.phone}</small>
      </>
    ),
  },
  { header: 'City', cell: (a) => a.city_name ?? '—' },
  { header: 'Category', cell: (a) => a.category_name ?? '—' },
  { header: 'Vehicle', cell: (a) => `${a.car} ${a.car_year ?? ''} · ${a.car_number}` },
  { header: 'Status', cell: (a) => statusNames[a.status] },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (a) => (
      <Link to={String(a.application_id)} aria-label={`Review the application of ${a.name}`}>
        Review
      </Link>
    ),
  },
];

/** Applications to drive of the staff member's cities: pending review first. */
function ApplicationsList() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const applications = useQuery(applicationsQuery({ status }));
  const onFilter = (fields: FormData) => {
    const chosen = String(fields.get('status') ?? 'pending');
    setStatus(
      (listed as readonly string[]).includes(chosen) ? (chosen as ApplicationStatus) : 'pending',
    );
  };
  return (
    <OpsListPage
      id="applications-title"
      title="Applications"
      top={
        <OpsFilterForm label="Filter the applications" onFilter={onFilter}>
          <SelectField id="applications-status" name="status" label="Show" defaultValue="pending">
            {listed.map((s) => (
              <option key={s} value={s}>
                {statusNames[s]}
              </option>
            ))}
          </SelectField>
        </OpsFilterForm>
      }
      list={listOf(applications)}
      texts={{
        loading: 'Loading the applications',
        failed: 'The applications did not load.',
        empty: 'No application to show.',
        caption: 'Applications to drive, newest first',
      }}
      columns={columns}
      rowKey={(a) => a.application_id}
    />
  );
}

/** Applications (city managers and admins): the list, and one at /ops/applications/:id. */
export function ApplicationsPage() {
  return (
    <Routes>
      <Route index element={<ApplicationsList />} />
      <Route path=":applicationId" element={<ApplicationPage />} />
    </Routes>
  );
}
