import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { Spinner } from '../../../shared/ui/Spinner';
import { ridersQuery } from './api';

/** Find a rider by phone (any format the site takes) or open a trip by its number. */
export function SupportSearch() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string | null>(null);
  const [tripAlert, setTripAlert] = useState<string | null>(null);
  const riders = useQuery(ridersQuery(phone));

  const onFindRider = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPhone(String(new FormData(event.currentTarget).get('phone') ?? '').trim());
  };
  const onOpenTrip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('trip') ?? '').trim();
    const tripId = Number(typed.replace(/^#/, ''));
    if (!Number.isInteger(tripId) || tripId < 1) {
      setTripAlert('Enter a trip number, such as 1042.');
      return;
    }
    setTripAlert(null);
    void navigate(`trips/${tripId}`);
  };

  return (
    <section aria-labelledby="support-title">
      <h1 id="support-title">Riders and trips</h1>
      <div className="ops-columns">
        <form className="ops-form" role="search" aria-label="Find a rider" onSubmit={onFindRider}>
          <TextField
            id="support-phone"
            name="phone"
            type="tel"
            label="Rider's phone"
            hint="With or without the country code, e.g. +1 519 555 0100."
            required
          />
          <button type="submit" className="button button--primary">
            Find rider
          </button>
        </form>
        <form
          className="ops-form"
          role="search"
          aria-label="Find a trip"
          noValidate
          onSubmit={onOpenTrip}
        >
          <FormAlert>{tripAlert}</FormAlert>
          <TextField
            id="support-trip"
            name="trip"
            label="Trip number"
            inputMode="numeric"
            required
          />
          <button type="submit" className="button button--primary">
            Open trip
          </button>
        </form>
      </div>
      {riders.isFetching ? <Spinner inline label="Looking for the rider" /> : null}
      {riders.isError ? <FormAlert>{errorText(riders.error)}</FormAlert> : null}
      {riders.data && riders.data.length === 0 ? (
        <p role="status">No rider has this phone.</p>
      ) : null}
      {riders.data && riders.data.length > 0 ? (
        <ul className="ops-list" aria-label="Riders found">
          {riders.data.map((rider) => (
            <li key={rider.user_id}>
              <Link to={`riders/${rider.user_id}`}>{rider.name}</Link> · {rider.phone}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
