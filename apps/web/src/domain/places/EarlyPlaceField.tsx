import type { ReactNode } from 'react';
import { earlyInputBlurred, earlyInputFocused, holdEarlyInput } from './earlyPlaceInput';
import { PlaceFieldFrame } from './PlaceFieldFrame';

interface EarlyPlaceFieldProps {
  /** The id of the place field that takes its place. */
  id: string;
  label: string;
  placeholder?: string;
  /** Controls after the input, as the place field has them (e.g. "Use my location"). */
  children?: ReactNode;
}

/**
 * A place field's look before its script is there (decision 068): a labelled text input, in the
 * page's first HTML, that the rider can type into at once. The PlaceSearchField with the same id
 * takes over its text, caret and focus when it mounts in its place.
 */
export function EarlyPlaceField({ id, label, placeholder, children }: EarlyPlaceFieldProps) {
  return (
    <PlaceFieldFrame
      id={id}
      label={label}
      controls={children}
      box={
        <input
          ref={holdEarlyInput}
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          onFocus={() => earlyInputFocused(id)}
          onBlur={(event) => earlyInputBlurred(event.currentTarget)}
        />
      }
    />
  );
}
