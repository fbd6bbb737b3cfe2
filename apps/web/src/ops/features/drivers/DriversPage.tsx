import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { OpsDriver, OpsDriverListRequest } from '@fairfare/contracts/ops-drivers';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import { formatNumber } from '../../../shared/hooks/useFormatNumber';
import { TextField } from '../../../shared/ui/form/TextField';
import { ExportButton } from '../../shared/ExportButton';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { opsLanguage } from '../../shared/opsLocale';
import { driversQuery } from './api';
import { SuspendForm } from './SuspendForm';
import { useTranslation } from 'react-i18next';

function statusOf(driver: OpsDriver, t: TFunction): string {
  if (driver.suspended) return t('drivers.suspended', { reason: driver.suspension_reason ?? '' });
  return driver.online ? t('drivers.online') : t('drivers.offline');
}

/** Drivers: search, ratings and trips at a glance, suspend or reinstate with a reason. */
export function DriversPage() {
  const { t } = useTranslation('ops');
  const [filter, setFilter] = useState<OpsDriverListRequest>({});
  const [open, setOpen] = useState<number | null>(null);
  const drivers = useInfiniteQuery(driversQuery(filter));
  const onSearch = (fields: FormData) => {
    const search = String(fields.get('search') ?? '').trim();
    setFilter(search ? { search } : {});
  };
  const columns: Array<OpsColumn<OpsDriver>> = [
    {
      header: t('drivers.name'),
      cell: (driver) => (
        <>
          {driver.name}
          <br />
          <small>{driver.car}</small>
        </>
      ),
    },
    { header: t('drivers.phone'), cell: (driver) => driver.phone },
    {
      header: t('drivers.rating'),
      cell: (driver) =>
        `${formatNumber(driver.rating, opsLanguage(), 'rating')} (${driver.rating_count})`,
    },
    { header: t('drivers.trips'), cell: (driver) => driver.trips },
    { header: t('drivers.status'), cell: (driver) => statusOf(driver, t) },
    {
      header: t('common.actions'),
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
            {driver.suspended ? t('drivers.reinstate') : t('drivers.suspend')}
            <span className="visually-hidden"> {driver.name}</span>
          </button>
        ),
    },
  ];

  return (
    <OpsListPage
      id="drivers-title"
      title={t('nav.drivers')}
      top={
        <>
          <OpsFilterForm
            label={t('drivers.find')}
            role="search"
            submit={t('common.search')}
            onFilter={onSearch}
          >
            <TextField
              id="drivers-search"
              name="search"
              label={t('drivers.searchLabel')}
              hint={t('drivers.searchHint')}
            />
          </OpsFilterForm>
          <ExportButton
            path={opsSearchPaths.exportDrivers}
            filter={filter}
            filename="drivers.csv"
            what={t('drivers.exportWhat')}
          />
        </>
      }
      list={pagedListOf(drivers, (page) => page.drivers, t('drivers.more'))}
      texts={{
        loading: t('drivers.loading'),
        failed: t('drivers.failed'),
        empty: t('drivers.empty'),
        caption: t('drivers.caption'),
      }}
      columns={columns}
      rowKey={(driver) => driver.driver_id}
    />
  );
}
