import { toAmount } from '@fairfare/contracts/fare';
import type { Report, ReportRequest } from '@fairfare/contracts/reports';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { requireCity, type CityScope } from '../city-rules/scope.ts';
import { reportsRepo } from './repo.ts';
import { fillDays, offsetMsOf, windowOfDays, type DayCounts } from './rules.ts';

const MONEY = ['fares', 'commission', 'refunds', 'cash', 'card', 'wallet'] as const;

/** Row values as numbers (PostgreSQL answers sums and bigints as text). */
function numbers(row: Record<string, number | string>): Record<string, number> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/**
 * The daily report of the caller's cities (or of one of them) over the days asked, each city on
 * its own calendar (its `tz_offset`). A city manager asking for another city gets 403; asking
 * for every city gets their own.
 */
export async function dailyReport(
  db: DbOrTrx,
  scope: CityScope,
  request: Required<Pick<ReportRequest, 'from' | 'to'>> & { city_id?: number | undefined },
): Promise<Report> {
  if (request.city_id !== undefined) requireCity(scope, request.city_id);
  const wanted =
    request.city_id !== undefined ? [request.city_id] : scope.all ? undefined : scope.cityIds;
  const cities = await reportsRepo.findCities(db, wanted);
  if (request.city_id !== undefined && cities.length === 0) throw notFound('city.notFound');

  const reports = await Promise.all(
    cities.map(async (city) => {
      const offsetMs = offsetMsOf(city.tz_offset);
      const window = {
        cityId: city.city_id,
        offsetMs,
        ...windowOfDays(request.from, request.to, offsetMs),
      };
      const [trips, refunds] = await Promise.all([
        reportsRepo.tripDays(db, window),
        reportsRepo.refundDays(db, window),
      ]);
      const sums = new Map<number, Partial<DayCounts>>();
      for (const row of trips) {
        const { day_index, ...counts } = numbers({ ...row });
        sums.set(day_index!, counts);
      }
      for (const row of refunds) {
        const { day_index, refunds: cents } = numbers({ ...row });
        sums.set(day_index!, { ...sums.get(day_index!), refunds: cents! });
      }
      const days = fillDays(request.from, request.to, sums).map((day) => {
        const shown = { ...day };
        for (const key of MONEY) shown[key] = toAmount(day[key]);
        return shown;
      });
      return { city_id: city.city_id, city_name: city.city_name, currency: city.city_cur, days };
    }),
  );
  return { from: request.from, to: request.to, cities: reports };
}
