import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { driverApi } from './driverApi';
import { driverSessionQuery, forgetDriver, rememberDriver } from './session';

afterEach(() => {
  forgetDriver();
  vi.restoreAllMocks();
});

describe('whether a driver is signed in on this phone', () => {
  it('is known at once when nobody signed in here: the first screen drawn is the sign-in', () => {
    const myTrips = vi.spyOn(driverApi, 'myTrips');
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, driverSessionQuery);
    expect(query.state.data).toEqual({ signedIn: false, trips: [] });
    expect(myTrips).not.toHaveBeenCalled();
  });

  it('is asked of the service when a driver signed in here (the session may have ended)', () => {
    rememberDriver({ driver_id: 3, d_name: 'Ana', city_id: 1, category_id: 1 } as never);
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, driverSessionQuery);
    expect(query.state.data).toBeUndefined();
    expect(query.state.status).toBe('pending');
  });
});
