import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '@fairfare/contracts/offers';
import { TRIP_STATUSES, type TripStatus } from '@fairfare/contracts/trips';
import {
  acceptedStatus,
  canMove,
  cancelTermsAt,
  freeCancelUntil,
  generateOtp,
  isDue,
  isOpenRequest,
  OFFER_MOVES,
  offerMayMove,
  sourcesOf,
  type Actor,
} from './lifecycle.ts';

/** Every allowed move, written out once more by hand: anything not listed is refused. */
const ALLOWED: ReadonlyArray<[TripStatus, TripStatus, Actor]> = [
  ['request', 'offer', 'driver'],
  ['request', 'accept', 'rider'],
  ['request', 'assigned', 'rider'],
  ['request', 'cancel', 'rider'],
  ['request', 'expired', 'system'],
  ['offer', 'offer', 'driver'],
  ['offer', 'accept', 'rider'],
  ['offer', 'assigned', 'rider'],
  ['offer', 'cancel', 'rider'],
  ['offer', 'expired', 'system'],
  ['assigned', 'arrive', 'driver'],
  ['assigned', 'cancel', 'rider'],
  ['assigned', 'p_cancel_pickup', 'driver'],
  ['accept', 'arrive', 'driver'],
  ['accept', 'cancel', 'rider'],
  ['accept', 'p_cancel_pickup', 'driver'],
  ['arrive', 'begin', 'driver'],
  ['arrive', 'cancel', 'rider'],
  ['arrive', 'p_cancel_pickup', 'driver'],
  ['begin', 'completed', 'driver'],
  ['begin', 'p_cancel_drop', 'driver'],
  ['cancel', 'paid_cancel', 'system'],
  // Support ends a stuck trip, begun or not (decision 040).
  ['request', 'cancel', 'staff'],
  ['offer', 'cancel', 'staff'],
  ['assigned', 'cancel', 'staff'],
  ['accept', 'cancel', 'staff'],
  ['arrive', 'cancel', 'staff'],
  ['begin', 'cancel', 'staff'],
];
const ACTORS: Actor[] = ['rider', 'driver', 'system', 'staff'];

describe('trip state machine', () => {
  const allowed = new Set(ALLOWED.map((m) => m.join('>')));
  const every = TRIP_STATUSES.flatMap((from) =>
    TRIP_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
  );

  it.each(every.filter((m) => allowed.has(m.join('>'))))(
    'allows %s → %s by the %s',
    (from, to, actor) => {
      expect(canMove(from, to, actor)).toBe(true);
    },
  );

  it('refuses every other move (each status to each status, by each actor)', () => {
    const refused = every.filter((m) => !allowed.has(m.join('>')));
    expect(refused).toHaveLength(TRIP_STATUSES.length ** 2 * ACTORS.length - ALLOWED.length);
    for (const [from, to, actor] of refused) {
      expect(canMove(from, to, actor), `${from} → ${to} by ${actor}`).toBe(false);
    }
  });

  it('ends: completed, cancelled, expired and paid trips go nowhere but a paid fee', () => {
    for (const end of [
      'completed',
      'p_cancel_pickup',
      'p_cancel_drop',
      'expired',
      'paid_cancel',
    ] as const) {
      for (const to of TRIP_STATUSES)
        for (const a of ACTORS) expect(canMove(end, to, a)).toBe(false);
    }
  });

  it('a rider cannot cancel once begun; a driver cannot accept; nobody goes back', () => {
    expect(canMove('begin', 'cancel', 'rider')).toBe(false);
    expect(canMove('offer', 'accept', 'driver')).toBe(false);
    expect(canMove('arrive', 'accept', 'driver')).toBe(false);
    expect(canMove('offer', 'request', 'system')).toBe(false);
  });

  it('gives the guard of each UPDATE', () => {
    expect(sourcesOf('arrive', 'driver')).toEqual(['assigned', 'accept']);
    expect(sourcesOf('begin', 'driver')).toEqual(['arrive']);
    expect(sourcesOf('cancel', 'rider')).toEqual([
      'request',
      'offer',
      'assigned',
      'accept',
      'arrive',
    ]);
    expect(sourcesOf('p_cancel_pickup', 'driver')).toEqual(['assigned', 'accept', 'arrive']);
    expect(sourcesOf('p_cancel_drop', 'driver')).toEqual(['begin']);
    expect(sourcesOf('accept', 'rider')).toEqual(['request', 'offer']);
    expect(sourcesOf('offer', 'driver')).toEqual(['request', 'offer']);
    expect(sourcesOf('expired', 'system')).toEqual(['request', 'offer']);
    expect(sourcesOf('completed', 'rider')).toEqual([]);
  });

  it('an open request is one a driver may offer on: exactly the sources of a driver offer', () => {
    for (const status of TRIP_STATUSES) {
      expect(isOpenRequest(status), status).toBe(canMove(status, 'offer', 'driver'));
    }
    expect(isOpenRequest('nonsense')).toBe(false);
  });

  it('an accepted offer assigns a ride for later and accepts a ride now', () => {
    expect(acceptedStatus(true)).toBe('assigned');
    expect(acceptedStatus(false)).toBe('accept');
  });
});

describe('OTP', () => {
  it('is always 4 digits, leading zeros kept', () => {
    for (let i = 0; i < 2000; i++) expect(generateOtp()).toMatch(/^\d{4}$/);
  });

  it('covers the whole range (not a fixed or narrow value)', () => {
    const seen = new Set(Array.from({ length: 3000 }, generateOtp));
    expect(seen.size).toBeGreaterThan(2000);
    const firstDigits = new Set([...seen].map((otp) => otp[0]));
    expect(firstDigits.size).toBe(10);
  });
});

