import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OpsDriver, OpsDriverListRequest } from '@fairfare/contracts/ops-drivers';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import { TextField } from '../../../shared/ui/form/TextField';
import { ExportButton } from '../../shared/ExportButton';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { driversQuery } from './api';
import { SuspendForm } from './SuspendForm';

function statusOf(driver: OpsDriver): string {
  if (driver.suspended) return `Suspended: ${driver.suspension_reason ?? ''}`;
  return driver.online ? 'Online' : 'Offline';
}

/** Drivers: search, ratings and trips at a glance, suspend or reinstate with a reason. */
export function DriversPage() {
  const [filter, setFilter] = useState<OpsDriverListRequest>({});
  const [open, setOpen] = useState<number | null>(null);
  const drivers = useInfiniteQuery(driversQuery(filter));
  const onSearch = (fields: FormData) => {
    const search = String(fields.get('search') ?? '').trim();
    setFilter(search ? { search } : {});
  };
  const columns: Array<OpsColumn<OpsDriver>> = [
    {
      header: 'Name',
      cell: (driver) => (
        <>
          {driver.name}
          <br />
          <small>{driver.car}</small>
        </>
      ),
    },
    { header: 'Phone', cell: (driver) => driver.phone },
    {
      header: 'Rating',
      cell: (driver) => `${driver.rating.toFixed(1)} (${driver.rating_count})`,
    },
    { header: 'Trips', cell: (driver) => driver.trips },
    { header: 'Status', cell: statusOf },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (driver) =>
        open === driver.driver_id ? (
          <SuspendForm driver={driver} onDone={() => setOpen(null)} />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen(driver.driver_id)}
          >
            {driver.suspended ? 'Reinstate' : 'Suspend'}
            <span className="visually-hidden"> {driver.name}</span>
          </button>
        ),
    },
  ];

  return (
    <OpsListPage
      id="drivers-title"
      title="Drivers"
      top={
        <>
          <OpsFilterForm label="Find drivers" role="search" submit="Search" onFilter={onSearch}>
            <TextField
              id="drivers-search"
              name="search"
              label="Name, phone or car number"
              hint="A phone in any format; part of a name or plate."
            />
          </OpsFilterForm>
          <ExportButton
            path={opsSearchPaths.exportDrivers}
            filter={filter}
            filename="drivers.csv"
            what="drivers"
          />
        </>
      }
      list={pagedListOf(drivers, (page) => page.drivers, 'More drivers')}
      texts={{
        loading: 'Loading drivers',
        failed: 'The drivers did not load.',
        empty: 'No driver matches.',
        caption: 'Drivers, newest first',
      }}
      columns={columns}
      rowKey={(driver) => driver.driver_id}
    />
  );
}
