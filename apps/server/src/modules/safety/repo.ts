import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';

export const safetyRepo = Object.freeze({
  async contactsOf(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('trusted_contacts')
      .select(['contact_id', 'user_id', 'name', 'phone_code', 'phone'])
      .where('user_id', '=', userId)
      .orderBy('contact_id')
      .execute();
  },

  async contact(db: DbOrTrx, contactId: number) {
    return db
      .selectFrom('trusted_contacts')
      .select(['contact_id', 'user_id', 'name', 'phone_code', 'phone'])
      .where('contact_id', '=', contactId)
      .executeTakeFirst();
  },

  async insertContact(
    db: DbOrTrx,
    row: { user_id: number; name: string; phone_code: string; phone: string; created_at: number },
  ): Promise<number> {
    return insertReturningId(db, 'trusted_contacts', row, 'contact_id');
  },

  async updateContact(
    db: DbOrTrx,
    contactId: number,
    changes: { name: string; phone_code: string; phone: string },
  ): Promise<void> {
    await db
      .updateTable('trusted_contacts')
      .set(changes)
      .where('contact_id', '=', contactId)
      .execute();
  },

  async deleteContact(db: DbOrTrx, contactId: number): Promise<void> {
    await db.deleteFrom('trusted_contacts').where('contact_id', '=', contactId).execute();
  },

  /** A trip with what sharing it and the safety panel need: its rider, city, token, driver's position. */
  async tripForSafety(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('trips as t')
      .innerJoin('cities as c', 'c.city_id', 't.city_id')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .select([
        't.trip_id',
        't.user_id',
        't.trip_status',
        't.track_token',
        'c.emergency_number',
        'u.first_name',
        'u.language',
        'd.d_lat',
        'd.d_lng',
      ])
      .where('t.trip_id', '=', tripId)
      .executeTakeFirst();
  },

  async insertEvent(
    db: DbOrTrx,
    row: {
      trip_id: number;
      user_id: number;
      kind: string;
      lat: number | null;
      lng: number | null;
      created_at: number;
      texts: number;
    },
  ): Promise<void> {
    await db.insertInto('safety_events').values(row).execute();
  },

  /** Share texts a rider has sent since a time. */
  async textsSince(db: DbOrTrx, userId: number, since: number): Promise<number> {
    const row = await db
      .selectFrom('safety_events')
      .select((eb) => eb.fn.sum<number | string | null>('texts').as('texts'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.texts ?? 0);
  },

  /** Numbers a rider saved as trusted contacts since a time (each once: a number seen is not new). */
  async newNumbersSince(db: DbOrTrx, userId: number, since: number): Promise<number> {
    const row = await db
      .selectFrom('trusted_contact_numbers')
      .select((eb) => eb.fn.countAll<number | string>().as('numbers'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.numbers ?? 0);
  },

  async numberSavedSince(
    db: DbOrTrx,
    userId: number,
    number: { phone_code: string; phone: string },
    since: number,
  ): Promise<boolean> {
    const row = await db
      .selectFrom('trusted_contact_numbers')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('phone_code', '=', number.phone_code)
      .where('phone', '=', number.phone)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insertNumber(
    db: DbOrTrx,
    row: { user_id: number; phone_code: string; phone: string; created_at: number },
  ): Promise<void> {
    await db.insertInto('trusted_contact_numbers').values(row).execute();
  },

  async eventsOfTrip(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('safety_events')
      .selectAll()
      .where('trip_id', '=', tripId)
      .orderBy('safety_event_id')
      .execute();
  },
});
