import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import type { PlaceResult } from '@fairfare/contracts/places';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { PLACE_QUERY_MIN, usePlaceSearch } from './search-places';
import { matchingSuggestions, type PlaceSuggestion } from './suggestions';
import type { Option } from './PlaceOptionList';

/** How long the rider may pause typing before the places are asked for. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

/** The place chosen from a search result: its name is what the trip shows (trip_from_loc). */
export function placeOf(result: PlaceResult): Place {
  return { lat: result.lat, lng: result.lng, address: result.place_name };
}

/** What the combobox of PlaceSearchField works from (its props, less the markup's). */
export interface PlaceComboboxProps {
  cityId: number;
  near?: LatLng | null | undefined;
  value: Place | null;
  onChange: (place: Place | null) => void;
  suggestions?: readonly PlaceSuggestion[] | undefined;
}

/**
 * The state and keys of PlaceSearchField's combobox (WAI-ARIA combobox with a list box): the typed
 * text, the list (suggestions first, then the city's places after a pause), the active option, and
 * what the live region says. Typing again forgets the chosen place; a place chosen elsewhere (the
 * map, "Use my location", a reset) shows in the box.
 */
export function usePlaceCombobox({
  cityId,
  near,
  value,
  onChange,
  suggestions,
}: PlaceComboboxProps) {
  const { t } = useTranslation('places');
  const [text, setText] = useState(value?.address ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A place chosen elsewhere (the map, "Use my location", a reset) shows in the box.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value?.address ?? '');
    setOpen(false);
    setActive(-1);
  }

  const searching = value === null;
  const query = useDebouncedValue(searching ? text.trim() : '', PLACE_SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearch(open ? query : '', cityId, near);
  const results = open && query.length >= PLACE_QUERY_MIN ? (search.data ?? []) : [];
  const typedEnough = text.trim().length >= PLACE_QUERY_MIN;
  const waiting = typedEnough && (query !== text.trim() || search.isFetching);
  const offered = searching ? matchingSuggestions(suggestions ?? [], text) : [];
  const showPopup = open && searching && (typedEnough || offered.length > 0);
  const found = waiting || !typedEnough ? [] : results;
  const options: Option[] = [
    ...offered.map((s) => ({ ...s, name: s.label })),
    ...found.map((result, index) => ({
      key: `${result.place_id ?? 'geo'}-${result.lat}-${result.lng}-${index}`,
      name: result.place_name,
      detail: result.place_address,
      place: placeOf(result),
      kind: 'result' as const,
      approximate: result.approximate,
    })),
  ];

  const choose = (place: Place) => {
    setShown(place);
    setText(place.address);
    setOpen(false);
    setActive(-1);
    onChange(place);
  };

  const onInput = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (value !== null) {
      setShown(null);
      onChange(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length > 0) setActive((i) => (i + 1 >= options.length ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (options.length > 0) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter': {
        const option = active >= 0 ? options[active] : undefined;
        if (showPopup && option) {
          event.preventDefault();
          choose(option.place);
        } else if (showPopup) {
          event.preventDefault(); // the list is open: Enter does not submit the form
        }
        break;
      }
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          onInput('');
          setOpen(false);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const searchFailed = typedEnough && search.isError;
  let status = '';
  if (showPopup && !waiting) {
    status = searchFailed
      ? t('search.error')
      : options.length === 0
        ? t('search.none')
        : typedEnough
          ? t('search.count', { count: options.length })
          : t('search.suggested', { count: options.length });
  }

  return {
    text,
    open,
    setOpen,
    active,
    setActive,
    searching,
    options,
    showPopup,
    waiting,
    searchFailed,
    status,
    choose,
    onInput,
    onKeyDown,
  };
}
