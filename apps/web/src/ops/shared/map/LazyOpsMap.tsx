import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { OpsMapProps } from './OpsMap';
import './opsMap.css';

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
    return this.state.failed ? (
      <div className="ops-map ops-map--placeholder">
        <p>The map could not load; everything it shows is listed on this screen.</p>
      </div>
    ) : (
      this.props.children
    );
  }
}

/**
 * `<LazyOpsMap {...OpsMapProps} />`: the back office's map, with Leaflet and its stylesheet loaded
 * on first use (its own script chunk), a placeholder of the same size meanwhile.
 */
export function LazyOpsMap(props: OpsMapProps) {
  return (
    <MapErrorBoundary>
      <Suspense
        fallback={
          <div className="ops-map ops-map--placeholder" role="status">
            Loading the map…
          </div>
        }
      >
        <OpsMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
