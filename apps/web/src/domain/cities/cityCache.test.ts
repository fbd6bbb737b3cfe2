import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { geofenceMapOf, makeCity, squareGeofence } from '../../test/cities';
import {
  CITY_REFRESH_INTERVAL_MS,
  loadCities,
  readCachedCities,
  startCityRefresh,
  writeCachedCities,
} from './cityCache';
import { seedCityCache } from './citySeed';

const ALL_IN_ONE = '/commonapi/getallinone';
const GEOFENCES = '/commonapi/getgeofences';

const london = makeCity();
const toronto = makeCity({
  city_id: 15,
  city_name: 'Toronto',
  geofence_json: squareGeofence(43.5, -79.6, 43.9, -79.1),
});

/** The service lists `cities` with their own geofences. */
function serve(cities = [london, toronto]) {
  return stubApiCalls({
    [ALL_IN_ONE]: () => ok({ City: cities }),
    [GEOFENCES]: () => ok(geofenceMapOf(cities)),
  });
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets pending fetches and their callbacks finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the stored cache (key cityData)', () => {
  it('round-trips and treats anything unreadable as no cache', () => {
    expect(readCachedCities()).toBeNull();
    writeCachedCities([london]);
    expect(JSON.parse(localStorage.getItem('cityData')!)).toEqual([london]);
    expect(readCachedCities()).toEqual([london]);
    localStorage.setItem('cityData', '{oops');
    expect(readCachedCities()).toBeNull();
    localStorage.setItem('cityData', JSON.stringify([{ city_id: 'x' }]));
    expect(readCachedCities()).toBeNull();
  });

  it('checks a stored list once, and again when the stored text changes (another tab too)', () => {
    localStorage.setItem('cityData', JSON.stringify([london, toronto]));
    const parse = vi.spyOn(JSON, 'parse');
    const first = readCachedCities();
    expect(first).toEqual([london, toronto]);
    expect(readCachedCities()).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    localStorage.setItem('cityData', JSON.stringify([toronto]));
    expect(readCachedCities()).toEqual([toronto]);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('does not check again a list this tab wrote', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const written = [london, toronto];
    writeCachedCities(written);
    expect(readCachedCities()).toBe(written);
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('loadCities', () => {
  it('fetches fresh cities when none are cached, caches them, and does not call back', async () => {
    const api = serve();
    const onChange = vi.fn();
    await expect(loadCities(onChange)).resolves.toEqual([london, toronto]);
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);
    expect(api.callsTo(GEOFENCES)).toHaveLength(1);
    expect(readCachedCities()).toEqual([london, toronto]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('logs and rethrows an error of the initial fetch, and caches nothing', async () => {
    stubApiCalls({
      [ALL_IN_ONE]: () => ok({ City: [london] }),
      [GEOFENCES]: () => failed(500, 'error.internal'),
    });
    const error = await loadCities().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(consoleError).toHaveBeenCalledWith('could not load the cities', error);
    expect(readCachedCities()).toBeNull();
  });

  it('returns cached cities at once and refreshes in the background', async () => {
    writeCachedCities([london]);
    const api = serve([london, toronto]);
    const onChange = vi.fn();
    const cities = await loadCities(onChange);
    expect(cities).toEqual([london]);
    expect(onChange).not.toHaveBeenCalled();
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([london, toronto]);
    expect(readCachedCities()).toEqual([london, toronto]);
  });

  it('neither rewrites the cache nor calls back when nothing changed', async () => {
    writeCachedCities([london, toronto]);
    serve([london, toronto]);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const onChange = vi.fn();
    await loadCities(onChange);
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('logs and swallows an error of the background refresh', async () => {
    writeCachedCities([london]);
    stubApiCalls({});
    const onChange = vi.fn();
    await expect(loadCities(onChange)).resolves.toEqual([london]);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'background city refresh failed',
      expect.any(ApiError),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(readCachedCities()).toEqual([london]);
  });

  it('counts only a success answer (a failed status keeps the cache as it was)', async () => {
    writeCachedCities([london]);
    stubApiCalls({
      [ALL_IN_ONE]: () => failed(404, 'error.routeNotFound'),
      [GEOFENCES]: () => ok({}),
    });
    const onChange = vi.fn();
    await loadCities(onChange);
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    expect(readCachedCities()).toEqual([london]);
  });

  it('replaces a geofence only for a greater version, and drops cities no longer listed', async () => {
    const old = { ...london, geofence_json: 'old', geofence_version: '2' };
    writeCachedCities([old, toronto]);
    stubApiCalls({
      [ALL_IN_ONE]: () => ok({ City: [london] }),
      [GEOFENCES]: () => ok({ '14': { geofence_json: 'new', geofence_version: '3' } }),
    });
    const onChange = vi.fn();
    await loadCities(onChange);
    await settle();
    expect(onChange).toHaveBeenCalledWith([
      { ...london, geofence_json: 'new', geofence_version: '3' },
    ]);
  });
});

describe('loadCities after a rendered page (decision 072)', () => {
  // the page's cities count for a refresh interval from the moment the tab took them: each test
  // takes them at a time long past, so that no other test falls inside that interval
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
  });

  it('takes the page’s cities as the first refresh: no call, merged by the same rules', async () => {
    const oldGeofence = { ...london, geofence_json: 'old', geofence_version: '2' };
    writeCachedCities([oldGeofence]);
    const page = [
      { ...london, city_name: 'London ON', geofence_json: 'new', geofence_version: '10' },
      toronto,
    ];
    seedCityCache(page);
    const api = serve([london]);
    const onChange = vi.fn();
    // every field from the page, but the geofence only for a greater version ('10' < '2' as text)
    const merged = [{ ...page[0]!, geofence_json: 'old', geofence_version: '2' }, toronto];
    await expect(loadCities(onChange)).resolves.toEqual(merged);
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(readCachedCities()).toEqual(merged);
  });

  it('asks the service again once a refresh interval has passed since the page', async () => {
    writeCachedCities([london]);
    seedCityCache([london]);
    const api = serve([london, toronto]);
    vi.setSystemTime(Date.now() + CITY_REFRESH_INTERVAL_MS);
    const onChange = vi.fn();
    await expect(loadCities(onChange)).resolves.toEqual([london]);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);
    expect(onChange).toHaveBeenCalledWith([london, toronto]);
  });
});

describe('startCityRefresh', () => {
  it('refreshes every 30 000 ms and on pagehide, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    writeCachedCities([london]);
    const api = serve([london]);
    const onChange = vi.fn();
    const stop = startCityRefresh(onChange);

    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS - 1);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(0);

    vi.advanceTimersByTime(1);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);
    expect(api.callsTo(GEOFENCES)).toHaveLength(1);

    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(2);

    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(3);
    expect(onChange).not.toHaveBeenCalled(); // nothing changed

    stop();
    vi.advanceTimersByTime(5 * CITY_REFRESH_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls back when a refresh changed the cache, and not after it was stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    writeCachedCities([london]);
    serve([london, toronto]);
    const onChange = vi.fn();
    const stop = startCityRefresh(onChange);
    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS);
    await settle();
    expect(onChange).toHaveBeenCalledWith([london, toronto]);

    writeCachedCities([london]);
    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS);
    stop(); // the refresh in flight still updates the cache, but nobody is called
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readCachedCities()).toEqual([london, toronto]);
  });

  it('skips a tick while a refresh is still running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let release: () => void = () => undefined;
    const api = stubApiCalls({
      [ALL_IN_ONE]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(ok({ City: [london] }));
        }),
      [GEOFENCES]: () => ok(geofenceMapOf([london])),
    });
    const stop = startCityRefresh(vi.fn());
    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS);
    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(1);
    release();
    await settle();
    vi.advanceTimersByTime(CITY_REFRESH_INTERVAL_MS);
    await settle();
    expect(api.callsTo(ALL_IN_ONE)).toHaveLength(2);
    stop();
  });
});
