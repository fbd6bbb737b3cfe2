import {
  cancelledOf,
  percentOf,
  type CityReport,
  type ReportDay,
} from '@fairfare/contracts/reports';

/** A day's rates as whole percents of the rides that ended that day. */
export function ratesOf(day: ReportDay) {
  return {
    completion: percentOf(day.completed, day.rides),
    cancellation: percentOf(cancelledOf(day), day.rides),
  };
}

const cents = (amount: number) => Math.round(amount * 100);

/** The range's totals: counts added, amounts added in cents (no float drift), rates of the sums. */
export function totalsOf(city: CityReport) {
  const sum = (pick: (day: ReportDay) => number) =>
    city.days.reduce((total, day) => total + pick(day), 0);
  const money = (pick: (day: ReportDay) => number) => sum((day) => cents(pick(day))) / 100;
  const rides = sum((d) => d.rides);
  return {
    rides,
    completed: sum((d) => d.completed),
    cancelled: sum(cancelledOf),
    completion: percentOf(
      sum((d) => d.completed),
      rides,
    ),
    cancellation: percentOf(sum(cancelledOf), rides),
    fares: money((d) => d.fares),
    commission: money((d) => d.commission),
    refunds: money((d) => d.refunds),
  };
}

/** A day as a short axis label ("Sat 21"), read in UTC: the day is the city's calendar date. */
export function shortDay(day: string, locale = 'en'): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return `${weekday} ${Number(day.slice(8, 10))}`;
}

/** The columns of the CSV, in order: what the table and the charts show, one row per day. */
const CSV_COLUMNS: ReadonlyArray<[header: string, value: (day: ReportDay) => number | string]> = [
  ['Day', (d) => d.day],
  ['Rides', (d) => d.rides],
  ['Completed', (d) => d.completed],
  ['Cancelled by rider', (d) => d.cancelled_by_rider],
  ['Cancelled by driver', (d) => d.cancelled_by_driver],
  ['Cancelled by staff', (d) => d.cancelled_by_staff],
  ['Expired', (d) => d.expired],
  ['Completion rate %', (d) => ratesOf(d).completion],
  ['Cancellation rate %', (d) => ratesOf(d).cancellation],
  ['Fares', (d) => d.fares.toFixed(2)],
  ['Commission', (d) => d.commission.toFixed(2)],
  ['Refunds', (d) => d.refunds.toFixed(2)],
  ['Cash', (d) => d.cash.toFixed(2)],
  ['Card', (d) => d.card.toFixed(2)],
  ['Wallet', (d) => d.wallet.toFixed(2)],
];

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: number | string): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The city's report as CSV: a city and currency column, then the day's figures. */
export function reportCsv(city: CityReport): string {
  const header = ['City', 'Currency', ...CSV_COLUMNS.map(([h]) => h)];
  const rows = city.days.map((day) => [
    city.city_name,
    city.currency,
    ...CSV_COLUMNS.map(([, value]) => value(day)),
  ]);
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
