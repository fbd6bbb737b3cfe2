import { endpoints } from '@fairfare/contracts/api';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { greatCircleKm } from '@fairfare/contracts/fare';
import { ACTIVE_RIDE_STATUSES } from '@fairfare/contracts/trips';
import { delaySteps, moveToward } from './behaviour.ts';
import { call, learnOtp } from './driver-api.ts';
import { postPosition } from './roster.ts';
import { later, stepKm, type Phase, type SimDriver, type SimWorld } from './simulated-driver.ts';

/**
 * How a simulated driver drives the trip it was given: sets off after a delay, arrives, begins
 * with the rider's OTP, completes (and confirms the cash), or cancels on the way.
 */

const MAX_OTP_TRIES = 3;

/** Follows getmytrips: picks up a newly assigned trip, drops one that ended elsewhere. */
export async function syncTrip(world: SimWorld, d: SimDriver): Promise<void> {
  const res = await call<{ trips: DriverTrip[] }>(world.app, d, endpoints.drivers.myTrips, {});
  if (res.statusCode !== 200) return;
  const trips = res.response?.trips ?? [];
  if (d.trip && !trips.some((t) => t.trip_id === d.trip?.id)) d.trip = null; // cancelled by the rider
  if (d.trip) return;
  const soon = Date.now() + 5 * 60_000;
  const trip = trips.find(
    (t) =>
      (ACTIVE_RIDE_STATUSES as readonly string[]).includes(t.trip_status) ||
      (t.trip_status === 'assigned' && t.trip_date <= soon),
  );
  if (!trip) return;
  const pickup = { lat: trip.trip_from_lat, lng: trip.trip_from_lng };
  const drop = { lat: trip.trip_to_lat, lng: trip.trip_to_lng };
  const phase: Phase =
    trip.trip_status === 'begin'
      ? 'to_drop'
      : trip.trip_status === 'arrive'
        ? 'waiting'
        : 'to_pickup';
  const p =
    phase === 'to_drop' ? world.behaviour.cancelDuringRide : world.behaviour.cancelBeforePickup;
  const leg = greatCircleKm(d.position, phase === 'to_drop' ? drop : pickup);
  d.trip = {
    id: trip.trip_id,
    phase,
    pickup,
    drop,
    cancelWithinKm: phase !== 'waiting' && d.random() < p ? leg * d.random() : null,
    departAt: d.step + delaySteps(d.random, world.behaviour.departDelayS),
    beginAt: d.step + delaySteps(d.random, world.behaviour.pickupWaitS),
    otpTries: 0,
    cash: trip.trip_pay_mode === 'cash',
  };
  d.target = null;
}

async function setStatus(
  world: SimWorld,
  d: SimDriver,
  tripId: number,
  status: 'arrive' | 'begin' | 'completed' | 'p_cancel_pickup' | 'p_cancel_drop',
  otp?: string,
): Promise<boolean> {
  const res = await call(world.app, d, endpoints.drivers.updateTripStatus, {
    trip_id: tripId,
    status,
    ...(otp === undefined ? {} : { otp }),
  });
  if (res.statusCode !== 200) d.trip = null; // changed elsewhere; getmytrips tells what is left
  return res.statusCode === 200;
}

/** One step of the trip: a wait, a move towards the next stop, or the status change there. */
export async function drive(world: SimWorld, d: SimDriver): Promise<void> {
  const trip = d.trip;
  if (!trip) return;
  if (trip.phase === 'waiting') {
    if (d.step < trip.beginAt) return;
    const otp = await learnOtp(world, d, trip.id);
    if (otp !== null) {
      if (await setStatus(world, d, trip.id, 'begin', otp)) {
        trip.phase = 'to_drop';
        const p = world.behaviour.cancelDuringRide;
        trip.cancelWithinKm =
          d.random() < p ? greatCircleKm(d.position, trip.drop) * d.random() : null;
      }
    } else if (++trip.otpTries >= MAX_OTP_TRIES) {
      await setStatus(world, d, trip.id, 'p_cancel_pickup');
      d.trip = null;
    } else {
      trip.beginAt = d.step + 2;
    }
    return;
  }
  if (trip.phase === 'to_pickup' && d.step < trip.departAt) return;
  const goal = trip.phase === 'to_pickup' ? trip.pickup : trip.drop;
  const moved = moveToward(d.position, goal, stepKm(world.driveKmh));
  d.position = moved.position;
  // Checked after the step: a step longer than what was left (fast cars, a short leg) must not
  // carry a driver who was to cancel past the point where it cancels.
  if (trip.cancelWithinKm !== null && greatCircleKm(d.position, goal) <= trip.cancelWithinKm) {
    await setStatus(
      world,
      d,
      trip.id,
      trip.phase === 'to_pickup' ? 'p_cancel_pickup' : 'p_cancel_drop',
    );
    d.trip = null;
    return;
  }
  if (!moved.arrived) return;
  await postPosition(world, d);
  if (trip.phase === 'to_pickup') {
    if (await setStatus(world, d, trip.id, 'arrive')) {
      trip.phase = 'waiting';
      trip.beginAt = d.step + delaySteps(d.random, world.behaviour.pickupWaitS);
    }
  } else {
    const completed = await setStatus(world, d, trip.id, 'completed');
    d.trip = null;
    if (completed && trip.cash) confirmCashLater(world, d, trip.id);
  }
}

/**
 * A cash trip becomes Paid only when its driver confirms the cash (payments/cash.ts): the
 * simulated driver does, after counting it, so the demo journey ends Paid with nobody else
 * doing anything. A refusal (the rider paid by card or wallet meanwhile) is left alone.
 */
function confirmCashLater(world: SimWorld, d: SimDriver, tripId: number): void {
  later(d, delaySteps(d.random, world.behaviour.cashConfirmDelayS), async () => {
    const res = await call(world.app, d, endpoints.drivers.confirmCash, { trip_id: tripId });
    if (res.statusCode !== 200) {
      world.app.log.debug({ driver: d.id, tripId, status: res.statusCode }, 'cash not confirmed');
    }
  });
}
