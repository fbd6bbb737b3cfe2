import type { FastifyInstance } from 'fastify';
import type { LatLng } from '@fairfare/contracts/fare';
import type { Behaviour, Random } from './behaviour.ts';

/**
 * What a simulated driver is at any step (its place, what it has decided on, the trip it drives)
 * and what all of them share: the app they call, how they behave, the city they drive in.
 */

/** Simulated seconds in a step of a driver's life. */
export const STEP_S = 1;

export type Phase = 'to_pickup' | 'waiting' | 'to_drop';

export interface ActiveTrip {
  id: number;
  phase: Phase;
  pickup: LatLng;
  drop: LatLng;
  /** Cancel once this close (km) to the next stop; null: no cancelling. */
  cancelWithinKm: number | null;
  /** Step at which the driver sets off for the pickup (phase 'to_pickup'). */
  departAt: number;
  /** Step at which the driver asks for the OTP (phase 'waiting'). */
  beginAt: number;
  otpTries: number;
  /** The rider pays in cash: the driver confirms the cash after completing the trip. */
  cash: boolean;
}

export interface SimDriver {
  id: number;
  name: string;
  apiKey: string;
  remoteAddress: string;
  random: Random;
  step: number;
  position: LatLng;
  posted: LatLng | null;
  target: LatLng | null;
  /** Requests already decided on, at their fare (`trip:fare`): a raised fare is decided anew. */
  seen: Set<string>;
  /** Counter-offers already answered (`trip:amount`), and trips countered once more. */
  answered: Set<string>;
  countered: Set<number>;
  /**
   * An offer of this driver is open (or a counter-offer waits for its answer): the driver stays
   * where it is, within reach of the pickup, instead of wandering out of sight of the request.
   */
  awaitingAnswer: boolean;
  pending: Array<{ due: number; run: () => Promise<void> }>;
  trip: ActiveTrip | null;
}

/** What the drivers of one simulator share. */
export interface SimWorld {
  readonly app: FastifyInstance;
  readonly behaviour: Behaviour;
  /** Driving speed in km/h (idle drivers wander at half of it). */
  readonly driveKmh: number;
  /** The city's geofence, inside which idle drivers wander (they stay put without one). */
  geofence: unknown;
  /** The missing OTP hook was told once already (not once per driver). */
  warnedNoOtp: boolean;
}

/** Distance driven in a step at this speed. */
export function stepKm(kmh: number): number {
  return (kmh * STEP_S) / 3600;
}

/** Runs `run` this many steps from now, in the driver's own step (a human delay). */
export function later(d: SimDriver, steps: number, run: () => Promise<void>): void {
  d.pending.push({ due: d.step + Math.ceil(steps), run });
}
