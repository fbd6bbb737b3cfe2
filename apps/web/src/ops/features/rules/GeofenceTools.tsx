import type { LatLngTuple } from '../../shared/map/mapShapes';

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
  const { corners, setCorners, takeDrawn, editing, canEdit, setEditing } = props;
  if (editing)
    return (
      <div className="ops-draw">
        <p role="status">
          Drag a corner of the area to move it; the GeoJSON below follows each move.
        </p>
        <button type="button" className="button button--primary" onClick={() => setEditing(false)}>
          Done moving corners
        </button>
      </div>
    );
  if (corners)
    return (
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
    );
  return (
    <div className="ops-actions">
      {canEdit ? (
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          Move the corners
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => setCorners([])}>
        Draw on the map
      </button>
    </div>
  );
}
