import type { z } from 'zod';
import {
  TRUSTED_CONTACTS_MAX,
  type SafetyPanel,
  type safetyEventRequestSchema,
  type saveTrustedContactRequestSchema,
  type shareTripRequestSchema,
  type TrustedContact,
} from '@fairfare/contracts/safety';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { usersRepo } from '../users/repo.ts';
import { safetyRepo } from './repo.ts';

const toContact = ({ user_id: _owner, ...contact }: TrustedContact & { user_id: number }) =>
  contact;

export async function listContacts(db: Db, riderId: number): Promise<TrustedContact[]> {
  return (await safetyRepo.contactsOf(db, riderId)).map(toContact);
}

/**
 * Adds a trusted contact (at most TRUSTED_CONTACTS_MAX; counted inside the transaction, so two
 * adds at once cannot pass it), or changes the rider's own one.
 */
export async function saveContact(
  db: Db,
  riderId: number,
  request: z.output<typeof saveTrustedContactRequestSchema>,
  now: number,
): Promise<TrustedContact> {
  const fields = { name: request.name, phone_code: request.phone_code, phone: request.phone };
  return db.transaction().execute(async (trx) => {
    if (request.contact_id !== undefined) {
      ownedBy(await safetyRepo.contact(trx, request.contact_id), riderId);
      await safetyRepo.updateContact(trx, request.contact_id, fields);
      return { contact_id: request.contact_id, ...fields };
    }
    await usersRepo.lockRider(trx, riderId);
    if ((await safetyRepo.contactsOf(trx, riderId)).length >= TRUSTED_CONTACTS_MAX) {
      throw badRequest('safety.tooManyContacts');
    }
    const contactId = await safetyRepo.insertContact(trx, {
      user_id: riderId,
      ...fields,
      created_at: now,
    });
    return { contact_id: contactId, ...fields };
  });
}

export async function deleteContact(db: Db, riderId: number, contactId: number): Promise<void> {
  ownedBy(await safetyRepo.contact(db, contactId), riderId);
  await safetyRepo.deleteContact(db, contactId);
}

/** The text a trusted contact receives: who shares, and the live tracking link. */
export function shareText(riderFirstName: string, trackUrl: string): string {
  return `${riderFirstName} is sharing a FairFare ride with you. Follow it live: ${trackUrl}`;
}

/**
 * Texts the trip's tracking link to the rider's chosen trusted contacts (all of them when none is
 * named) through the SMS provider, and records the share as a safety event.
 */
export async function shareTrip(
  deps: { db: Db; sms: SmsSender },
  riderId: number,
  request: z.output<typeof shareTripRequestSchema>,
  trackUrlOf: (token: string) => string,
  now: number,
): Promise<{ sent: number }> {
  const trip = ownedBy(await safetyRepo.tripForSafety(deps.db, request.trip_id), riderId);
  const contacts = await safetyRepo.contactsOf(deps.db, riderId);
  const chosen = request.contact_ids
    ? request.contact_ids.map((id) =>
        ownedBy(
          contacts.find((c) => c.contact_id === id),
          riderId,
        ),
      )
    : contacts;
  if (chosen.length === 0) throw badRequest('safety.noContacts');
  const text = shareText(trip.first_name, trackUrlOf(trip.track_token));
  for (const contact of chosen) await deps.sms.send(`${contact.phone_code}${contact.phone}`, text);
  await recordEvent(deps.db, trip, 'shared', now);
  return { sent: chosen.length };
}

/** The rider used the safety panel: recorded for the operator; answers the city's emergency number. */
export async function safetyEvent(
  db: Db,
  riderId: number,
  request: z.output<typeof safetyEventRequestSchema>,
  now: number,
): Promise<SafetyPanel> {
  const trip = ownedBy(await safetyRepo.tripForSafety(db, request.trip_id), riderId);
  await recordEvent(db, trip, request.kind, now);
  return { emergency_number: trip.emergency_number };
}

async function recordEvent(
  db: Db,
  trip: { trip_id: number; user_id: number; d_lat: number | null; d_lng: number | null },
  kind: string,
  now: number,
): Promise<void> {
  // The driver's last known position is where the rider is, during a ride.
  await safetyRepo.insertEvent(db, {
    trip_id: trip.trip_id,
    user_id: trip.user_id,
    kind,
    lat: trip.d_lat,
    lng: trip.d_lng,
    created_at: now,
  });
}
