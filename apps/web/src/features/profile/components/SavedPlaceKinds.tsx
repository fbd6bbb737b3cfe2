import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_PLACE_KINDS, type SavedPlaceKind } from '@fairfare/contracts/savedPlaces';
import { FieldErrorText } from '../../../shared/ui/form/FieldErrorText';

interface SavedPlaceKindsProps {
  formId: string;
  kind: SavedPlaceKind;
  onKind: (kind: SavedPlaceKind) => void;
  /** The checked radio (the form focuses it when the kind is refused). */
  checkedRef: Ref<HTMLInputElement>;
  /** The saved place this one replaces (a second Home or Work), said under the choices. */
  replaced: { kind: SavedPlaceKind; address: string } | undefined;
  error: string | undefined;
}

/** A saved place's kind: Home, Work or a favourite with its own name. */
export function SavedPlaceKinds(props: SavedPlaceKindsProps) {
  const { formId, kind, onKind, checkedRef, replaced, error } = props;
  const { t } = useTranslation('profile');
  const kindErrorId = `${formId}-kind-error`;
  const replacesId = `${formId}-replaces`;
  return (
    <fieldset
      className="saved-place-form__kinds"
      aria-describedby={
        [error ? kindErrorId : '', replaced ? replacesId : ''].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend>{t('savedPlaces.kindLegend')}</legend>
      <div className="saved-place-form__choices">
        {SAVED_PLACE_KINDS.map((option) => (
          <label key={option} className="saved-place-form__choice">
            <input
              ref={option === kind ? checkedRef : undefined}
              type="radio"
              name={`${formId}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => onKind(option)}
            />
            {t(`savedPlaces.kinds.${option}`)}
          </label>
        ))}
      </div>
      {replaced ? (
        <p className="form-field__hint" id={replacesId}>
          {t('savedPlaces.replaces', {
            label: t(`savedPlaces.kinds.${replaced.kind}`),
            address: replaced.address,
          })}
        </p>
      ) : null}
      <FieldErrorText id={`${formId}-kind`} error={error} />
    </fieldset>
  );
}
