import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApiCalls } from '../../test/apiCalls';
import { geofenceMapOf, makeCity } from '../../test/cities';
import { CITY_REFRESH_INTERVAL_MS, readCachedCities, writeCachedCities } from './cityCache';
import { reloadCities, useCities } from './useCities';

const ALL_IN_ONE = '/commonapi/getallinone';
const GEOFENCES = '/commonapi/getgeofences';
const london = makeCity();
const toronto = makeCity({ city_id: 15, city_name: 'Toronto' });

let served = [london];
function serve() {
  return stubApiCalls({
    [ALL_IN_ONE]: () => ok({ City: served }),
    [GEOFENCES]: () => ok(geofenceMapOf(served)),
  });
}

function CityNames({ label }: { label: string }) {
  const { cities, isLoading, error } = useCities();
  let text = 'idle';
  if (isLoading) text = 'loading';
  else if (error) text = 'error';
  else if (cities) text = cities.map((c) => c.city_name).join(', ');
  return <p aria-label={label}>{text}</p>;
}

/** Lets pending fetches and React updates finish. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  served = [london];
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCities', () => {
  it('loads the cities once for every component and caches them', async () => {
    const api = serve();
    render(
      <>
        <CityNames label="first" />
        <CityNames label="second" />
      </>,
    );
    expect(screen.getByLabelText('first').textContent).toBe('loading');
    await settle();
    expect(screen.getByLabelText('first').textContent).toBe('London');
    expect(screen.getByLabelText('second').textContent).toBe('London');
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);
    expect(readCachedCities()).toEqual([london]);
  });

  it('shows cached cities at once and takes in what a refresh changes', async () => {
    writeCachedCities([london]);
    served = [london, toronto];
    const api = serve();
    render(<CityNames label="cities" />);
    expect(screen.getByLabelText('cities').textContent).toBe('London');
    await settle(); // the background refresh of the initial load
    expect(screen.getByLabelText('cities').textContent).toBe('London, Toronto');
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);

    served = [toronto];
    tick(CITY_REFRESH_INTERVAL_MS);
    await settle();
    expect(screen.getByLabelText('cities').textContent).toBe('Toronto');
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(2);
  });

  it('does not render its users again when a load gives back the cities they show', async () => {
    writeCachedCities([london]);
    served = [london];
    serve();
    let commits = 0;
    render(
      <Profiler id="cities" onRender={() => (commits += 1)}>
        <CityNames label="cities" />
      </Profiler>,
    );
    const before = commits;
    await settle(); // the initial load (from the cache) and its background refresh: no change
    expect(screen.getByLabelText('cities').textContent).toBe('London');
    expect(commits).toBe(before);
  });

  it('runs one refresh loop for all components and stops it when the last one goes', async () => {
    const api = serve();
    function Toggle() {
      const [count, setCount] = useState(2);
      return (
        <>
          <button type="button" onClick={() => setCount((n) => n - 1)}>
            fewer
          </button>
          {Array.from({ length: count }, (_, i) => (
            <CityNames key={i} label={`c${i}`} />
          ))}
        </>
      );
    }
    render(<Toggle />);
    await settle();
    tick(CITY_REFRESH_INTERVAL_MS);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(2); // initial + one tick, not one per component

    act(() => screen.getByRole('button', { name: 'fewer' }).click());
    tick(CITY_REFRESH_INTERVAL_MS);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(3);

    act(() => screen.getByRole('button', { name: 'fewer' }).click());
    expect(vi.getTimerCount()).toBe(0);
    tick(5 * CITY_REFRESH_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(3);
  });

  it('reports an error of the initial load and loads again on request', async () => {
    const api = stubApiCalls({});
    render(<CityNames label="cities" />);
    await settle();
    expect(screen.getByLabelText('cities').textContent).toBe('error');

    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith(ALL_IN_ONE)) return ok({ City: [london] });
      return ok(geofenceMapOf([london]));
    });
    act(() => reloadCities());
    expect(screen.getByLabelText('cities').textContent).toBe('loading');
    await settle();
    expect(screen.getByLabelText('cities').textContent).toBe('London');
  });
});
