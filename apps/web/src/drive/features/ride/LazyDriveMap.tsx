import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveMapProps } from './DriveMap';
import './driveMap.css';

const DriveMap = lazy(() => import('./DriveMap').then((m) => ({ default: m.DriveMap })));

/** A map that failed (its script did not load, no tiles) leaves the words of the screen. */
class MapBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('the pickup map failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** `<DriveMap>` with Leaflet loaded on first use, a placeholder of the same size meanwhile. */
export function LazyDriveMap(props: DriveMapProps) {
  const { t } = useTranslation('drive');
  const placeholder = (text: string) => (
    <div className="drive-map drive-map--placeholder">
      <p>{text}</p>
    </div>
  );
  return (
    <MapBoundary fallback={placeholder(t('ride.mapFailed'))}>
      <Suspense fallback={placeholder(t('ride.mapLoading'))}>
        <DriveMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
