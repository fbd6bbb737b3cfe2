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
import { useSaveSavedPlace } from '../../../domain/places/saved-places';
import { toast } from '../../../shared/ui/toast';

export type Field = 'kind' | 'name' | 'place';
export type Errors = Partial<Record<Field, string>>;

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

interface SavedPlaceFormOptions {
  /** The place being changed; a new one is added when left out. */
  editing: SavedPlace | undefined;
  /** All of the rider's places (to say what a new Home or Work replaces). */
  places: readonly SavedPlace[];
  onSaved: (place: SavedPlace) => void;
}

/**
 * The state of SavedPlaceForm: its fields, the city searched, the place a new Home or Work
 * replaces, the errors under each field or above the form, and the submit, checked with the
 * service's own rules first (the first field in error takes the focus).
 */
export function useSavedPlaceForm({ editing, places, onSaved }: SavedPlaceFormOptions) {
  const { t } = useTranslation(['profile', 'places', 'messages']);
  const save = useSaveSavedPlace();
  const { cities } = useCities();
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

  return {
    save,
    servedCities,
    cityId,
    setChosenCityId,
    replaced,
    kind,
    setKind,
    name,
    setName,
    place,
    setPlace,
    errors,
    setErrors,
    alert,
    refs: { titleRef, kindRef, nameRef, placeRef },
    onSubmit,
  };
}
