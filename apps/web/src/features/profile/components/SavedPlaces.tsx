import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES_MAX, type SavedPlace } from '@fairfare/contracts/savedPlaces';
import { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { useDeleteSavedPlace, useSavedPlaces } from '../../../domain/places/saved-places';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { SavedPlaceForm } from './SavedPlaceForm';

type Editing = { mode: 'add' } | { mode: 'edit'; place: SavedPlace };

const labelIdOf = (place: SavedPlace) => `saved-place-${place.saved_place_id}-label`;

/**
 * My Account's saved places (issue 14): Home, Work and up to 10 named favourites, which the
 * booking form offers first in the pickup and the drop. Each can be changed or removed; 'Add a
 * place' opens the form below the list. The focus goes back to the button that opened the form
 * when it closes, and to the section's heading when a place is removed.
 */
export function SavedPlaces() {
  const { t } = useTranslation(['profile', 'places', 'messages']);
  const list = useSavedPlaces();
  const remove = useDeleteSavedPlace();
  const [editing, setEditing] = useState<Editing | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const labelOf = (place: SavedPlace) =>
    place.kind === 'favourite' ? place.name : t(`saved.${place.kind}`, { ns: 'places' });

  const open = (next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };

  const close = () => {
    setEditing(null);
    const back = opener.current;
    // after the form has gone (its fields had the focus)
    queueMicrotask(() => (back?.isConnected ? back : headingRef.current)?.focus());
  };

  const onRemove = (place: SavedPlace) => {
    remove.mutate(place.saved_place_id, {
      onSuccess: () => {
        toast.success(t('savedPlaces.removed', { ns: 'messages' }));
        if (editing?.mode === 'edit' && editing.place.saved_place_id === place.saved_place_id) {
          setEditing(null);
        }
        headingRef.current?.focus();
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError
            ? translateApiMessage(error.code, error.message, error.params)
            : t('error.internal', { ns: 'messages' }),
        );
      },
    });
  };

  const places = list.data?.places ?? [];
  const favourites = places.filter((p) => p.kind === 'favourite').length;
  return (
    <section className="panel profile-card saved-places" aria-labelledby="saved-places-title">
      <div className="saved-places__header">
        <h2 id="saved-places-title" ref={headingRef} tabIndex={-1}>
          {t('savedPlaces.title')}
        </h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => open({ mode: 'add' })}
          disabled={!list.isSuccess}
        >
          {t('savedPlaces.add')}
        </button>
      </div>
      <p className="saved-places__lead">{t('savedPlaces.lead')}</p>

      {list.isPending ? (
        <Spinner inline label={t('savedPlaces.loading')} />
      ) : list.isError ? (
        <LoadError message={t('savedPlaces.loadError')} onRetry={() => void list.refetch()} />
      ) : places.length === 0 ? (
        <p className="saved-places__empty">{t('savedPlaces.empty')}</p>
      ) : (
        <>
          <ul className="saved-places__list" aria-labelledby="saved-places-title">
            {places.map((place) => (
              <li key={place.saved_place_id} className="saved-place" data-kind={place.kind}>
                <p className="saved-place__text" id={labelIdOf(place)}>
                  <span className="saved-place__label">{labelOf(place)}</span>
                  <span className="visually-hidden">: </span>
                  <span className="saved-place__address">{place.address}</span>
                </p>
                <div className="saved-place__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-describedby={labelIdOf(place)}
                    onClick={() => open({ mode: 'edit', place })}
                  >
                    {t('savedPlaces.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary saved-place__remove"
                    aria-describedby={labelIdOf(place)}
                    aria-disabled={
                      (remove.isPending && remove.variables === place.saved_place_id) || undefined
                    }
                    onClick={() => {
                      if (!remove.isPending) onRemove(place);
                    }}
                  >
                    {t('savedPlaces.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <p className="form-field__hint">
            {t('savedPlaces.favouritesCount', { count: favourites, max: FAVOURITES_MAX })}
          </p>
        </>
      )}

      {editing && list.isSuccess ? (
        <SavedPlaceForm
          key={editing.mode === 'edit' ? editing.place.saved_place_id : 'new'}
          editing={editing.mode === 'edit' ? editing.place : undefined}
          places={places}
          labelOf={labelOf}
          onSaved={close}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}
