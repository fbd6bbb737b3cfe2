import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asRider, savedRide } from '../../../test/helpers/rides.ts';

const contact = (name: string, phone: string) => ({ name, phone_code: '+1', phone });

describe.each(databaseKinds)('safety on %s', (kind) => {
  it('keeps up to 5 trusted contacts per rider: add, change, remove; validated like every phone', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195558801');
    const call = (path: string, body: object = {}) => asRider(app, ride.rider, path, body);

    const added = await call(endpoints.safety.saveContact, contact('Mom', '519 555 7001'));
    expect(added.statusCode).toBe(200);
    const mom = added.json().response;
    expect(mom).toEqual({
      contact_id: expect.any(Number),
      name: 'Mom',
      phone_code: '+1',
      phone: '5195557001',
    });
    const changed = await call(endpoints.safety.saveContact, {
      ...contact('Mum', '5195557002'),
      contact_id: mom.contact_id,
    });
    expect(changed.json().response).toMatchObject({ name: 'Mum', phone: '5195557002' });
    for (let i = 0; i < 4; i++) {
      expect(
        (await call(endpoints.safety.saveContact, contact(`Friend ${i}`, `519555710${i}`)))
          .statusCode,
      ).toBe(200);
    }
    const sixth = await call(endpoints.safety.saveContact, contact('One more', '5195557199'));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('safety.tooManyContacts');

    for (const [bad, code] of [
      [contact('', '5195557003'), 'safety.contactNameRequired'],
      [contact('Short', '555 01'), 'validation.phoneTooShort'],
      [{ ...contact('Code', '5195557004'), phone_code: '1' }, 'validation.phoneCodeInvalid'],
    ] as const) {
      const res = await call(endpoints.safety.saveContact, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }

    const list = await call(endpoints.safety.contacts);
    expect(list.json().response.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Mum',
      'Friend 0',
      'Friend 1',
      'Friend 2',
      'Friend 3',
    ]);
    const removed = await call(endpoints.safety.deleteContact, { contact_id: mom.contact_id });
    expect(removed.statusCode).toBe(200);
    expect((await call(endpoints.safety.contacts)).json().response.contacts).toHaveLength(4);
  });

  it("another rider's contact or trip answers 404 and changes nothing", async () => {
    const { app, db } = await startSeededApp(kind);
    const mine = await savedRide(app, db, '5195558802');
    const theirs = await savedRide(app, db, '5195558803');
    const saved = await asRider(
      app,
      theirs.rider,
      endpoints.safety.saveContact,
      contact('Theirs', '5195557010'),
    );
    const theirContact = saved.json().response.contact_id as number;
    for (const [path, body] of [
      [
        endpoints.safety.saveContact,
        { ...contact('Mine now', '5195557011'), contact_id: theirContact },
      ],
      [endpoints.safety.deleteContact, { contact_id: theirContact }],
      [endpoints.safety.shareTrip, { trip_id: theirs.tripId }],
      [endpoints.safety.event, { trip_id: theirs.tripId }],
    ] as const) {
      const res = await asRider(app, mine.rider, path, body);
      expect(res.statusCode).toBe(404);
    }
    const left = await asRider(app, theirs.rider, endpoints.safety.contacts, {});
    expect(left.json().response.contacts).toEqual([expect.objectContaining({ name: 'Theirs' })]);
  });

  it('shares the tracking link by SMS with the chosen trusted contacts, and records it', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558804').accepted();
    const add = async (name: string, phone: string) =>
      (await asRider(app, ride.rider, endpoints.safety.saveContact, contact(name, phone))).json()
        .response.contact_id as number;
    const sister = await add('Sister', '5195557020');
    await add('Brother', '5195557021');

    const none = await asRider(app, ride.rider, endpoints.safety.shareTrip, {
      trip_id: ride.tripId,
      contact_ids: [sister],
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().response).toEqual({ sent: 1 });
    const outbox = await app.inject({ url: '/api/dev/outbox?phone=%2B15195557020' });
    const text: string = outbox.json().messages[0].text;
    expect(text).toContain('/track?trip=');
    expect(text).toContain(ride.trip.track_token as string);
    expect(text).not.toContain('5195558804');
    const brother = await app.inject({ url: '/api/dev/outbox?phone=%2B15195557021' });
    expect(brother.json().messages).toHaveLength(0);

    const all = await asRider(app, ride.rider, endpoints.safety.shareTrip, {
      trip_id: ride.tripId,
    });
    expect(all.json().response).toEqual({ sent: 2 });
    const events = await db.selectFrom('safety_events').selectAll().execute();
    expect(events.map((e) => e.kind)).toEqual(['shared', 'shared']);
  });

  it('the safety panel is recorded with the time and the driver position, and gives the city emergency number', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558805').accepted();
    const before = Date.now();
    const res = await asRider(app, ride.rider, endpoints.safety.event, { trip_id: ride.tripId });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ emergency_number: '911' });
    const [event] = await db.selectFrom('safety_events').selectAll().execute();
    expect(event).toMatchObject({ trip_id: ride.tripId, kind: 'opened' });
    expect(Number(event?.created_at)).toBeGreaterThanOrEqual(before);
    expect(event?.lat).toEqual(expect.any(Number));
    const noContacts = await asRider(app, ride.rider, endpoints.safety.shareTrip, {
      trip_id: ride.tripId,
    });
    expect(noContacts.statusCode).toBe(400);
    expect(noContacts.json().code).toBe('safety.noContacts');
    for (const body of [{}, { trip_id: 'x' }, { trip_id: ride.tripId, kind: 'panic' }]) {
      expect((await asRider(app, ride.rider, endpoints.safety.event, body)).statusCode).toBe(400);
    }
    expect(await db.selectFrom('safety_events').selectAll().execute()).toHaveLength(1);
  });
});
