import { DEFAULT_LANGUAGE, type Language } from '@fairfare/contracts/languages';
import { smsLanguage, smsText } from '../texts/sms-texts.ts';
import { trackUrl } from '../tracking/link.ts';
import type { z } from 'zod';
import {
  NEW_CONTACT_NUMBERS_PER_DAY,
  SHARE_TEXTS_PER_DAY,
  TRUSTED_CONTACTS_MAX,
  type SafetyPanel,
  type safetyEventRequestSchema,
  type saveTrustedContactRequestSchema,
  type shareTripRequestSchema,
  type TrustedContact,
} from '@fairfare/contracts/safety';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { badRequest, tooManyRequests } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { lockRider } from '../users/store.ts';
import { safetyRepo } from './repo.ts';

const DAY_MS = 24 * 3_600_000;

const toContact = ({ user_id: _owner, ...contact }: TrustedContact & { user_id: number }) =>
  contact;

export async function listContacts(db: Db, riderId: number): Promise<TrustedContact[]> {
  return (await safetyRepo.contactsOf(db, riderId)).map(toContact);
}

/**
 * Adds a trusted contact (at most TRUSTED_CONTACTS_MAX; counted inside the transaction, so two
 * adds at once cannot pass it), or changes the rider's own one. A number the rider has not saved
 * in the last day is a new number: at most NEW_CONTACT_NUMBERS_PER_DAY a day, so that the share cannot be
 * pointed at one stranger after another (issue 31 point 5).
 */
export async function saveContact(
  db: Db,
  riderId: number,
  request: z.output<typeof saveTrustedContactRequestSchema>,
  now: number,
): Promise<TrustedContact> {
  const fields = { name: request.name, phone_code: request.phone_code, phone: request.phone };
  return db.transaction().execute(async (trx) => {
    const existing =
      request.contact_id === undefined
        ? undefined
        : ownedBy(await safetyRepo.contact(trx, request.contact_id), riderId);
    await lockRider(trx, riderId);
    const sameNumber =
      existing?.phone_code === fields.phone_code && existing.phone === fields.phone;
    const since = now - DAY_MS;
    if (!sameNumber && !(await safetyRepo.numberSavedSince(trx, riderId, fields, since))) {
      if ((await safetyRepo.newNumbersSince(trx, riderId, since)) >= NEW_CONTACT_NUMBERS_PER_DAY)
        throw tooManyRequests('safety.tooManyNewContacts');
      await safetyRepo.insertNumber(trx, {
        user_id: riderId,
        phone_code: fields.phone_code,
        phone: fields.phone,
        created_at: now,
      });
    }
    if (existing) {
      await safetyRepo.updateContact(trx, existing.contact_id, fields);
      return { contact_id: existing.contact_id, ...fields };
    }
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

/** The most of a rider's name a share text carries. */
const SHARED_NAME_MAX = 30;

/**
 * A rider's name as a share text may carry it: letters (any script, with their accents), spaces,
 * hyphens and apostrophes only, at most SHARED_NAME_MAX characters, so that nobody can put a link
 * or a message of their own into a text sent under our name (issue 31 point 5).
 */
export function nameForText(name: string): string {
  const letters = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s'’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...letters].slice(0, SHARED_NAME_MAX).join('').trim();
}

/** The text a trusted contact receives: who shares, and the live tracking link. */
export function shareText(
  riderFirstName: string,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const name = nameForText(riderFirstName) || smsText(language, 'aRider');
  return smsText(language, 'share', { name, link });
}

/**
 * Texts the trip's tracking link to the rider's chosen trusted contacts (all of them when none is
 * named) through the SMS provider, and records the share as a safety event with the number of
 * texts: at most SHARE_TEXTS_PER_DAY a rider, counted under the rider's lock before any is sent,
 * so that shares at once cannot pass it.
 */
export async function shareTrip(
  deps: { db: Db; sms: SmsSender; publicBaseUrl: string },
  riderId: number,
  request: z.output<typeof shareTripRequestSchema>,
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
  await deps.db.transaction().execute(async (trx) => {
    await lockRider(trx, riderId);
    const sent = await safetyRepo.textsSince(trx, riderId, now - DAY_MS);
    if (sent + chosen.length > SHARE_TEXTS_PER_DAY) throw tooManyRequests('safety.tooManyShares');
    await recordEvent(trx, trip, 'shared', now, chosen.length);
  });
  // in the rider's language: the rider chose these contacts and speaks with them
  const text = shareText(
    trip.first_name,
    trackUrl(deps.publicBaseUrl, trip.track_token),
    smsLanguage(trip.language),
  );
  for (const contact of chosen) await deps.sms.send(`${contact.phone_code}${contact.phone}`, text);
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
  db: DbOrTrx,
  trip: { trip_id: number; user_id: number; d_lat: number | null; d_lng: number | null },
  kind: string,
  now: number,
  texts = 0,
): Promise<void> {
  // The driver's last known position is where the rider is, during a ride.
  await safetyRepo.insertEvent(db, {
    trip_id: trip.trip_id,
    user_id: trip.user_id,
    kind,
    lat: trip.d_lat,
    lng: trip.d_lng,
    created_at: now,
    texts,
  });
}
