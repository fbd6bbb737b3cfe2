import type { FastifyInstance } from 'fastify';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { registerRider, signInWithCode } from './auth.ts';
import type { Db } from '../../src/db/database.ts';
import { booking, saveTrip, WESTERN } from './booking.ts';

export interface DriverSession {
  driverId: number;
  phone: string;
  cookie: string;
  apiKey?: string;
}

export interface RiderSession {
  userId: number;
  cookie: string;
}

let nextPhone = 0;

/** A driver of London ON (city 14), Economy (category 1) unless told, at a position, offline. */
export async function addDriver(
  db: Db,
  at: { lat: number; lng: number } = WESTERN,
  options: { name?: string; cityId?: number; categoryId?: number } = {},
): Promise<{ driverId: number; phone: string }> {
  const phone = `519777${String(nextPhone++ % 10_000).padStart(4, '0')}`;
  const { driver_id } = await db
    .insertInto('drivers')
    .values({
      city_id: options.cityId ?? 14,
      category_id: options.categoryId ?? 1,
      d_name: options.name ?? `Driver ${phone.slice(-4)} Tester`,
      d_phone_code: '+1',
      d_phone: phone,
      d_rating: 4.5,
      d_rating_count: 10,
      num_trip: 12,
      d_lat: at.lat,
      d_lng: at.lng,
      d_profile_image_path: '/images/avatars/driver-1.svg',
      car_name: 'Sedan',
      car_model: 'Corolla',
      car_make: 'Toyota',
      car_number: 'TEST 001',
      car_color: 'Silver',
      created_at: Date.now(),
    })
    .returning('driver_id')
    .executeTakeFirstOrThrow();
  return { driverId: driver_id, phone };
}

/** Logs a driver in through driverapi/login with the code from the dev outbox. */
export async function loginDriver(
  app: FastifyInstance,
  phone: string,
  client: 'web' | 'app' = 'web',
): Promise<DriverSession> {
  const res = await signInWithCode(app, endpoints.drivers.login, phone, {}, client, '10.8');
  const body = res.json().response;
  const cookie = res.cookies.find((c) => c.name === DRIVER_SESSION_COOKIE);
  return {
    driverId: body.driver_id as number,
    phone,
    cookie: cookie ? `${DRIVER_SESSION_COOKIE}=${cookie.value}` : '',
    apiKey: body.api_key as string | undefined,
  };
}

/** A driver-API call with the driver's cookie. */
export function asDriver(
  app: FastifyInstance,
  driver: DriverSession,
  path: string,
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: { cookie: driver.cookie },
    payload,
  });
}

/** A rider-API call with the rider's cookie. */
export function asRider(
  app: FastifyInstance,
  rider: RiderSession,
  path: string,
  payload: object = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: { cookie: rider.cookie, ...headers },
    payload,
  });
}

/** A driver added at a position, logged in, online there. */
export async function onlineDriver(
  app: FastifyInstance,
  db: Db,
  at: { lat: number; lng: number } = WESTERN,
  options: { name?: string; categoryId?: number } = {},
): Promise<DriverSession> {
  const { phone } = await addDriver(db, at, options);
  const driver = await loginDriver(app, phone);
  const online = await asDriver(app, driver, endpoints.drivers.setOnline, { online: true });
  if (online.statusCode !== 200) throw new Error(`setonline failed: ${online.body}`);
  const moved = await asDriver(app, driver, endpoints.drivers.updatePosition, at);
  if (moved.statusCode !== 200) throw new Error(`updateposition failed: ${moved.body}`);
  return driver;
}

/** `n` points spread within ~1 km north-east of Western University (inside driver_radius). */
export function pointsNearWestern(n: number): Array<{ lat: number; lng: number }> {
  return Array.from({ length: n }, (_, i) => ({
    lat: WESTERN.lat + 0.0005 * (i % 10),
    lng: WESTERN.lng + 0.0008 * Math.floor(i / 10),
  }));
}

export interface Ride {
  rider: RiderSession;
  tripId: number;
  trip: Record<string, unknown> & {
    min_amount: number;
    max_amount: number;
    user_offer_amt: number;
  };
}

/** On a seeded database (startSeededApp): a rider and their saved ride now (Western → airport, offer 25.00). */
export async function savedRide(
  app: FastifyInstance,
  db: Db,
  phone: string,
  overrides: Record<string, unknown> = {},
): Promise<Ride> {
  const rider = await registerRider(app, phone);
  const res = await saveTrip(app, rider.cookie, booking(overrides));
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  const trip = res.json().response;
  return { rider, tripId: trip.trip_id as number, trip };
}

/** The driver's offer on a trip; throws unless it was accepted by the service. */
export async function offer(
  app: FastifyInstance,
  driver: DriverSession,
  tripId: number,
  amount: number,
) {
  const res = await asDriver(app, driver, endpoints.drivers.sendOffer, {
    trip_id: tripId,
    offer_amt: amount,
  });
  if (res.statusCode !== 200) throw new Error(`sendoffer failed: ${res.body}`);
  return res.json().response as { tripRequestId: number; expires_at: number };
}
