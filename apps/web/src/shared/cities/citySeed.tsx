import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CityAnswers } from '../pageState';
import { mergeCities, type CachedCity } from './mergeCities';

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

/** The cache a first visit would build from these answers (spec §4). */
export function citiesOf(answers: CityAnswers): CachedCity[] {
  return mergeCities([], answers.cities, answers.geofences).cities;
}

export function CitySeedProvider({
  answers,
  children,
}: {
  answers: CityAnswers | undefined;
  children: ReactNode;
}) {
  const seed = useMemo(
    () => (answers ? { cities: citiesOf(answers), isLoading: false, error: undefined } : undefined),
    [answers],
  );
  return <CitySeedContext.Provider value={seed}>{children}</CitySeedContext.Provider>;
}

export function useCitySeed(): CitiesState | undefined {
  return useContext(CitySeedContext);
}
