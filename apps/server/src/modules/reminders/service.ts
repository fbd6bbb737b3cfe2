import { smsLanguage } from '../texts/sms-texts.ts';
import { z } from 'zod';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { defineJob } from '../../due-jobs/define-job.ts';
import type { RideNotifier } from '../../realtime/notifier.ts';
import { remindersRepo } from './repo.ts';
import { driverAssignedText, passengerNumber, passengerText, reminderText } from './rules.ts';
import { markTripReminded } from '../ride/store.ts';

// Rides booked for later (issue 14): the rider is reminded by SMS and in the site a set time
// before the pickup (RIDE_REMINDER_MINUTES), and told by SMS when a driver takes the ride.

export interface ReminderDeps {
  db: Db;
  sms: SmsSender;
  notifier: RideNotifier;
  log: { warn: (obj: object, msg: string) => void };
}

/** Statuses in which a ride for later is still to come. */
const UPCOMING = new Set(['request', 'offer', 'assigned', 'accept']);

/** The reminder of a ride for later, RIDE_REMINDER_MINUTES before its time (remindRide). */
export const reminderJob = defineJob({
  kind: 'trip.remind',
  payload: z.object({
    trip_id: z.number().int().positive(),
    /** The ride's time when the reminder was planned: a ride moved since has its own reminder. */
    trip_date: z.number().int(),
  }),
  handle: (deps: ReminderDeps, payload, { now }) => remindRide(deps, payload, now),
});

/**
 * Plans the reminder of a ride for later, `reminderMs` before its time; none when that moment has
 * passed already (a ride booked shortly before) or reminders are off (0).
 */
export async function remindLater(
  trx: DbOrTrx,
  trip: { trip_id: number; trip_date: number },
  reminderMs: number,
  now: number,
): Promise<void> {
  const at = trip.trip_date - reminderMs;
  if (reminderMs <= 0 || at <= now) return;
  await reminderJob.enqueue(trx, {
    payload: { trip_id: trip.trip_id, trip_date: trip.trip_date },
    runAt: at,
    now,
  });
}

/** Job `trip.remind`: the SMS and the in-site notice, once, if the ride is still to come then. */
export async function remindRide(
  deps: ReminderDeps,
  payload: { trip_id: number; trip_date: number },
  now: number,
): Promise<boolean> {
  const trip = await remindersRepo.tripForReminder(deps.db, payload.trip_id);
  if (!trip || trip.trip_date !== payload.trip_date || !UPCOMING.has(trip.trip_status)) {
    return false;
  }
  if (!(await markTripReminded(deps.db, trip.trip_id, now))) return false;
  await deps.sms.send(
    `${trip.phone_code}${trip.phone}`,
    reminderText(trip, smsLanguage(trip.language)),
  );
  deps.notifier.toRider(trip.user_id, {
    trip_status: 'reminder',
    data: { trip_id: trip.trip_id, trip_date: trip.trip_date, trip_from_loc: trip.trip_from_loc },
  });
  return true;
}

/** A driver took the rider's ride for later: the rider gets the driver and the car by SMS. */
export async function tellDriverAssigned(deps: ReminderDeps, tripId: number): Promise<void> {
  const trip = await remindersRepo.tripForReminder(deps.db, tripId);
  if (!trip || trip.is_ride_later !== 1) return;
  await deps.sms
    .send(`${trip.phone_code}${trip.phone}`, driverAssignedText(trip, smsLanguage(trip.language)))
    .catch((err: unknown) => deps.log.warn({ err, tripId }, 'could not text the assigned driver'));
}

/**
 * A driver was assigned to a ride booked for someone else: the passenger gets the driver, the
 * car, the plate, the OTP and the tracking link by SMS (the gateway the codes use), best effort.
 */
export async function tellPassenger(
  deps: ReminderDeps,
  tripId: number,
  trackUrl: (token: string) => string,
): Promise<void> {
  const trip = await remindersRepo.tripForReminder(deps.db, tripId);
  if (!trip || trip.is_for_other !== 1 || !trip.passenger_contact || !trip.otp) return;
  const text = passengerText(
    {
      ...trip,
      booker: trip.first_name,
      otp: trip.otp,
      trackUrl: trackUrl(trip.track_token),
    },
    smsLanguage(trip.language),
  );
  await deps.sms
    .send(passengerNumber(trip.passenger_contact, trip.phone_code), text)
    .catch((err: unknown) => deps.log.warn({ err, tripId }, 'could not text the passenger'));
}
