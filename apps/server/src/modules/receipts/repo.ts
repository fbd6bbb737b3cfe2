import type { DbOrTrx } from '../../db/database.ts';

/** Receipts of paid trips and the rider's unpaid trip. */
export const receiptsRepo = Object.freeze({
  /**
   * The trip with its driver, car and promo code, and the succeeded payment that paid it (the
   * newest, should there ever be more than one), for the rider's own trip only.
   */
  async paidTripOfRider(db: DbOrTrx, tripId: number, riderId: number) {
    return db
      .selectFrom('trips as t')
      .innerJoin('payments as pay', 'pay.trip_id', 't.trip_id')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .leftJoin('promos as p', 'p.promo_id', 't.promo_id')
      .select([
        't.trip_id',
        't.trip_status',
        't.trip_date',
        't.trip_from_loc',
        't.trip_to_loc',
        't.distance_m',
        't.duration_min',
        't.trip_currency',
        't.user_offer_amt',
        't.service_tax',
        't.trip_promo_amt',
        't.trip_pay_amount',
        't.trip_pay_date',
        't.cancel_fee',
        't.tip_amount',
        't.tip_percent',
        't.trip_rating',
        'd.d_name',
        'd.car_name',
        'd.car_model',
        'd.car_make',
        'd.car_color',
        'd.car_number',
        'p.promo_code',
        'pay.kind',
        'pay.pay_mode',
        'pay.card_brand',
        'pay.card_last4',
        'pay.created_at as paid_at',
      ])
      .where('t.trip_id', '=', tripId)
      .where('t.user_id', '=', riderId)
      .where('t.trip_pay_status', '=', 'Paid')
      .where('pay.status', '=', 'succeeded')
      .where('pay.kind', 'in', ['trip', 'cancel_fee'])
      .orderBy('pay.payment_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The card the trip's tip was charged on (brand and last 4), when it was paid by card. */
  async tipCardOf(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('payments')
      .select(['card_brand', 'card_last4'])
      .where('trip_id', '=', tripId)
      .where('kind', '=', 'tip')
      .where('status', '=', 'succeeded')
      .where('pay_mode', '=', 'Card')
      .orderBy('payment_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Cents refunded by support of the trip's payments (trip or fee, and tip), succeeded only. */
  async refundedOf(db: DbOrTrx, tripId: number): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
      .where('trip_id', '=', tripId)
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  /**
   * The id of the rider's latest ended trip that still owes money: completed, or cancelled with a
   * fee; Unpaid; an amount above 0.
   */
  async latestUnpaidTripId(db: DbOrTrx, riderId: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('trips')
      .select('trip_id')
      .where('user_id', '=', riderId)
      .where((eb) =>
        eb.or([
          eb('trip_status', '=', 'completed'),
          eb.and([eb('trip_status', '=', 'cancel'), eb('cancel_fee', '>', 0)]),
        ]),
      )
      .where('trip_pay_status', '=', 'Unpaid')
      .where('trip_pay_amount', '>', 0)
      .orderBy('trip_date', 'desc')
      .orderBy('trip_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.trip_id;
  },
});

export type PaidTripRow = NonNullable<Awaited<ReturnType<typeof receiptsRepo.paidTripOfRider>>>;
