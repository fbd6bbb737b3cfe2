import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverLoggedIn } from '@fairfare/contracts/drivers';
import { driverApi } from './driverApi';
import { driverSessionQuery, forgetDriver, rememberDriver } from './session';

afterEach(() => {
  forgetDriver();
  vi.restoreAllMocks();
});

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
    rememberDriver({ driver_id: 3, d_name: 'Ana', city_id: 1, category_id: 1 } as DriverLoggedIn);
    const first = firstRead();
    expect(first.isPending).toBe(true);
    expect(first.data).toBeUndefined();
  });
});
