/**
 * The report's charts (Chart.js, only the bar and line pieces registered): loaded through
 * `LazyReportCharts`, so only the reports screen fetches the library. Each chart is a picture of
 * the table below it (role img with a name); the table is what screen readers and the CSV read.
 * Canvases need no style attribute (the CSP has style-src 'self'); colours come from the tokens.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityReport } from '@fairfare/contracts/reports';
import { opsLocale } from '../../shared/opsLocale';
import { ratesOf, shortDay } from './reportFigures';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function ChartCanvas({ label, config }: { label: string; config: ChartConfiguration }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <figure className="ops-chart">
      <figcaption>{label}</figcaption>
      <div className="ops-chart__box">
        <canvas ref={canvas} role="img" aria-label={`${label}: chart of the table below`} />
      </div>
    </figure>
  );
}

type Series = { label: string; data: number[]; color: string };

function barConfig(labels: string[], series: Series[], stacked: boolean): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.color })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: { x: { stacked }, y: { stacked, beginAtZero: true } },
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
    },
  };
}

/** Rides by how they ended, the rates, money, and how riders paid: per day of the city. */
function chartsOf(
  city: CityReport,
  t: TFunction,
): Array<{ label: string; config: ChartConfiguration }> {
  const labels = city.days.map((d) => shortDay(d.day, opsLocale()));
  const of = (pick: (d: CityReport['days'][number]) => number) => city.days.map(pick);
  const c = {
    brand: token('--color-brand', '#0a7d5a'),
    strong: token('--color-brand-strong', '#075c42'),
    accent: token('--color-accent', '#c2410c'),
    danger: token('--color-danger', '#b91c1c'),
    muted: token('--color-ink-muted', '#555'),
    ink: token('--color-ink', '#111'),
  };
  return [
    {
      label: t('reports.chartRides'),
      config: barConfig(
        labels,
        [
          { label: t('reports.completed'), data: of((d) => d.completed), color: c.brand },
          {
            label: t('reports.byRider'),
            data: of((d) => d.cancelled_by_rider),
            color: c.accent,
          },
          {
            label: t('reports.byDriver'),
            data: of((d) => d.cancelled_by_driver),
            color: c.danger,
          },
          {
            label: t('reports.byStaff'),
            data: of((d) => d.cancelled_by_staff),
            color: c.ink,
          },
          { label: t('reports.expired'), data: of((d) => d.expired), color: c.muted },
        ],
        true,
      ),
    },
    {
      label: t('reports.chartRates'),
      config: {
        type: 'line',
        data: {
          labels,
          datasets: [
            {
              label: t('reports.completedPct'),
              // a day with no ride has no rate: a gap, not a fall to 0 %
              data: city.days.map((d) => (d.rides === 0 ? null : ratesOf(d).completion)),
              borderColor: c.brand,
              backgroundColor: c.brand,
            },
            {
              label: t('reports.cancelledPct'),
              data: city.days.map((d) => (d.rides === 0 ? null : ratesOf(d).cancellation)),
              borderColor: c.accent,
              backgroundColor: c.accent,
              borderDash: [6, 4],
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { min: 0, max: 100 } },
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
        },
      },
    },
    {
      label: t('reports.chartMoney', { currency: city.currency }),
      config: barConfig(
        labels,
        [
          { label: t('reports.fares'), data: of((d) => d.fares), color: c.brand },
          { label: t('reports.commission'), data: of((d) => d.commission), color: c.strong },
          { label: t('reports.refunds'), data: of((d) => d.refunds), color: c.danger },
        ],
        false,
      ),
    },
    {
      label: t('reports.chartPay', { currency: city.currency }),
      config: barConfig(
        labels,
        [
          { label: t('reports.cash'), data: of((d) => d.cash), color: c.accent },
          { label: t('reports.card'), data: of((d) => d.card), color: c.brand },
          { label: t('reports.wallet'), data: of((d) => d.wallet), color: c.muted },
        ],
        true,
      ),
    },
  ];
}

/** Rides by how they ended, the rates, money, and how riders paid: per day of the city. */
export function ReportCharts({ city }: { city: CityReport }) {
  const { t } = useTranslation('ops');
  const charts = useMemo(() => chartsOf(city, t), [city, t]);
  return (
    <div className="ops-charts">
      {charts.map((chart) => (
        <ChartCanvas key={chart.label} label={chart.label} config={chart.config} />
      ))}
    </div>
  );
}
