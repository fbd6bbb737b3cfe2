import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { ExportButton } from '../../shared/ExportButton';
import { formatTime } from '../../shared/formatTime';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { staffSessionQuery } from '../../shared/session';
import { formatMoney } from '../../shared/formatMoney';
import { tripsQuery } from './api';
import { tripFilterOf } from './tripFilter';

/** A trip's number: a link to its page for those who may open it (support and admins). */
function columns(opens: boolean): Array<OpsColumn<OpsTripRow>> {
  return [
    {
      header: 'Trip',
      rowHeader: true,
      cell: (t) =>
        opens ? (
          <Link to={`/support/trips/${t.trip_id}`}>Trip {t.trip_id}</Link>
        ) : (
          `Trip ${t.trip_id}`
        ),
    },
    { header: 'When', cell: (t) => formatTime(t.trip_date, t.tz_offset) },
    { header: 'City', cell: (t) => t.city_name },
    { header: 'Status', cell: (t) => t.trip_status },
    { header: 'Rider', cell: (t) => t.rider_name },
    { header: 'Driver', cell: (t) => t.driver_name ?? '—' },
    { header: 'Amount', cell: (t) => formatMoney(t.amount, t.currency) },
  ];
}

/**
 * Trips by number, rider (name, phone or e-mail), driver (name, phone or plate), city, status
 * and dates; newest first, a page at a time, exported as shown. A city manager's are their
 * cities' (the service decides).
 */
export function TripsPage() {
  const [filter, setFilter] = useState<FindTripsRequest>({});
  const role = useQuery(staffSessionQuery).data?.staff?.role;
  // a trip's page is support's (and the admin's); a city manager sees the list only
  const opensTrips = role === 'support' || role === 'admin';
  const cities = useQuery(staffCitiesQuery);
  const trips = useInfiniteQuery(tripsQuery(filter));
  return (
    <OpsListPage
      id="trips-title"
      title="Trips"
      top={
        <>
          <OpsFilterForm
            label="Find trips"
            role="search"
            submit="Find trips"
            onFilter={(fields) => setFilter(tripFilterOf(fields))}
          >
            <TextField id="trips-trip" name="trip" label="Trip number" inputMode="numeric" />
            <TextField id="trips-rider" name="rider" label="Rider" hint="Name, phone or e-mail." />
            <TextField
              id="trips-driver"
              name="driver"
              label="Driver"
              hint="Name, phone or plate."
            />
            <SelectField id="trips-city" name="city" label="City" defaultValue="">
              <option value="">Every city</option>
              {(cities.data ?? []).map((city) => (
                <option key={city.city_id} value={city.city_id}>
                  {city.city_name}
                </option>
              ))}
            </SelectField>
            <SelectField id="trips-status" name="status" label="Status" defaultValue="">
              <option value="">Any status</option>
              {TRIP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </SelectField>
            <TextField id="trips-from" name="from" label="From" type="date" />
            <TextField id="trips-to" name="to" label="To" type="date" />
          </OpsFilterForm>
          <ExportButton
            path={opsSearchPaths.exportTrips}
            filter={filter}
            filename="trips.csv"
            what="trips"
          />
        </>
      }
      list={pagedListOf(trips, (page) => page.trips, 'More trips')}
      texts={{
        loading: 'Looking for trips',
        failed: trips.error ? errorText(trips.error) : 'The trips did not load.',
        empty: 'No trip matches.',
        caption: 'Trips, newest first',
      }}
      columns={columns(opensTrips)}
      rowKey={(trip) => trip.trip_id}
    />
  );
}
