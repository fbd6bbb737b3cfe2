import { sql, type Expression, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

const DAY_MS = 86_400_000;

/** One day of one city as the database sums it (counts and cents; PostgreSQL's bigints as text). */
export interface TripDayRow {
  day_index: number | string;
  rides: number | string;
  completed: number | string;
  cancelled_by_rider: number | string;
  cancelled_by_driver: number | string;
  cancelled_by_staff: number | string;
  expired: number | string;
  fares: number | string;
  commission: number | string;
  cash: number | string;
  card: number | string;
  wallet: number | string;
}

export interface RefundDayRow {
  day_index: number | string;
  refunds: number | string;
}

/** A city's window: epoch ms [start, end) and its offset from UTC in ms (a whole number). */
export interface CityWindow {
  cityId: number;
  start: number;
  end: number;
  offsetMs: number;
}

/**
 * The day a time falls on in the city's zone, as a number of days since 1970-01-01 there. Plain
 * integer arithmetic on both databases: SQLite divides integers as integers, and PostgreSQL does
 * so for bigint columns, so no date function of either dialect is needed.
 */
function dayIndex(column: string, offsetMs: number) {
  return sql<number>`(${sql.ref(column)} + ${sql.lit(offsetMs)}) / ${sql.lit(DAY_MS)}`;
}

/** 1 when the condition holds, else 0, summed: a count of the rows where it holds. */
function countWhere(condition: Expression<SqlBool>) {
  return sql<number>`sum(case when ${condition} then 1 else 0 end)`;
}

function sumWhere(condition: Expression<SqlBool>, column: string) {
  return sql<number>`coalesce(sum(case when ${condition} then ${sql.ref(column)} else 0 end), 0)`;
}

/**
 * Trips of the city whose ride was for a time in the window (trip_date: the pickup time, now or
 * booked), that ended, summed per day. Who cancelled is the actor of the trip's move to
 * `cancel` (rider or staff, trip_status_changes); a driver's cancellations have their own
 * statuses. Reads the window through the index trips_city_date (migration 038).
 */
export function tripDaysQuery(db: DbOrTrx, w: CityWindow) {
  return db
    .selectFrom('trips as t')
    .where('t.city_id', '=', w.cityId)
    .where('t.trip_date', '>=', w.start)
    .where('t.trip_date', '<', w.end)
    .where('t.trip_status', 'in', [
      'completed',
      'cancel',
      'paid_cancel',
      'p_cancel_pickup',
      'p_cancel_drop',
      'expired',
    ])
    .select((eb) => {
      const status = (s: string | string[]) =>
        Array.isArray(s) ? eb('t.trip_status', 'in', s) : eb('t.trip_status', '=', s);
      const byStaff = eb.exists(
        eb
          .selectFrom('trip_status_changes as c')
          .select('c.change_id')
          .whereRef('c.trip_id', '=', 't.trip_id')
          .where('c.to_status', '=', 'cancel')
          .where('c.actor', '=', 'staff'),
      );
      const completed = status('completed');
      return [
        dayIndex('t.trip_date', w.offsetMs).as('day_index'),
        eb.fn.countAll<number>().as('rides'),
        countWhere(completed).as('completed'),
        countWhere(eb.and([status(['cancel', 'paid_cancel']), eb.not(byStaff)])).as(
          'cancelled_by_rider',
        ),
        countWhere(status(['p_cancel_pickup', 'p_cancel_drop'])).as('cancelled_by_driver'),
        countWhere(eb.and([status('cancel'), byStaff])).as('cancelled_by_staff'),
        countWhere(status('expired')).as('expired'),
        sumWhere(completed, 't.trip_pay_amount').as('fares'),
        sumWhere(completed, 't.trip_comp_commision').as('commission'),
        sumWhere(eb.and([completed, eb('t.trip_pay_mode', '=', 'cash')]), 't.trip_pay_amount').as(
          'cash',
        ),
        sumWhere(eb.and([completed, eb('t.trip_pay_mode', '=', 'stripe')]), 't.trip_pay_amount').as(
          'card',
        ),
        sumWhere(eb.and([completed, eb('t.trip_pay_mode', '=', 'wallet')]), 't.trip_pay_amount').as(
          'wallet',
        ),
      ];
    })
    .groupBy(dayIndex('t.trip_date', w.offsetMs))
    .orderBy('day_index');
}

/** What the reports read: ended trips and refunds per city and day. */
export const reportsRepo = Object.freeze({
  async findCities(db: DbOrTrx, cityIds: readonly number[] | undefined) {
    let query = db
      .selectFrom('cities')
      .select(['city_id', 'city_name', 'city_cur', 'tz_offset'])
      .orderBy('city_id');
    if (cityIds) {
      if (cityIds.length === 0) return [];
      query = query.where('city_id', 'in', [...cityIds]);
    }
    return query.execute();
  },

  /** A city's ended trips per day (tripDaysQuery). */
  async tripDays(db: DbOrTrx, w: CityWindow): Promise<TripDayRow[]> {
    return tripDaysQuery(db, w).execute() as Promise<TripDayRow[]>;
  },

  /** Succeeded refunds of the city's payments, by the day they were given. */
  async refundDays(db: DbOrTrx, w: CityWindow): Promise<RefundDayRow[]> {
    return db
      .selectFrom('refunds as r')
      .innerJoin('payments as p', 'p.payment_id', 'r.payment_id')
      .where('p.city_id', '=', w.cityId)
      .where('r.status', '=', 'succeeded')
      .where('r.created_at', '>=', w.start)
      .where('r.created_at', '<', w.end)
      .select([
        dayIndex('r.created_at', w.offsetMs).as('day_index'),
        sql<number>`coalesce(sum(${sql.ref('r.amount')}), 0)`.as('refunds'),
      ])
      .groupBy(dayIndex('r.created_at', w.offsetMs))
      .orderBy('day_index')
      .execute();
  },
});
