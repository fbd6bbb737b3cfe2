import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  opsSearchPaths,
  type FindTripsRequest,
  type OpsTripRow,
} from '@fairfare/contracts/ops-search';
import { TRIP_STATUSES } from '@fairfare/contracts/trips';
import { errorText } from '../../../shared/api/errorText';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { staffCitiesQuery } from '../../shared/cities';
import { codeText } from '../../shared/codeText';
import { ExportButton } from '../../shared/ExportButton';
import { formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { staffSessionQuery } from '../../shared/session';
import { formatMoney } from '../../shared/formatMoney';
import { tripsQuery } from './api';
import { tripFilterOf } from './tripFilter';

/** A trip's number: a link to its page for those who may open it (support and admins). */
function columns(opens: boolean, t: TFunction): Array<OpsColumn<OpsTripRow>> {
  return [
    {
      header: t('trips.trip'),
      rowHeader: true,
      cell: (trip) =>
        opens ? (
          <Link to={`/support/trips/${trip.trip_id}`}>
            {t('support.tripNumbered', { tripId: trip.trip_id })}
          </Link>
        ) : (
          t('support.tripNumbered', { tripId: trip.trip_id })
        ),
    },
    { header: t('audit.when'), cell: (trip) => formatTime(trip.trip_date, trip.tz_offset) },
    { header: t('common.city'), cell: (trip) => trip.city_name },
    { header: t('drivers.status'), cell: (trip) => codeText(t, 'tripStatus', trip.trip_status) },
    { header: t('support.rider'), cell: (trip) => trip.rider_name },
    { header: t('support.driver'), cell: (trip) => trip.driver_name ?? '—' },
    { header: t('support.amountHeader'), cell: (trip) => formatMoney(trip.amount, trip.currency) },
  ];
}

/**
 * Trips by number, rider (name, phone or e-mail), driver (name, phone or plate), city, status
 * and dates; newest first, a page at a time, exported as shown. A city manager's are their
 * cities' (the service decides).
 */
export function TripsPage() {
  const { t } = useTranslation('ops');
  const [filter, setFilter] = useState<FindTripsRequest>({});
  const role = useQuery(staffSessionQuery).data?.staff?.role;
  // a trip's page is support's (and the admin's); a city manager sees the list only
  const opensTrips = role === 'support' || role === 'admin';
  const cities = useQuery(staffCitiesQuery);
  const trips = useInfiniteQuery(tripsQuery(filter));
  return (
    <OpsListPage
      id="trips-title"
      title={t('trips.title')}
      top={
        <>
          <OpsFilterForm
            label={t('nav.trips')}
            role="search"
            submit={t('nav.trips')}
            onFilter={(fields) => setFilter(tripFilterOf(fields))}
          >
            <TextField
              id="trips-trip"
              name="trip"
              label={t('support.tripNumber')}
              inputMode="numeric"
            />
            <TextField
              id="trips-rider"
              name="rider"
              label={t('support.rider')}
              hint={t('trips.riderHint')}
            />
            <TextField
              id="trips-driver"
              name="driver"
              label={t('support.driver')}
              hint={t('trips.driverHint')}
            />
            <SelectField id="trips-city" name="city" label={t('common.city')} defaultValue="">
              <option value="">{t('trips.everyCity')}</option>
              {(cities.data ?? []).map((city) => (
                <option key={city.city_id} value={city.city_id}>
                  {city.city_name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="trips-status"
              name="status"
              label={t('drivers.status')}
              defaultValue=""
            >
              <option value="">{t('trips.anyStatus')}</option>
              {TRIP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {codeText(t, 'tripStatus', status)}
                </option>
              ))}
            </SelectField>
            <TextField id="trips-from" name="from" label={t('common.from')} type="date" />
            <TextField id="trips-to" name="to" label={t('common.to')} type="date" />
          </OpsFilterForm>
          <ExportButton
            path={opsSearchPaths.exportTrips}
            filter={filter}
            filename="trips.csv"
            what={t('trips.exportWhat')}
          />
        </>
      }
      list={pagedListOf(trips, (page) => page.trips, t('trips.more'))}
      texts={{
        loading: t('trips.loading'),
        failed: trips.error ? errorText(trips.error) : t('trips.failed'),
        empty: t('trips.empty'),
        caption: t('trips.caption'),
      }}
      columns={columns(opensTrips, t)}
      rowKey={(trip) => trip.trip_id}
    />
  );
}
