import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import type { SavedPlace, SavedPlacesResponse } from '@fairfare/contracts/savedPlaces';
import { useSavedPlaces } from './saved-places';

/** A place offered in a place field before the search results: a saved place or a recent one. */
export interface PlaceSuggestion {
  key: string;
  kind: SavedPlace['kind'] | 'recent';
  /** The option's first line: 'Home', 'Work', the favourite's name, or the recent place itself. */
  label: string;
  /** Its second line: the saved place's address, or 'Recent'. */
  detail: string;
  place: Place;
}

export interface SuggestionLabels {
  home: string;
  work: string;
  recent: string;
}

/** The rider's saved places as they are ordered (Home, Work, favourites), then the recent ones. */
export function placeSuggestions(
  data: SavedPlacesResponse,
  labels: SuggestionLabels,
  { recentOnly = false }: { recentOnly?: boolean } = {},
): PlaceSuggestion[] {
  const saved: PlaceSuggestion[] = recentOnly
    ? []
    : data.places.map((p) => ({
        key: `saved-${p.saved_place_id}`,
        kind: p.kind,
        label: p.kind === 'favourite' ? p.name : labels[p.kind],
        detail: p.address,
        place: { address: p.address, lat: p.lat, lng: p.lng },
      }));
  const recent: PlaceSuggestion[] = data.recent.map((p, index) => ({
    key: `recent-${index}-${p.lat}-${p.lng}`,
    kind: 'recent',
    label: p.address,
    detail: labels.recent,
    place: { address: p.address, lat: p.lat, lng: p.lng },
  }));
  return [...saved, ...recent];
}

/** Lower case without accents: 'Montréal' and 'MONTREAL' fold alike. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** All of them for an empty box; else those whose label or address holds the typed text. */
export function matchingSuggestions(
  suggestions: readonly PlaceSuggestion[],
  text: string,
): PlaceSuggestion[] {
  const q = fold(text);
  if (q === '') return [...suggestions];
  return suggestions.filter((s) => fold(s.label).includes(q) || fold(s.place.address).includes(q));
}

/**
 * What a place field offers first, for a logged-in rider (`enabled`): their saved places, then
 * their recent places (only these with `recentOnly`). Nothing while they load or when they fail:
 * the search still works.
 */
export function usePlaceSuggestions(
  enabled: boolean,
  options: { recentOnly?: boolean } = {},
): PlaceSuggestion[] {
  const { t } = useTranslation('places');
  const { data } = useSavedPlaces(enabled);
  const { recentOnly = false } = options;
  const home = t('saved.home');
  const work = t('saved.work');
  const recent = t('saved.recent');
  return useMemo(
    () => (enabled && data ? placeSuggestions(data, { home, work, recent }, { recentOnly }) : []),
    [enabled, data, home, work, recent, recentOnly],
  );
}
