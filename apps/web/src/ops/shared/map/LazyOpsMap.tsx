import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { OpsMapProps } from './OpsMap';
import './opsMap.css';
import { useTranslation } from 'react-i18next';

/** Said in place of a map that failed. */
function MapFailed() {
  const { t } = useTranslation('ops');
  return (
    <div className="ops-map ops-map--placeholder">
      <p>{t('common.mapFailed')}</p>
    </div>
  );
}

/** The placeholder of a map still loading. */
function MapLoading() {
  const { t } = useTranslation('ops');
  return (
    <div className="ops-map ops-map--placeholder" role="status">
      {t('common.mapLoading')}
    </div>
  );
}

const OpsMap = lazy(() => import('./OpsMap').then((m) => ({ default: m.OpsMap })));

/** Turns a map that failed (its script did not load, or Leaflet threw) into a notice. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('the back-office map failed', error);
  }

  override render() {
    return this.state.failed ? <MapFailed /> : this.props.children;
  }
}

/**
 * `<LazyOpsMap {...OpsMapProps} />`: the back office's map, with Leaflet and its stylesheet loaded
 * on first use (its own script chunk), a placeholder of the same size meanwhile.
 */
export function LazyOpsMap(props: OpsMapProps) {
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapLoading />}>
        <OpsMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
