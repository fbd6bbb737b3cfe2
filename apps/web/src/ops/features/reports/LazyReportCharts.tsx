import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { CityReport } from '@fairfare/contracts/reports';
import { useTranslation } from 'react-i18next';

/** Chart.js is fetched by the reports screen only, in its own chunk. */
const ReportCharts = lazy(() =>
  import('./ReportCharts').then((m) => ({ default: m.ReportCharts })),
);

/** Said in place of charts that failed. */
function ChartsFailed() {
  const { t } = useTranslation('ops');
  return <p className="ops-hint">{t('reports.chartsFailed')}</p>;
}

/** The placeholder of charts still loading. */
function ChartsLoading() {
  const { t } = useTranslation('ops');
  return <p role="status">{t('reports.chartsLoading')}</p>;
}

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
    return this.state.failed ? <ChartsFailed /> : this.props.children;
  }
}

export function LazyReportCharts({ city }: { city: CityReport }) {
  return (
    <ChartsErrorBoundary>
      <Suspense fallback={<ChartsLoading />}>
        <ReportCharts city={city} />
      </Suspense>
    </ChartsErrorBoundary>
  );
}
