import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { OpsDriverListRequest } from '@fairfare/contracts/ops-drivers';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/form/TextField';
import { driversQuery } from './api';
import { SuspendForm } from './SuspendForm';

/** Drivers: search, ratings and trips at a glance, suspend or reinstate with a reason. */
export function DriversPage() {
  const [filter, setFilter] = useState<OpsDriverListRequest>({});
  const [open, setOpen] = useState<number | null>(null);
  const drivers = useQuery(driversQuery(filter));
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setFilter(search ? { search } : {});
  };

  return (
    <section aria-labelledby="drivers-title">
      <h1 id="drivers-title">Drivers</h1>
      <form className="ops-filters" role="search" aria-label="Find drivers" onSubmit={onSearch}>
        <TextField id="drivers-search" name="search" label="Name, phone or car number" />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {drivers.isPending ? <Spinner inline label="Loading drivers" /> : null}
      {drivers.isError ? (
        <LoadError message="The drivers did not load." onRetry={() => void drivers.refetch()} />
      ) : null}
      {drivers.data && drivers.data.length === 0 ? <p>No driver matches.</p> : null}
      {drivers.data && drivers.data.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">Drivers</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">Rating</th>
                <th scope="col">Trips</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drivers.data.map((driver) => (
                <tr key={driver.driver_id}>
                  <td>
                    {driver.name}
                    <br />
                    <small>{driver.car}</small>
                  </td>
                  <td>{driver.phone}</td>
                  <td>
                    {driver.rating.toFixed(1)} ({driver.rating_count})
                  </td>
                  <td>{driver.trips}</td>
                  <td>
                    {driver.suspended
                      ? `Suspended: ${driver.suspension_reason ?? ''}`
                      : driver.online
                        ? 'Online'
                        : 'Offline'}
                  </td>
                  <td>
                    {open === driver.driver_id ? (
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
