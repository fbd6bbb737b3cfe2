import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CityRules } from '@fairfare/contracts/money-rules';
import { errorText } from '../../../shared/api/errorText';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { TextAreaField } from '../../../shared/ui/form/TextField';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { LazyOpsMap } from '../../shared/map/LazyOpsMap';
import type { LatLngTuple } from '../../shared/map/mapShapes';
import { useSaveGeofence } from './api';
import { polygonOfCorners, readGeofenceText, singleFeature } from './geofenceText';

/** Files larger than this are not read (a city's outline is a few kilobytes). */
const MAX_FILE_BYTES = 1_000_000;

/**
 * The city's geofence on a map, replaced by pasted or uploaded GeoJSON (a Polygon, MultiPolygon
 * or a Feature of one) or by an area drawn on the map, corner by corner, which becomes that
 * GeoJSON (so it can be checked and corrected as text, and keyboard users paste). The map shows
 * the new shape as it is pasted; saving gives the geofence a new version, so every rider's city
 * cache replaces it (docs/product/states.md).
 */
export function GeofenceSection({ rules }: { rules: CityRules }) {
  const save = useSaveGeofence();
  const fileId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const feedback = useOpsFeedback();
  /** The corners drawn so far; null while not drawing. */
  const [corners, setCorners] = useState<LatLngTuple[] | null>(null);
  const pasted = readGeofenceText(text);
  const shown = pasted.ok ? singleFeature(pasted.geofence) : rules.geofence;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFieldError('The file is larger than 1 MB; a city outline is much smaller.');
      return;
    }
    file.text().then(
      (content) => {
        setText(content);
        setFieldError(null);
      },
      () => setFieldError('The file could not be read.'),
    );
  };
  const takeDrawn = () => {
    if (!corners) return;
    setText(JSON.stringify(polygonOfCorners(corners), null, 1));
    setFieldError(null);
    setCorners(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.start();
    if (!pasted.ok) return setFieldError(pasted.error);
    setFieldError(null);
    save.mutate(
      { city_id: rules.city_id, geofence: singleFeature(pasted.geofence) },
      {
        onSuccess: (saved) => {
          setText('');
          feedback.tell(`Geofence saved (version ${saved.geofence_version}).`);
        },
        onError: (error) => feedback.refuse(errorText(error)),
      },
    );
  };

  return (
    <section aria-labelledby="geofence-title">
      <h2 id="geofence-title">Geofence</h2>
      <p className="ops-hint">
        Version {rules.geofence_version}
        {rules.geofence ? '' : ' · no geofence yet'}
      </p>
      <LazyOpsMap
        label={pasted.ok ? `New geofence of ${rules.city_name}` : `Geofence of ${rules.city_name}`}
        center={{ lat: rules.city_lat, lng: rules.city_lng }}
        geofence={shown}
        {...(corners
          ? { drawing: { points: corners, onAdd: (p: LatLngTuple) => setCorners([...corners, p]) } }
          : {})}
      />
      {corners ? (
        <div className="ops-draw">
          <p role="status">
            Click the map at each corner of the area, in order: {corners.length}{' '}
            {corners.length === 1 ? 'corner' : 'corners'} so far.
          </p>
          <div className="ops-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={corners.length < 3}
              onClick={takeDrawn}
            >
              Use the drawn area
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={corners.length === 0}
              onClick={() => setCorners(corners.slice(0, -1))}
            >
              Remove the last corner
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setCorners(null)}
            >
              Stop drawing
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setCorners([])}>
          Draw on the map
        </button>
      )}
      <form
        className="ops-form"
        aria-label="Replace the geofence"
        aria-busy={save.isPending}
        noValidate
        onSubmit={onSubmit}
      >
        <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
        <div className="form-field">
          <label htmlFor={fileId}>Upload a GeoJSON file</label>
          <input
            id={fileId}
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            onChange={onFile}
          />
        </div>
        <TextAreaField
          id="geofence-json"
          label="GeoJSON"
          hint="A Polygon, a MultiPolygon, or a Feature of one; the map above shows it."
          rows={8}
          spellCheck={false}
          value={text}
          error={fieldError}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(null);
          }}
        />
        <div className="ops-actions">
          <SubmitButton className="button button--primary" sending={save.isPending}>
            Save geofence
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
