import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import type { PlaceResult } from '@fairfare/contracts/places';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { FieldErrorText } from '../../shared/ui/form/FieldErrorText';
import { PLACE_QUERY_MIN, usePlaceSearch } from './search-places';
import { matchingSuggestions, type PlaceSuggestion } from './suggestions';
import { listIdOf, optionIdOf, PlaceOptionList, type Option } from './PlaceOptionList';
import './PlaceSearchField.css';

/** How long the rider may pause typing before the places are asked for. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

interface PlaceSearchFieldProps {
  /** The input's id (the label, the error summary and the map point at it). */
  id: string;
  label: string;
  /** The served city whose places are searched. */
  cityId: number;
  /**
   * Where the rider is (their pickup, their position, the map's middle): results nearest to it
   * come first; the city's middle when absent.
   */
  near?: LatLng | null;
  value: Place | null;
  onChange: (place: Place | null) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** The translated error (the form's or the place's), shown under the field. */
  error?: string | null;
  /** Controls after the input (e.g. "Use my location"). */
  children?: ReactNode;
  /** Text under the field that is not an error (e.g. the location's failure). */
  note?: ReactNode;
  /**
   * Places offered before the search results (the rider's saved places, then recent ones): all of
   * them when the box is focused and empty, else those matching the typed text.
   */
  suggestions?: readonly PlaceSuggestion[];
}

/** The place chosen from a search result: its name is what the trip shows (trip_from_loc). */
export function placeOf(result: PlaceResult): Place {
  return { lat: result.lat, lng: result.lng, address: result.place_name };
}

/**
 * A place search box (WAI-ARIA combobox with a list box): the rider types, the city's places that
 * match appear after a short pause, arrows move through them, Enter or a click picks one, Escape
 * closes the list (a second Escape clears the text). Typing again forgets the chosen place.
 * `suggestions` come first in the list, and alone when the box is focused and empty.
 */
export function PlaceSearchField(props: PlaceSearchFieldProps) {
  const { id, label, cityId, value, onChange, error, children, note, inputRef } = props;
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
  const search = usePlaceSearch(open ? query : '', cityId, props.near);
  const results = open && query.length >= PLACE_QUERY_MIN ? (search.data ?? []) : [];
  const typedEnough = text.trim().length >= PLACE_QUERY_MIN;
  const waiting = typedEnough && (query !== text.trim() || search.isFetching);
  const offered = searching ? matchingSuggestions(props.suggestions ?? [], text) : [];
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

  const errorId = `${id}-error`;
  const noteId = `${id}-note`;

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

  const describedBy = [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field place-field">
      <label htmlFor={id}>{label}</label>
      <div className="place-field__row">
        <div className="place-field__box">
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={showPopup}
            aria-controls={listIdOf(id)}
            aria-activedescendant={showPopup && active >= 0 ? optionIdOf(id, active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            placeholder={props.placeholder}
            value={text}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (searching && (props.suggestions?.length ?? 0) > 0) setOpen(true);
              props.onFocus?.();
            }}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              props.onBlur?.();
            }}
          />
          <PlaceOptionList
            id={id}
            hidden={!showPopup}
            options={options}
            active={active}
            message={
              waiting
                ? t('search.searching')
                : status && (options.length === 0 || searchFailed)
                  ? status
                  : null
            }
            onChoose={(option) => choose(option.place)}
            onHover={setActive}
          />
        </div>
        {children}
      </div>
      <span className="visually-hidden" role="status">
        {status}
      </span>
      {note ? (
        <p className="form-field__hint" id={noteId}>
          {note}
        </p>
      ) : null}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
