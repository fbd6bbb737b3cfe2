/**
 * The cities for components, from the city cache (docs/product/states.md).
 *
 * Exports:
 * - `useCities(): { cities: CachedCity[] | undefined; isLoading: boolean; error: unknown }` —
 *   `cities` is undefined until the first list is there; `isLoading` is true while the initial
 *   fetch (no cache yet) runs; `error` is that fetch's error (background refresh errors are only
 *   logged). One refresh loop serves the whole app: it starts with the first component that uses
 *   the hook and stops when the last one goes away.
 * - `reloadCities()` — tries the initial load again (e.g. a "Try again" button after an error).
 */
import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../shared/storage';
import { loadCities, readCachedCities, startCityRefresh } from './cityCache';
import { useCitySeed, type CitiesState } from './citySeed';
import type { CachedCity } from './mergeCities';

export type { CitiesState } from './citySeed';

const listeners = new Set<() => void>();
let state: CitiesState | undefined;
/** Bumped on every start and stop, so that answers of an earlier run are ignored. */
let run = 0;
let stopRefresh: (() => void) | undefined;

/** The same list: the same cities with the same values (both read from the same cache). */
function sameCities(a: CachedCity[] | undefined, b: CachedCity[] | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Tells the components when the state changed. The initial load gives back the cache the
 * components already show (a new copy of it): that is no change, and rendering every user again
 * for it (the whole booking form, in one task that React does not slice) would hold a phone's
 * first tap (issue 27, decision 044).
 */
function setState(next: Partial<CitiesState>) {
  const now = current();
  const changed =
    (next.isLoading !== undefined && next.isLoading !== now.isLoading) ||
    ('error' in next && next.error !== now.error) ||
    ('cities' in next && !sameCities(next.cities, now.cities));
  if (!changed) return;
  state = { ...now, ...next };
  for (const listener of listeners) listener();
}

/** While nobody listens, the state is what the cache holds (re-read only when it changes). */
let idle: { raw: string | null; state: CitiesState } | undefined;
function idleState(): CitiesState {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKeys.cityData);
  } catch {
    // storage unavailable: no cache
  }
  if (!idle || idle.raw !== raw) {
    const cached = readCachedCities();
    const cities = cached && cached.length > 0 ? cached : undefined;
    idle = { raw, state: { cities, isLoading: cities === undefined, error: undefined } };
  }
  return idle.state;
}

function current(): CitiesState {
  return state ?? idleState();
}

function load(thisRun: number) {
  const now = current();
  if (now.cities === undefined && (!now.isLoading || now.error !== undefined)) {
    setState({ isLoading: true, error: undefined });
  }
  const accept = (cities: CachedCity[]) => {
    if (thisRun === run) setState({ cities, isLoading: false, error: undefined });
  };
  loadCities(accept).then(accept, (error: unknown) => {
    if (thisRun === run) setState({ isLoading: false, error });
  });
}

function start() {
  run += 1;
  const thisRun = run;
  state = idleState();
  load(thisRun);
  stopRefresh = startCityRefresh((cities) => {
    if (thisRun === run) setState({ cities, isLoading: false, error: undefined });
  });
}

function stop() {
  run += 1;
  stopRefresh?.();
  stopRefresh = undefined;
  state = undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

/** Tries the initial load again; does nothing while no component uses the cities. */
export function reloadCities(): void {
  if (listeners.size > 0) load(run);
}

/** What a page rendered without cities shows: the loading state (the browser's cache aside). */
const RENDERED_LOADING: CitiesState = { cities: undefined, isLoading: true, error: undefined };

export function useCities(): CitiesState {
  // a rendered page's cities while it is rendered and hydrated (citySeed.tsx)
  const seed = useCitySeed();
  return useSyncExternalStore(subscribe, current, () => seed ?? RENDERED_LOADING);
}
