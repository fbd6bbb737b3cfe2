import type { ReactNode } from 'react';
import './PlaceSearchField.css';

interface PlaceFieldFrameProps {
  id: string;
  label: string;
  /** The input, and its list of places when it has one. */
  box: ReactNode;
  /** Controls beside the input (e.g. "Use my location"). */
  controls?: ReactNode;
  /** What comes under the row: the live status, a note, the error. */
  children?: ReactNode;
}

/**
 * A place field's frame: its label, the row of the input's box and the controls beside it, and
 * what comes under. Shared by PlaceSearchField and the early field the page's first paint shows
 * in its place (EarlyPlaceField), so that the two look the same and nothing moves between them.
 */
export function PlaceFieldFrame({ id, label, box, controls, children }: PlaceFieldFrameProps) {
  return (
    <div className="form-field place-field">
      <label htmlFor={id}>{label}</label>
      <div className="place-field__row">
        <div className="place-field__box">{box}</div>
        {controls}
      </div>
      {children}
    </div>
  );
}
