import type { DbOrTrx } from '../db/database.ts';

/** The counts the metrics read at scrape time: one GROUP BY each, over every instance's rows. */
export const metricsRepo = Object.freeze({
  async tripsByStatus(db: DbOrTrx): Promise<Array<{ status: string; count: number }>> {
    const rows = await db
      .selectFrom('trips')
      .select(['trip_status as status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('trip_status')
      .execute();
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  },

  async paymentsByResult(
    db: DbOrTrx,
  ): Promise<Array<{ kind: string; mode: string; status: string; count: number }>> {
    const rows = await db
      .selectFrom('payments')
      .select(['kind', 'pay_mode as mode', 'status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['kind', 'pay_mode', 'status'])
      .execute();
    return rows.map((r) => ({
      kind: r.kind,
      mode: r.mode,
      status: r.status,
      count: Number(r.count),
    }));
  },
});
