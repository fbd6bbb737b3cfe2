import { describe, expect, it } from 'vitest';
import type { CityReport, ReportDay } from '@fairfare/contracts/reports';
import { reportCsv, shortDay, totalsOf } from './reportFigures';

const day = (d: string, over: Partial<ReportDay> = {}): ReportDay => ({
  day: d,
  rides: 0,
  completed: 0,
  cancelled_by_rider: 0,
  cancelled_by_driver: 0,
  cancelled_by_staff: 0,
  expired: 0,
  fares: 0,
  commission: 0,
  refunds: 0,
  cash: 0,
  card: 0,
  wallet: 0,
  ...over,
});

const city: CityReport = {
  city_id: 14,
  city_name: 'London, "Forest City"',
  currency: 'CAD',
  days: [
    day('2026-11-20', { rides: 4, completed: 3, cancelled_by_driver: 1, fares: 0.1, cash: 0.1 }),
    day('2026-11-21', { rides: 0 }),
    day('2026-11-22', { rides: 2, completed: 1, cancelled_by_rider: 1, fares: 0.2, card: 0.2 }),
  ],
};

describe('report figures', () => {
  it('totals the range, rates from the sums, amounts without float drift', () => {
    expect(totalsOf(city)).toEqual({
      rides: 6,
      completed: 4,
      cancelled: 2,
      completion: 67,
      cancellation: 33,
      fares: 0.3,
      commission: 0,
      refunds: 0,
      // 0.1 + 0.2 in floats is 0.30000000000000004
    });
  });

  it('writes one CSV row per day, quoting what needs it, rates of days with no ride 0', () => {
    const lines = reportCsv(city).split('\r\n');
    expect(lines[0]).toBe(
      'City,Currency,Day,Rides,Completed,Cancelled by rider,Cancelled by driver,Cancelled by staff,Expired,Completion rate %,Cancellation rate %,Fares,Commission,Refunds,Cash,Card,Wallet',
    );
    expect(lines[1]).toBe(
      '"London, ""Forest City""",CAD,2026-11-20,4,3,0,1,0,0,75,25,0.10,0.00,0.00,0.10,0.00,0.00',
    );
    expect(lines[2]).toContain(',2026-11-21,0,0,0,0,0,0,0,0,');
    expect(lines).toHaveLength(5); // header, three days, and the last line's ending
  });

  it('names a day by its calendar date, whatever the browser’s zone', () => {
    expect(shortDay('2026-11-21')).toBe('Sat 21');
  });
});
