import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import { FieldErrorText } from '../../shared/ui/form/FieldErrorText';
import type { PlaceSuggestion } from './suggestions';
import { listIdOf, optionIdOf, PlaceOptionList } from './PlaceOptionList';
import { usePlaceCombobox } from './usePlaceCombobox';
import { PlaceFieldFrame } from './PlaceFieldFrame';

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
  /** Takes over what was typed in the early input with the same id (EarlyPlaceField, decision 068). */
  takeOver?: boolean;
}

/**
 * A place search box (WAI-ARIA combobox with a list box): the rider types, the city's places that
 * match appear after a short pause, arrows move through them, Enter or a click picks one, Escape
 * closes the list (a second Escape clears the text). Typing again forgets the chosen place.
 * `suggestions` come first in the list, and alone when the box is focused and empty.
 */
export function PlaceSearchField(props: PlaceSearchFieldProps) {
  const { id, label, error, children, note, inputRef } = props;
  const { t } = useTranslation('places');
  const {
    text,
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
  } = usePlaceCombobox(props);

  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ');
  return (
    <PlaceFieldFrame
      id={id}
      label={label}
      controls={children}
      box={
        <>
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
              // open even with nothing to offer yet: the rider's saved places, when they come
              // while the rider is in the box, then show at once (the list shows only with options)
              if (searching) setOpen(true);
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
        </>
      }
    >
      <span className="visually-hidden" role="status">
        {status}
      </span>
      {note ? (
        <p className="form-field__hint" id={noteId}>
          {note}
        </p>
      ) : null}
      <FieldErrorText id={id} error={error} />
    </PlaceFieldFrame>
  );
}
