import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Trip } from '@fairfare/contracts/trips';
import { tripKeys } from '../../shared/api/queryKeys';
import { baseTrip } from '../../test/trips';
import { applyTrip, newerActiveTrip } from './tripCache';

const trip = (overrides: Partial<Trip>): Trip =>
  baseTrip({ trip_id: 101, is_ride_later: 0, ...overrides });

describe('the trip cache', () => {
  it('keeps the newer copy of the active trip, whichever comes last', () => {
    const client = new QueryClient();
    client.setQueryData(tripKeys.active(), trip({ trip_status: 'arrive', version: 4 }));
    applyTrip(client, trip({ trip_status: 'accept', version: 3 })); // a late answer
    expect(client.getQueryData<Trip>(tripKeys.active())?.trip_status).toBe('arrive');
    applyTrip(client, trip({ trip_status: 'begin', version: 5 }));
    expect(client.getQueryData<Trip>(tripKeys.active())?.trip_status).toBe('begin');
  });

  it("keeps a poll's older copy of the same trip from replacing a pushed newer one", () => {
    const pushed = trip({ trip_status: 'arrive', version: 4 });
    expect(newerActiveTrip(pushed, trip({ trip_status: 'accept', version: 3 }))).toBe(pushed);
    const ended = null;
    expect(newerActiveTrip(pushed, ended)).toBeNull();
  });

  it('takes an ended trip off the screen and keeps it as the ended one; a ride for later never shown is no end', () => {
    const client = new QueryClient();
    client.setQueryData(tripKeys.active(), trip({ trip_status: 'begin', version: 5 }));
    applyTrip(client, trip({ trip_status: 'completed', version: 6 }));
    expect(client.getQueryData(tripKeys.active())).toBeNull();
    expect(client.getQueryData<Trip>(tripKeys.ended())?.trip_status).toBe('completed');

    const later = trip({ trip_id: 300, is_ride_later: 1, dispatched_at: null });
    applyTrip(client, { ...later, trip_status: 'cancel', version: 2 });
    expect(client.getQueryData<Trip>(tripKeys.ended())?.trip_id).toBe(101);
  });
});
