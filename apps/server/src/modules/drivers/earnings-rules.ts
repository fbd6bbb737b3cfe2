import type { EarningsPeriod } from '@fairfare/contracts/driver-after-ride';
import { toAmount } from '@fairfare/contracts/fare';
import { startOfCityDay } from '../city-now/rules.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The city's last Monday midnight (epoch ms): a driver's week runs Monday to Sunday in the city's
 * time, from its fixed offset from UTC in hours (as "today" does, city-now/rules.ts).
 */
export function startOfCityWeek(now: number, tzOffsetHours: number): number {
  const today = startOfCityDay(now, tzOffsetHours);
  // the weekday of the city's date: shift to the city's clock, read it as UTC (0 = Sunday)
  const weekday = new Date(today + tzOffsetHours * 60 * 60 * 1000).getUTCDay();
  return today - ((weekday + 6) % 7) * DAY;
}

/** Sums of a driver's completed trips in cents, as the repo adds them up. */
export interface EarningsSums {
  trips: number;
  fare: number;
  commission: number;
  net: number;
  cash: number;
  tips: number;
}

/** A period's sums as the driver API shows them: decimal, card = fare not paid in cash. */
export function toEarningsPeriod(from: number, sums: EarningsSums): EarningsPeriod {
  return {
    from,
    trips: sums.trips,
    fare: toAmount(sums.fare),
    commission: toAmount(sums.commission),
    net: toAmount(sums.net),
    cash: toAmount(sums.cash),
    card: toAmount(sums.fare - sums.cash),
    tips: toAmount(sums.tips),
  };
}
