import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import {
  saveSavedPlaceRequestSchema,
  type SavedPlace,
  type SavedPlaceKind,
  type SaveSavedPlaceRequest,
} from '@fairfare/contracts/savedPlaces';
import { ApiError } from '../../../shared/api/client';
import { findCityForPoint } from '../../../domain/cities/findCityForPoint';
import { useCities } from '../../../domain/cities/useCities';
import { config } from '../../../shared/config';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { PlaceSearchField } from '../../../domain/places/PlaceSearchField';
import { useSaveSavedPlace } from '../../../domain/places/saved-places';
import { usePlaceSuggestions } from '../../../domain/places/suggestions';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { toast } from '../../../shared/ui/toast';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SavedPlaceKinds } from './SavedPlaceKinds';

type Field = 'kind' | 'name' | 'place';
type Errors = Partial<Record<Field, string>>;

/** Which form field a request field's error belongs to. */
const FIELD_OF: Record<string, Field> = {
  kind: 'kind',
  name: 'name',
  address: 'place',
  lat: 'place',
  lng: 'place',
};

/** Server answers that belong under a field rather than in the form's alert. */
const SERVER_FIELD: Partial<Record<string, Field>> = {
  'savedPlaces.kindInvalid': 'kind',
  'savedPlaces.nameRequired': 'name',
  'savedPlaces.nameTooLong': 'name',
  'savedPlaces.nameTaken': 'name',
  'booking.locationInvalid': 'place',
};

const FORM_ID = 'saved-place-form';
const PLACE_ID = `${FORM_ID}-place`;
const NAME_ID = `${FORM_ID}-name`;

function requestOf(
  values: { kind: SavedPlaceKind; name: string; place: Place | null },
  editing: SavedPlace | undefined,
): SaveSavedPlaceRequest {
  return {
    ...(editing ? { saved_place_id: editing.saved_place_id } : {}),
    kind: values.kind,
    name: values.kind === 'favourite' ? values.name : '',
    // a missing place fails the contract's own place check ('Please choose a place…')
    ...(values.place ?? { address: '', lat: 0, lng: 0 }),
  };
}

export interface SavedPlaceFormProps {
  /** The place being changed; a new one is added when left out. */
  editing?: SavedPlace;
  /** All of the rider's places (to say what a new Home or Work replaces). */
  places: readonly SavedPlace[];
  /** The label of a place as the list shows it. */
  labelOf: (place: SavedPlace) => string;
  onSaved: (place: SavedPlace) => void;
  onCancel: () => void;
}

/**
 * Adds or changes one of the rider's saved places (issue 14): Home, Work or a named favourite,
 * chosen with the place search (the rider's recent places are offered first). Checked with the
 * service's own rules before it is sent; the service's refusals show under their field, or above
 * the form (e.g. the 11th favourite).
 */
export function SavedPlaceForm({
  editing,
  places,
  labelOf,
  onSaved,
  onCancel,
}: SavedPlaceFormProps) {
  const { t } = useTranslation(['profile', 'places', 'messages']);
  const save = useSaveSavedPlace();
  const { cities } = useCities();
  const recent = usePlaceSuggestions(true, { recentOnly: true });
  const [kind, setKind] = useState<SavedPlaceKind>(editing?.kind ?? 'favourite');
  const [name, setName] = useState(editing?.name ?? '');
  const [place, setPlace] = useState<Place | null>(
    editing ? { address: editing.address, lat: editing.lat, lng: editing.lng } : null,
  );
  const [chosenCityId, setChosenCityId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const kindRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const placeRef = useRef<HTMLInputElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  const servedCities = cities ?? [];
  const cityId =
    chosenCityId ??
    (editing ? findCityForPoint(servedCities, editing.lat, editing.lng)?.city_id : undefined) ??
    config.defaultCityId;
  const replaced =
    kind === 'favourite'
      ? undefined
      : places.find((p) => p.kind === kind && p.saved_place_id !== editing?.saved_place_id);

  const focusField = (field: Field) => {
    const target = { kind: kindRef, name: nameRef, place: placeRef }[field].current;
    target?.focus();
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (['kind', 'name', 'place'] as const).find((field) => next[field]);
    if (first) focusField(first);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const request = requestOf({ kind, name, place }, editing);
    const checked = saveSavedPlaceRequestSchema.safeParse(request);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !next[field]) next[field] = t(issue.message, { ns: 'messages' });
      }
      showErrors(next);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        toast.success(t('savedPlaces.saved', { ns: 'messages' }));
        onSaved(saved);
      },
      onError: (error) => {
        const text =
          error instanceof ApiError
            ? translateApiMessage(error.code, error.message, error.params)
            : t('error.internal', { ns: 'messages' });
        const field =
          error instanceof ApiError && error.code ? SERVER_FIELD[error.code] : undefined;
        if (field) showErrors({ [field]: text });
        else setAlert(text);
      },
    });
  };

  const saving = save.isPending;
  const titleId = `${FORM_ID}-title`;
  return (
    <form
      className="saved-place-form"
      aria-labelledby={titleId}
      aria-busy={saving}
      noValidate
      onSubmit={onSubmit}
    >
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {editing ? t('savedPlaces.editTitle', { label: labelOf(editing) }) : t('savedPlaces.add')}
      </h3>
      <FormAlert>{alert}</FormAlert>
      <SavedPlaceKinds
        formId={FORM_ID}
        kind={kind}
        onKind={setKind}
        checkedRef={kindRef}
        replaced={replaced}
        error={errors.kind}
      />
      {kind === 'favourite' ? (
        <TextField
          id={NAME_ID}
          ref={nameRef}
          label={t('savedPlaces.name')}
          hint={t('savedPlaces.nameHint')}
          type="text"
          autoComplete="off"
          aria-required="true"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
      ) : null}
      {servedCities.length > 1 ? (
        <SelectField
          id={`${FORM_ID}-city`}
          label={t('savedPlaces.city')}
          value={cityId}
          onChange={(event) => setChosenCityId(Number(event.target.value))}
        >
          {servedCities.map((c) => (
            <option key={c.city_id} value={c.city_id}>
              {c.city_name}, {c.city_state}
            </option>
          ))}
        </SelectField>
      ) : null}
      <PlaceSearchField
        id={PLACE_ID}
        label={t('savedPlaces.place')}
        placeholder={t('savedPlaces.placePlaceholder')}
        cityId={cityId}
        value={place}
        onChange={(next) => {
          setPlace(next);
          if (next) setErrors((current) => ({ ...current, place: undefined }));
        }}
        inputRef={placeRef}
        error={errors.place ?? null}
        suggestions={recent}
      />
      <div className="saved-place-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('savedPlaces.saving') : t('savedPlaces.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('savedPlaces.cancel')}
        </button>
      </div>
    </form>
  );
}
