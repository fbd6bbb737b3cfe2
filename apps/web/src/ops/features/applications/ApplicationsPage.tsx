import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import {
  APPLICATION_STATUSES,
  opsApplicationPaths,
  type ApplicationStatus,
  type OpsApplication,
} from '@fairfare/contracts/driver-applications';
import { SelectField } from '../../../shared/ui/form/TextField';
import { cityOffset, formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { ExportButton } from '../../shared/ExportButton';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { applicationsQuery } from './api';
import { ApplicationPage } from './ApplicationPage';
import { useTranslation } from 'react-i18next';

const listed = APPLICATION_STATUSES.filter((status) => status !== 'draft');

const columnsOf = (t: TFunction): Array<OpsColumn<OpsApplication>> => [
  {
    header: t('applications.submitted'),
    cell: (a) =>
      a.submitted_at === null ? '—' : formatTime(a.submitted_at, cityOffset(a.city_id)),
  },
  {
    header: t('applications.name'),
    rowHeader: true,
    cell: (a) => (
      <>
        {a.name}
        <br />
        <small>{a.phone}</small>
      </>
    ),
  },
  { header: t('common.city'), cell: (a) => a.city_name ?? '—' },
  { header: t('applications.category'), cell: (a) => a.category_name ?? '—' },
  {
    header: t('applications.vehicle'),
    cell: (a) => `${a.car} ${a.car_year ?? ''} · ${a.car_number}`,
  },
  { header: t('applications.statusHeader'), cell: (a) => t(`applications.status.${a.status}`) },
  {
    header: t('common.actions'),
    hiddenHeader: true,
    cell: (a) => (
      <Link
        to={String(a.application_id)}
        aria-label={t('applications.reviewWho', { name: a.name })}
      >
        {t('applications.review')}
      </Link>
    ),
  },
];

/**
 * Applications to drive of the staff member's cities, in one status (pending review first), a
 * page at a time, exported as CSV.
 */
function ApplicationsList() {
  const { t } = useTranslation('ops');
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const applications = useInfiniteQuery(applicationsQuery({ status }));
  const onFilter = (fields: FormData) => {
    const chosen = String(fields.get('status') ?? 'pending');
    setStatus(
      (listed as readonly string[]).includes(chosen) ? (chosen as ApplicationStatus) : 'pending',
    );
  };
  return (
    <OpsListPage
      id="applications-title"
      title={t('nav.applications')}
      top={
        <>
          <OpsFilterForm label={t('applications.filterLabel')} onFilter={onFilter}>
            <SelectField
              id="applications-status"
              name="status"
              label={t('applications.show')}
              defaultValue="pending"
            >
              {listed.map((s) => (
                <option key={s} value={s}>
                  {t(`applications.status.${s}`)}
                </option>
              ))}
            </SelectField>
          </OpsFilterForm>
          <ExportButton
            path={opsApplicationPaths.export}
            filter={{ status }}
            filename="applications.csv"
            what={t('applications.exportWhat')}
          />
        </>
      }
      list={pagedListOf(applications, (page) => page.applications, t('applications.more'))}
      texts={{
        loading: t('applications.loadingList'),
        failed: t('applications.failedList'),
        empty: t('applications.empty'),
        caption: t('applications.caption'),
      }}
      columns={columnsOf(t)}
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
