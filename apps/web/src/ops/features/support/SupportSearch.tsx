import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OpsRider } from '@fairfare/contracts/ops-support';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { OpsListPage, type OpsColumn } from '../../shared/OpsListPage';
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
 * Find a rider by phone (any format the site takes) or open a trip by its number; below, the
 * wallet credits waiting for a second staff member's approval.
 */
export function SupportSearch() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string | null>(null);
  const [tripAlert, setTripAlert] = useState<string | null>(null);
  const riders = useQuery(ridersQuery(phone));

  const onFindRider = (fields: FormData) => setPhone(String(fields.get('phone') ?? '').trim());
  const onOpenTrip = (fields: FormData) => {
    const tripId = tripNumberOf(String(fields.get('trip') ?? ''));
    if (tripId === null) return setTripAlert('Enter a trip number, such as 1042.');
    setTripAlert(null);
    void navigate(`trips/${tripId}`);
  };

  return (
    <>
      <OpsListPage
        id="support-title"
        title="Riders and trips"
        top={
          <div className="ops-columns">
            <OpsFilterForm
              label="Find a rider"
              role="search"
              submit="Find rider"
              onFilter={onFindRider}
            >
              <TextField
                id="support-phone"
                name="phone"
                type="tel"
                label="Rider's phone"
                hint="With or without the country code, e.g. +1 519 555 0100."
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
        }
        // Nothing is looked up before the first search: only a search under way shows the spinner.
        list={{
          rows: riders.data,
          isPending: riders.isFetching,
          isError: riders.isError,
          retry: () => void riders.refetch(),
        }}
        texts={{
          loading: 'Looking for the rider',
          failed: riders.error ? errorText(riders.error) : '',
          empty: 'No rider has this phone.',
          caption: 'Riders found',
        }}
        columns={columns}
        rowKey={(rider) => rider.user_id}
      />
      <CreditApprovals />
    </>
  );
}
