import { API_BASE, endpoints } from '@fairfare/contracts/api';
import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from '../adapters/sms/outbox.ts';
import { SIMULATOR_USER_AGENT } from './quiet-logs.ts';
import type { SimDriver, SimWorld } from './simulated-driver.ts';

/**
 * A simulated driver's requests, made as a driver app makes them: through the app's own HTTP
 * pipeline (`inject`) with the driver's api_key, the simulator's User-Agent and its in-process
 * address, so that they pass every check a real driver's do.
 */

export interface ApiAnswer<T> {
  statusCode: number;
  response?: T;
}

/** What the driver login answers on verify. */
export interface DriverLogin {
  driver_id: number;
  d_name: string;
  api_key: string;
}

/** A driver-API call with the driver's api_key, as a driver app makes it. */
export async function call<T>(
  app: FastifyInstance,
  d: SimDriver,
  path: string,
  payload: object,
): Promise<ApiAnswer<T>> {
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}${path}?api_key=${encodeURIComponent(d.apiKey)}&driver_id=${d.id}`,
    remoteAddress: d.remoteAddress,
    headers: { 'user-agent': SIMULATOR_USER_AGENT },
    payload,
  });
  const body = res.statusCode === 200 ? (res.json() as { response?: T }) : {};
  return { statusCode: res.statusCode, response: body.response };
}

/** The city's geofence as the common API gives it to an app (null when it has none). */
export async function fetchGeofence(app: FastifyInstance, cityId: number): Promise<unknown> {
  const fences = await app.inject({
    method: 'POST',
    url: API_BASE + endpoints.common.geofences,
    remoteAddress: '127.77.0.0',
    headers: { 'user-agent': SIMULATOR_USER_AGENT },
    payload: {},
  });
  const fence = fences.json().response?.[String(cityId)] as
    { geofence_json: string | null } | undefined;
  return fence?.geofence_json ?? null;
}

/** driverapi/login as a driver app: request a code, read it from the phone (the outbox), verify. */
export async function logIn(
  app: FastifyInstance,
  outbox: DevOutbox,
  phone: string,
  remoteAddress: string,
): Promise<DriverLogin | null> {
  const url = API_BASE + endpoints.drivers.login;
  const base = { phone_code: '+1', phone };
  const sent = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'user-agent': SIMULATOR_USER_AGENT },
    payload: { step: 'request', ...base },
  });
  if (sent.statusCode !== 200) {
    app.log.warn({ phone, status: sent.statusCode }, 'driver simulator: no login code');
    return null;
  }
  const code = outbox.list(`+1${phone}`)[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) return null;
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'user-agent': SIMULATOR_USER_AGENT },
    payload: { step: 'verify', ...base, code, client: 'app' },
  });
  if (res.statusCode !== 200) return null; // e.g. not a driver of this database
  return res.json().response as DriverLogin;
}

/**
 * The OTP the rider reads out to the driver, modelled by the development hook
 * `GET /api/dev/trip-otp` (decision 009); null when there is none (NODE_ENV=production).
 */
export async function learnOtp(
  world: SimWorld,
  d: SimDriver,
  tripId: number,
): Promise<string | null> {
  const res = await world.app.inject({
    method: 'GET',
    url: `/api/dev/trip-otp?trip_id=${tripId}&api_key=${encodeURIComponent(d.apiKey)}&driver_id=${d.id}`,
    remoteAddress: d.remoteAddress,
    headers: { 'user-agent': SIMULATOR_USER_AGENT },
  });
  if (res.statusCode === 200) return (res.json() as { otp: string }).otp;
  if (world.app.config.env === 'production' && !world.warnedNoOtp) {
    world.warnedNoOtp = true;
    world.app.log.warn(
      { status: res.statusCode },
      'driver simulator: no OTP hook (NODE_ENV=production), simulated drivers cancel at pickup',
    );
  }
  return null;
}
