import { CONSTANT_KEYS, constantNumber } from '@fairfare/contracts/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { listConstants } from '../constants/service.ts';

/** The live ride's numbers from the service constants (seeded; editable without a deploy). */
export interface RideSettings {
  /** How long a driver's offer (or a rider's counter-offer) stays open: offer_validity_seconds. */
  offerValidityMs: number;
  /** How long a request waits for an accepted offer: request_expiry_minutes. */
  requestExpiryMs: number;
  /** The free-cancellation countdown: timer_value minutes. */
  timerMs: number;
  /** Drivers asked for a ride now are within this many km of the pickup: driver_radius. */
  driverRadiusKm: number;
  /** … and for a ride booked for later: rl_driver_radius. */
  rlDriverRadiusKm: number;
}

/** The seed's values, used when a constant is missing or not a positive number. */
export const DEFAULT_RIDE_SETTINGS: RideSettings = {
  offerValidityMs: 60_000,
  requestExpiryMs: 10 * 60_000,
  timerMs: 5 * 60_000,
  driverRadiusKm: 5,
  rlDriverRadiusKm: 10,
};

export const RIDE_CONSTANT_KEYS = {
  offerValiditySeconds: 'offer_validity_seconds',
  requestExpiryMinutes: 'request_expiry_minutes',
} as const;

export async function rideSettings(db: DbOrTrx): Promise<RideSettings> {
  const constants = await listConstants(db);
  const positive = (key: string, scale: number, fallback: number) => {
    const value = constantNumber(constants, key);
    return value !== undefined && value > 0 ? value * scale : fallback;
  };
  const d = DEFAULT_RIDE_SETTINGS;
  return {
    offerValidityMs: positive(RIDE_CONSTANT_KEYS.offerValiditySeconds, 1000, d.offerValidityMs),
    requestExpiryMs: positive(RIDE_CONSTANT_KEYS.requestExpiryMinutes, 60_000, d.requestExpiryMs),
    timerMs: positive(CONSTANT_KEYS.timerValue, 60_000, d.timerMs),
    driverRadiusKm: positive(CONSTANT_KEYS.driverRadius, 1, d.driverRadiusKm),
    rlDriverRadiusKm: positive(CONSTANT_KEYS.rlDriverRadius, 1, d.rlDriverRadiusKm),
  };
}
