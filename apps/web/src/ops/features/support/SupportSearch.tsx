import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import type { OpsRider } from '@fairfare/contracts/ops-support';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { ExportButton } from '../../shared/ExportButton';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, pagedListOf, type OpsColumn } from '../../shared/OpsListPage';
import { ridersQuery } from './api';
import { CreditApprovals } from './CreditApprovals';

/** The trip a typed number names ('1042', '#1042'), or null when it is not one. */
export function tripNumberOf(typed: string): number | null {
  const tripId = Number(typed.trim().replace(/^#/, ''));
  return Number.isInteger(tripId) && tripId >= 1 ? tripId : null;
}

const columns: Array<OpsColumn<OpsRider>> = [
  { header: 'Name', cell: (rider) => <Link to={`riders/${rider.user_id}`}>{rider.name}</Link> },
  { header: 'Phone', cell: (rider) => rider.phone },
  { header: 'E-mail', cell: (rider) => rider.email ?? '—' },
];

/**
 * Find a rider by name, phone (any format) or e-mail, or open a trip by its number (or search
 * trips); below, the wallet credits waiting for a second staff member's approval.
 */
export function SupportSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [tripAlert, setTripAlert] = useState<string | null>(null);
  // Nothing is looked up before the first search.
  const riders = useInfiniteQuery({ ...ridersQuery(query ?? ''), enabled: query !== null });

  const onFindRider = (fields: FormData) => {
    const typed = String(fields.get('query') ?? '').trim();
    if (typed.length < 2) return setAlert('Type at least two letters or digits.');
    setAlert(null);
    setQuery(typed);
  };
  const onOpenTrip = (fields: FormData) => {
    const tripId = tripNumberOf(String(fields.get('trip') ?? ''));
    if (tripId === null) return setTripAlert('Enter a trip number, such as 1042.');
    setTripAlert(null);
    void navigate(`trips/${tripId}`);
  };
  const list = pagedListOf(riders, (page) => page.riders, 'More riders');

  return (
    <>
      <OpsListPage
        id="support-title"
        title="Riders and trips"
        top={
          <>
            <div className="ops-columns">
              <OpsFilterForm
                label="Find a rider"
                role="search"
                submit="Find rider"
                noValidate
                onFilter={onFindRider}
              >
                <FormAlert>{alert}</FormAlert>
                <TextField
                  id="support-query"
                  name="query"
                  label="Name, phone or e-mail"
                  hint="A phone in any format, with or without its country code."
                  required
                />
              </OpsFilterForm>
              <OpsFilterForm
                label="Find a trip"
                role="search"
                submit="Open trip"
                noValidate
                onFilter={onOpenTrip}
              >
                <FormAlert>{tripAlert}</FormAlert>
                <TextField
                  id="support-trip"
                  name="trip"
                  label="Trip number"
                  inputMode="numeric"
                  required
                />
              </OpsFilterForm>
            </div>
            <p>
              <Link to="/trips">Search trips by rider, driver, city, status or date</Link>
            </p>
            {query !== null && riders.data?.pages[0]?.riders.length ? (
              <ExportButton
                path={opsSearchPaths.exportRiders}
                filter={{ query }}
                filename="riders.csv"
                what="riders"
              />
            ) : null}
          </>
        }
        list={{ ...list, isPending: riders.isFetching && !riders.isFetchingNextPage }}
        texts={{
          loading: 'Looking for the rider',
          failed: riders.error ? errorText(riders.error) : '',
          empty: 'No rider matches.',
          caption: 'Riders found, newest first',
        }}
        columns={columns}
        rowKey={(rider) => rider.user_id}
      />
      <CreditApprovals />
    </>
  );
}