// Decision 060: one fee rule — free until the countdown ends, the city's fee from that moment.
describe('cancellation fee (cancelTermsAt)', () => {
  const rules = { timerMs: 5 * 60_000, scheduleLeadMs: 15 * 60_000, cityFeeCents: 500 };
  const now = 1_700_000_000_000;
  const feeAt = (trip: { tm_acc: number | null; is_ride_later: number; trip_date: number }) =>
    cancelTermsAt(trip, now, rules).fee;

  it('is free before any driver was assigned, with no end to the free window', () => {
    expect(cancelTermsAt({ tm_acc: null, is_ride_later: 0, trip_date: now }, now, rules)).toEqual({
      fee: 0,
      feeAfter: 500,
      freeUntil: null,
    });
  });

  it('is free while the countdown runs, and the city fee from the very millisecond it ends', () => {
    const trip = (tmAcc: number) => ({ tm_acc: tmAcc, is_ride_later: 0, trip_date: tmAcc });
    expect(feeAt(trip(now))).toBe(0);
    expect(feeAt(trip(now - rules.timerMs + 1))).toBe(0);
    expect(feeAt(trip(now - rules.timerMs))).toBe(500);
    expect(feeAt(trip(now - 3_600_000))).toBe(500);
    expect(cancelTermsAt(trip(now), now, rules)).toEqual({
      fee: 0,
      feeAfter: 500,
      freeUntil: now + rules.timerMs,
    });
  });

  it('a ride for later is free until it goes out to drivers, then after the countdown it costs', () => {
    const tmAcc = now - 3 * 24 * 3_600_000; // assigned days ago
    const later = (tripDate: number) => ({ tm_acc: tmAcc, is_ride_later: 1, trip_date: tripDate });
    expect(feeAt(later(now + 60 * 60_000))).toBe(0);
    expect(feeAt(later(now + rules.scheduleLeadMs + 1))).toBe(0);
    expect(feeAt(later(now + rules.scheduleLeadMs))).toBe(500);
    expect(feeAt(later(now + 60_000))).toBe(500);
  });

  it('tells when the free window ends: none before a driver, the later of countdown and dispatch', () => {
    const base = { is_ride_later: 0, trip_date: now };
    expect(freeCancelUntil({ ...base, tm_acc: null }, rules)).toBeNull();
    expect(freeCancelUntil({ ...base, tm_acc: now }, rules)).toBe(now + rules.timerMs);
    const later = { tm_acc: now, is_ride_later: 1, trip_date: now + 3_600_000 };
    expect(freeCancelUntil(later, rules)).toBe(later.trip_date - rules.scheduleLeadMs);
    expect(freeCancelUntil({ ...later, trip_date: now + 60_000 }, rules)).toBe(now + rules.timerMs);
  });

  it('owes exactly the city fee from the window end on and nothing before: one moment, no other input', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 2 * now })),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 2 * now }),
        fc.integer({ min: 0, max: 10_000 }),
        (tmAcc, later, tripDate, fee) => {
          const trip = { tm_acc: tmAcc, is_ride_later: later, trip_date: tripDate };
          const terms = cancelTermsAt(trip, now, { ...rules, cityFeeCents: fee });
          expect(terms.feeAfter).toBe(fee);
          const due = terms.freeUntil !== null && now >= terms.freeUntil;
          expect(terms.fee).toBe(due ? fee : 0);
        },
      ),
    );
  });
});

describe('isDue', () => {
  it('a ride now is always due; a ride for later from its time minus the lead', () => {
    const lead = 15 * 60_000;
    expect(isDue({ is_ride_later: 0, trip_date: 10 ** 13 }, 0, lead)).toBe(true);
    expect(isDue({ is_ride_later: 1, trip_date: 100 * 60_000 }, 85 * 60_000, lead)).toBe(true);
    expect(isDue({ is_ride_later: 1, trip_date: 100 * 60_000 }, 85 * 60_000 - 1, lead)).toBe(false);
  });
});

describe("an offer's moves", () => {
  /** From which statuses each move may start, written out once more by hand. */
  const FROM: Record<keyof typeof OFFER_MOVES, string[]> = {
    send: ['offer', 'counter', 'expired'],
    counter: ['offer', 'counter'],
    answer: ['counter'],
    refuseCounter: ['counter'],
    decline: ['offer', 'counter'],
    accept: ['offer', 'counter'],
    lose: ['offer', 'counter'],
    expire: ['offer', 'counter'],
  };

  it('start only from the statuses listed, and never from an accepted, rejected or declined offer', () => {
    for (const [name, move] of Object.entries(OFFER_MOVES)) {
      const allowed = OFFER_STATUSES.filter((status) => offerMayMove(move, status));
      expect(allowed, name).toEqual(FROM[name as keyof typeof OFFER_MOVES]);
      for (const closed of ['accepted', 'rejected', 'declined']) {
        expect(offerMayMove(move, closed), `${name} from ${closed}`).toBe(false);
      }
    }
  });

  it('are made by their actor: the driver offers and answers, the rider counters, declines and accepts', () => {
    const actors = Object.fromEntries(Object.entries(OFFER_MOVES).map(([n, m]) => [n, m.actor]));
    expect(actors).toEqual({
      send: 'driver',
      counter: 'rider',
      answer: 'driver',
      refuseCounter: 'driver',
      decline: 'rider',
      accept: 'rider',
      lose: 'system',
      expire: 'system',
    });
  });
});
