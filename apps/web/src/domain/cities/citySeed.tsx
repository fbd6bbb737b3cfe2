import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { storageKeys } from '../../shared/storage';
import type { CachedCity } from './mergeCities';

export interface CitiesState {
  cities: CachedCity[] | undefined;
  isLoading: boolean;
  error: unknown;
}

/**
 * The cities a page was rendered with (decision 020): what `useCities` gives while the service
 * renders the page and while the browser hydrates it, so that both show the same list.
 */
const CitySeedContext = createContext<CitiesState | undefined>(undefined);

export function CitySeedProvider({
  cities,
  children,
}: {
  cities: CachedCity[] | undefined;
  children: ReactNode;
}) {
  const seed = useMemo(
    () => (cities ? { cities, isLoading: false, error: undefined } : undefined),
    [cities],
  );
  return <CitySeedContext.Provider value={seed}>{children}</CitySeedContext.Provider>;
}

export function useCitySeed(): CitiesState | undefined {
  return useContext(CitySeedContext);
}

/** The cities of the page the service rendered, and when this tab took them. */
let rendered: { cities: CachedCity[]; at: number } | undefined;

/**
 * Before a rendered page hydrates: the browser's city cache, when it has none yet, is what a first
 * visit would cache from the page's cities, so that the cities stay on screen once hydrated
 * (a cache it has already takes them as a refresh's answer: `recentRenderedCities`). No more
 * here: this runs before React starts, and checking a stored list takes the zod schemas.
 */
export function seedCityCache(cities: CachedCity[]): void {
  rendered = { cities, at: Date.now() };
  try {
    if (localStorage.getItem(storageKeys.cityData) === null) {
      localStorage.setItem(storageKeys.cityData, JSON.stringify(cities));
    }
  } catch {
    // storage unavailable: the cities load as without a cache
  }
}

/**
 * The rendered page's cities while they are younger than `maxAgeMs`: the service's answers of a
 * moment before, which the city cache takes instead of asking again (decision 072).
 */
export function recentRenderedCities(maxAgeMs: number): CachedCity[] | undefined {
  return rendered && Date.now() - rendered.at < maxAgeMs ? rendered.cities : undefined;
}
