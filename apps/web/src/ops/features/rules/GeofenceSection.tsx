import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CityRules } from '@fairfare/contracts/money-rules';
import { errorText } from '../../../shared/api/errorText';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { TextAreaField } from '../../../shared/ui/form/TextField';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { LazyOpsMap } from '../../shared/map/LazyOpsMap';
import { geofencePositions, type LatLngTuple } from '../../shared/map/mapShapes';
import { useSaveGeofence } from './api';
import { GeofencePlaces } from './GeofencePlaces';
import { GeofenceTools } from './GeofenceTools';
import { formatGeofence, polygonOfCorners, readGeofenceText, singleFeature } from './geofenceText';
import { useTranslation } from 'react-i18next';

/** Files larger than this are not read (a city's outline is a few kilobytes). */
const MAX_FILE_BYTES = 1_000_000;

/**
 * The city's geofence on a map and as GeoJSON in the box below it, changed in place: its corners
 * dragged on the map (Leaflet-Geoman), its text corrected, or replaced by pasted or uploaded
 * GeoJSON (a Polygon, MultiPolygon or a Feature of one) or an area drawn corner by corner. The
 * map and the list of the city's places inside follow the box as it changes; saving gives the
 * geofence a new version, so every rider's city cache replaces it (docs/product/states.md).
 */
export function GeofenceSection({ rules }: { rules: CityRules }) {
  const { t } = useTranslation('ops');
  const save = useSaveGeofence();
  const fileId = useId();
  // The box shows the stored area, so it can be corrected in place (and keyboard users can).
  const [baseline, setBaseline] = useState(() => formatGeofence(rules.geofence));
  const [text, setText] = useState(baseline);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const feedback = useOpsFeedback();
  /** The corners drawn so far; null while not drawing. */
  const [corners, setCorners] = useState<LatLngTuple[] | null>(null);
  /** The area as it was when its corners began to move; null while not moving them. */
  const [editStart, setEditStart] = useState<unknown>(null);
  const pasted = readGeofenceText(text);
  const shown = pasted.ok ? singleFeature(pasted.geofence) : rules.geofence;
  const changed = text.trim() !== baseline.trim();
  const takeEdited = (geometry: unknown) => {
    setText(JSON.stringify(geometry, null, 1));
    setFieldError(null);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFieldError(t('rules.fileTooLarge'));
      return;
    }
    file.text().then(
      (content) => {
        setText(content);
        setFieldError(null);
      },
      () => setFieldError(t('rules.fileUnreadable')),
    );
  };
  const takeDrawn = () => {
    if (!corners) return;
    setText(JSON.stringify(polygonOfCorners(corners), null, 1));
    setFieldError(null);
    setCorners(null);
    setEditStart(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.start();
    if (!pasted.ok) return setFieldError(t(pasted.error));
    setFieldError(null);
    save.mutate(
      { city_id: rules.city_id, geofence: singleFeature(pasted.geofence) },
      {
        onSuccess: (saved) => {
          setEditStart(null);
          setBaseline(text);
          feedback.tell(t('rules.geofenceSaved', { version: saved.geofence_version }));
        },
        onError: (error) => feedback.refuse(errorText(error)),
      },
    );
  };

  return (
    <section aria-labelledby="geofence-title">
      <h2 id="geofence-title">{t('rules.geofence')}</h2>
      <p className="ops-hint">
        {t('rules.version', { version: rules.geofence_version })}
        {rules.geofence ? '' : ` · ${t('rules.noGeofence')}`}
      </p>
      <LazyOpsMap
        label={t(changed ? 'rules.newGeofenceOf' : 'rules.geofenceOf', { city: rules.city_name })}
        center={{ lat: rules.city_lat, lng: rules.city_lng }}
        geofence={editStart ?? shown}
        {...(corners
          ? { drawing: { points: corners, onAdd: (p: LatLngTuple) => setCorners([...corners, p]) } }
          : {})}
        {...(editStart ? { editing: { onChange: takeEdited } } : {})}
      />
      <GeofenceTools
        corners={corners}
        setCorners={setCorners}
        takeDrawn={takeDrawn}
        editing={editStart !== null}
        canEdit={geofencePositions(shown).length > 0}
        setEditing={(on) => setEditStart(on ? shown : null)}
      />
      <GeofencePlaces geofence={shown} rules={rules} />
      <form
        className="ops-form"
        aria-label={t('rules.replaceGeofence')}
        aria-busy={save.isPending}
        noValidate
        onSubmit={onSubmit}
      >
        <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
        <div className="form-field">
          <label htmlFor={fileId}>{t('rules.uploadGeojson')}</label>
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
          hint={t('rules.geojsonHint')}
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
            {t('rules.saveGeofence')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
