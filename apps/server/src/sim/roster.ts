import { endpoints } from '@fairfare/contracts/api';
import type { DevOutbox } from '../adapters/sms/outbox.ts';
import { driverReads } from '../modules/drivers/store.ts';
import { moveToward, seededRandom, wanderTarget } from './behaviour.ts';
import { call, logIn } from './driver-api.ts';
import { stepKm, type SimDriver, type SimWorld } from './simulated-driver.ts';

/**
 * The simulated drivers: who they are (the city's simulated roster), how each comes online, and
 * where each is (wandering while idle, its position posted like a driver app's).
 */

/**
 * The phones of the drivers to simulate. Only the simulator's own roster (is_simulated): a real
 * driver, signed in from the driver app, is never logged in, moved or answered for by the
 * simulator, nor are their trips.
 */
export async function rosterPhones(
  world: SimWorld,
  cityId: number,
  maxDrivers: number,
): Promise<string[]> {
  const roster = await driverReads.simulatedRoster(world.app.db, cityId);
  return roster.slice(0, maxDrivers).map((seed) => seed.d_phone);
}

/** The in-process address of the i-th driver (127.77.x.y, see quiet-logs.ts). */
export function remoteAddressOf(i: number): string {
  return `127.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

/**
 * Logs a driver in, takes it online and posts where it is (where it was last, or somewhere near
 * the city's centre); null when it cannot log in.
 */
export async function bringOnline(
  world: SimWorld,
  outbox: DevOutbox,
  phone: string,
  remoteAddress: string,
  seed: number,
): Promise<SimDriver | null> {
  const body = await logIn(world.app, outbox, phone, remoteAddress);
  if (!body) return null;
  const driver: SimDriver = {
    id: body.driver_id,
    name: body.d_name,
    apiKey: body.api_key,
    remoteAddress,
    random: seededRandom((seed ^ Math.imul(body.driver_id, 0x9e3779b1)) >>> 0),
    step: 0,
    position: { lat: 0, lng: 0 },
    posted: null,
    target: null,
    seen: new Set(),
    answered: new Set(),
    countered: new Set(),
    awaitingAnswer: false,
    pending: [],
    trip: null,
  };
  const online = await call<{ d_lat: number | null; d_lng: number | null }>(
    world.app,
    driver,
    endpoints.drivers.setOnline,
    { online: true },
  );
  const { d_lat, d_lng } = online.response ?? { d_lat: null, d_lng: null };
  driver.position =
    d_lat !== null && d_lng !== null
      ? { lat: d_lat, lng: d_lng }
      : wanderTarget(driver.random, world.geofence, { lat: 42.9849, lng: -81.2453 }, 5);
  await postPosition(world, driver);
  return driver;
}

/** Posts the driver's position, unless it has not moved since it last did. */
export async function postPosition(world: SimWorld, d: SimDriver): Promise<void> {
  if (d.posted && d.posted.lat === d.position.lat && d.posted.lng === d.position.lng) return;
  const res = await call(world.app, d, endpoints.drivers.updatePosition, d.position);
  if (res.statusCode === 200) d.posted = { ...d.position };
}

/** An idle driver drives at half speed to a random place within 2 km in the city, then another. */
export function wander(world: SimWorld, d: SimDriver): void {
  if (!d.target) d.target = wanderTarget(d.random, world.geofence, d.position, 2);
  const moved = moveToward(d.position, d.target, stepKm(world.driveKmh / 2));
  d.position = moved.position;
  if (moved.arrived) d.target = null;
}
