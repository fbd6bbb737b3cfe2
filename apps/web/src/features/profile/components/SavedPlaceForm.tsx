import { useTranslation } from 'react-i18next';
import type { SavedPlace } from '@fairfare/contracts/savedPlaces';
import { PlaceSearchField } from '../../../domain/places/PlaceSearchField';
import { usePlaceSuggestions } from '../../../domain/places/suggestions';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { useSavedPlaceForm } from '../hooks/useSavedPlaceForm';
import { SavedPlaceKinds } from './SavedPlaceKinds';

const FORM_ID = 'saved-place-form';
const PLACE_ID = `${FORM_ID}-place`;
const NAME_ID = `${FORM_ID}-name`;

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
  const recent = usePlaceSuggestions(true, { recentOnly: true });
  const form = useSavedPlaceForm({ editing, places, onSaved });
  const { save, servedCities, cityId, replaced, kind, name, place, errors, alert, refs } = form;
  const { titleRef, kindRef, nameRef, placeRef } = refs;

  const saving = save.isPending;
  const titleId = `${FORM_ID}-title`;
  return (
    <form
      className="saved-place-form"
      aria-labelledby={titleId}
      aria-busy={saving}
      noValidate
      onSubmit={form.onSubmit}
    >
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {editing ? t('savedPlaces.editTitle', { label: labelOf(editing) }) : t('savedPlaces.add')}
      </h3>
      <FormAlert>{alert}</FormAlert>
      <SavedPlaceKinds
        formId={FORM_ID}
        kind={kind}
        onKind={form.setKind}
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
          onChange={(event) => form.setName(event.target.value)}
          error={errors.name}
        />
      ) : null}
      {servedCities.length > 1 ? (
        <SelectField
          id={`${FORM_ID}-city`}
          label={t('savedPlaces.city')}
          value={cityId}
          onChange={(event) => form.setChosenCityId(Number(event.target.value))}
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
          form.setPlace(next);
          if (next) form.setErrors((current) => ({ ...current, place: undefined }));
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
