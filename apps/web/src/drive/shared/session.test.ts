import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverLoggedIn } from '@fairfare/contracts/drivers';
import { driverApi } from './driverApi';
import { ApiError } from '../../shared/api/client';
import { askSessionEarly, driverSessionQuery, forgetDriver, rememberDriver } from './session';

afterEach(() => {
  forgetDriver();
  vi.restoreAllMocks();
});

const ANA = { driver_id: 3, d_name: 'Ana', city_id: 1, category_id: 1 } as DriverLoggedIn;

/** What the app's first render reads of the session (an observer not yet subscribed asks nothing). */
const firstRead = () => new QueryObserver(new QueryClient(), driverSessionQuery).getCurrentResult();

describe('whether a driver is signed in on this phone', () => {
  it('is known at once when nobody signed in here: the first screen drawn is the sign-in', () => {
    const myTrips = vi.spyOn(driverApi, 'myTrips');
    const first = firstRead();
    expect(first.isPending).toBe(false);
    expect(first.data).toEqual({ signedIn: false, trips: [] });
    expect(myTrips).not.toHaveBeenCalled();
  });

  it('is asked of the service when a driver signed in here (the session may have ended)', () => {
    rememberDriver(ANA);
    const first = firstRead();
    expect(first.isPending).toBe(true);
    expect(first.data).toBeUndefined();
  });

  it('is asked once, as the app starts, and the first read takes that answer', async () => {
    rememberDriver(ANA);
    const myTrips = vi.spyOn(driverApi, 'myTrips').mockResolvedValue({ trips: [] });
    askSessionEarly();
    expect(myTrips).toHaveBeenCalledTimes(1);
    const client = new QueryClient();
    await expect(client.fetchQuery(driverSessionQuery)).resolves.toEqual({
      signedIn: true,
      trips: [],
    });
    expect(myTrips).toHaveBeenCalledTimes(1);
    // later reads ask the service again
    await client.refetchQueries({ queryKey: driverSessionQuery.queryKey });
    expect(myTrips).toHaveBeenCalledTimes(2);
  });

  it('reads a session that ended before the app asked as signed out', async () => {
    rememberDriver(ANA);
    vi.spyOn(driverApi, 'myTrips').mockRejectedValue(new ApiError(401, 'unauthorized'));
    askSessionEarly();
    await expect(new QueryClient().fetchQuery(driverSessionQuery)).resolves.toEqual({
      signedIn: false,
      trips: [],
    });
  });
});
