import type { LatLngTuple } from '../../shared/map/mapShapes';
import { useTranslation } from 'react-i18next';

interface GeofenceToolsProps {
  /** The corners drawn so far; null while not drawing. */
  corners: LatLngTuple[] | null;
  setCorners: (corners: LatLngTuple[] | null) => void;
  takeDrawn: () => void;
  /** Whether the corners of the shown area are being moved. */
  editing: boolean;
  /** There is an area to move the corners of. */
  canEdit: boolean;
  setEditing: (editing: boolean) => void;
}

/** Under the map: draw a new area corner by corner, or move the corners of the one shown. */
export function GeofenceTools(props: GeofenceToolsProps) {
  const { t } = useTranslation('ops');
  const { corners, setCorners, takeDrawn, editing, canEdit, setEditing } = props;
  if (editing)
    return (
      <div className="ops-draw">
        <p role="status">{t('rules.dragHint')}</p>
        <button type="button" className="button button--primary" onClick={() => setEditing(false)}>
          {t('rules.doneMoving')}
        </button>
      </div>
    );
  if (corners)
    return (
      <div className="ops-draw">
        <p role="status">{t('rules.drawHint', { n: corners.length })}</p>
        <div className="ops-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={corners.length < 3}
            onClick={takeDrawn}
          >
            {t('rules.useDrawn')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={corners.length === 0}
            onClick={() => setCorners(corners.slice(0, -1))}
          >
            {t('rules.removeLast')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setCorners(null)}
          >
            {t('rules.stopDrawing')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="ops-actions">
      {canEdit ? (
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          {t('rules.moveCorners')}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => setCorners([])}>
        {t('rules.draw')}
      </button>
    </div>
  );
}
