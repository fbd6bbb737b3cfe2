import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import type { PlaceResult } from '@fairfare/contracts/places';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { forgetEarlyInput, readEarlyInput, type EarlyPlaceText } from './earlyPlaceInput';
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
  /** The input's id. */
  id: string;
  cityId: number;
  near?: LatLng | null | undefined;
  value: Place | null;
  onChange: (place: Place | null) => void;
  suggestions?: readonly PlaceSuggestion[] | undefined;
  /**
   * Takes over what the rider typed in the early input with the same id (EarlyPlaceField, shown
   * before the script, decision 068): its text, searched as typed, with the caret and the focus.
   */
  takeOver?: boolean | undefined;
}

/**
 * The state and keys of PlaceSearchField's combobox (WAI-ARIA combobox with a list box): the typed
 * text, the list (suggestions first, then the city's places after a pause), the active option, and
 * what the live region says. Typing again forgets the chosen place; a place chosen elsewhere (the
 * map, "Use my location", a reset) shows in the box.
 */
export function usePlaceCombobox({
  id,
  cityId,
  near,
  value,
  onChange,
  suggestions,
  takeOver,
}: PlaceComboboxProps) {
  const { t } = useTranslation('places');
  const [early] = useState(() => (takeOver ? readEarlyInput(id) : null));
  const [text, setText] = useState(early?.text ?? value?.address ?? '');
  const [open, setOpen] = useState(early?.focused ?? false);
  const [active, setActive] = useState(-1);
  useTakeOver(id, takeOver, early, setText, setOpen);

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

/**
 * When the field mounts in place of its early input: the keys typed there while the field
 * rendered (a render in a transition spans several tasks), then the focus and the caret, as the
 * rider left them; the early input is forgotten.
 */
function useTakeOver(
  id: string,
  takeOver: boolean | undefined,
  early: EarlyPlaceText | null,
  setText: (text: string) => void,
  setOpen: (open: boolean) => void,
) {
  useLayoutEffect(() => {
    if (!takeOver) return;
    const last = readEarlyInput(id);
    forgetEarlyInput(id);
    if (!last) return;
    if (last.text !== early?.text) setText(last.text);
    if (!last.focused) return;
    setOpen(true);
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(last.caret, last.caret);
    // mounted once per field: what was typed is read once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
