import { useTranslation } from 'react-i18next';
import type { LatLng } from '@fairfare/contracts/fare';
import type { NearbyDriverItem } from '@fairfare/contracts/nearby-drivers';
import { LazyBookingMap } from '../map/LazyBookingMap';
import './MapPicker.css';
import './segmented.css';

export type MapTarget = 'pickup' | 'drop';

interface MapPickerProps {
  center: LatLng;
  pickup: LatLng | null;
  drop: LatLng | null;
  /** Which place a click on the map sets. */
  active: MapTarget;
  onActiveChange: (target: MapTarget) => void;
  onPick: (which: MapTarget, point: LatLng) => void;
  /** The city's service area, drawn on the map. */
  geofenceJson: string | null;
  /** Online cars near the pickup (or the city's centre); undefined while unknown or not asked. */
  cars?: readonly NearbyDriverItem[];
}

/** "3 cars nearby; the nearest is 2 min away." in text, for everyone (the map is an extra). */
function NearbyCarsLine({ cars }: { cars: readonly NearbyDriverItem[] }) {
  const { t } = useTranslation('booking');
  const nearest = cars.reduce((min, car) => Math.min(min, car.eta_min), Infinity);
  return (
    <p className="map-card__cars">
      {cars.length === 0 ? t('map.noCars') : t('map.cars', { count: cars.length, eta: nearest })}
    </p>
  );
}

/**
 * The map beside the form: a click (or dragging a marker) sets the pickup or the drop; the
 * switch above it says which one a click sets. The screen works without it (search boxes).
 */
export function MapPicker(props: MapPickerProps) {
  const { active, onActiveChange } = props;
  const { t } = useTranslation(['booking', 'places']);
  return (
    <section className="panel booking-card map-card" aria-labelledby="booking-map-title">
      <div className="map-card__head">
        <h2 className="booking-card__title" id="booking-map-title">
          {t('map.title')}
        </h2>
        <fieldset className="segmented segmented--small">
          <legend className="visually-hidden">{t('map.target')}</legend>
          {(['pickup', 'drop'] as const).map((target) => (
            <span key={target} className="segmented__item">
              <input
                type="radio"
                id={`booking-map-${target}`}
                name="booking-map-target"
                checked={active === target}
                onChange={() => onActiveChange(target)}
              />
              <label htmlFor={`booking-map-${target}`}>
                {t(`map.${target}`, { ns: 'places' })}
              </label>
            </span>
          ))}
        </fieldset>
      </div>
      <div className="map-card__frame">
        <LazyBookingMap
          center={props.center}
          pickup={props.pickup}
          drop={props.drop}
          active={active}
          onPick={props.onPick}
          geofenceJson={props.geofenceJson}
          cars={props.cars}
        />
      </div>
      {props.cars ? <NearbyCarsLine cars={props.cars} /> : null}
      <p className="booking-card__hint">{t('map.hint', { ns: 'places' })}</p>
    </section>
  );
}
