import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { CityReport } from '@fairfare/contracts/reports';

/** Chart.js is fetched by the reports screen only, in its own chunk. */
const ReportCharts = lazy(() =>
  import('./ReportCharts').then((m) => ({ default: m.ReportCharts })),
);

/** Charts that could not load leave the table, which says everything they show. */
class ChartsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('the report charts failed', error);
  }

  override render() {
    return this.state.failed ? (
      <p className="ops-hint">The charts could not load; the table below has every figure.</p>
    ) : (
      this.props.children
    );
  }
}

export function LazyReportCharts({ city }: { city: CityReport }) {
  return (
    <ChartsErrorBoundary>
      <Suspense fallback={<p role="status">Loading the charts…</p>}>
        <ReportCharts city={city} />
      </Suspense>
    </ChartsErrorBoundary>
  );
}
