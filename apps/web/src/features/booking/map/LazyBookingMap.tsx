/**
 * `<LazyBookingMap {...BookingMapProps} />` — the booking map loaded on first use, so Leaflet and
 * its stylesheet are fetched only by the booking screen, and only once the map comes near the
 * viewport (on a phone it is below the form: its script and tiles stay out of the first load).
 * Same props as `BookingMap`.
 * While the script loads, a placeholder of the same size says "Loading the map…"; if it cannot
 * load (offline, blocked), a notice of the same size says the search boxes still work, and the
 * rest of the screen is unaffected.
 */
import { Component, lazy, Suspense, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../shared/hooks/useNearViewport';
import type { BookingMapProps } from './BookingMap';
import './bookingMap.css';

const BookingMap = lazy(() => import('./BookingMap').then((m) => ({ default: m.BookingMap })));

function MapPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('places');
  return (
    <div ref={ref} className="booking-map booking-map--placeholder" role="status">
      {t('map.loading')}
    </div>
  );
}

function MapUnavailable() {
  const { t } = useTranslation('places');
  return (
    <div className="booking-map booking-map--unavailable">
      <p>{t('map.unavailable')}</p>
    </div>
  );
}

/** Turns a failed map (its script did not load, or Leaflet threw) into a notice. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('the booking map failed', error);
  }

  override render() {
    return this.state.failed ? <MapUnavailable /> : this.props.children;
  }
}

export function LazyBookingMap(props: BookingMapProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (!near) return <MapPlaceholder ref={placeholder} />;
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapPlaceholder />}>
        <BookingMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
