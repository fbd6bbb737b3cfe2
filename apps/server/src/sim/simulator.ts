import type { FastifyInstance } from 'fastify';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import type { DriverTrip, OpenRequest } from '@fairfare/contracts/drivers';
import { greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import { DevOutbox } from '../adapters/sms/outbox.ts';
import { LONDON_ON } from '../db/seed/cities.ts';
import { driverReads } from '../modules/drivers/store.ts';
import {
  between,
  chooseCounterAnswer,
  chooseOffer,
  DEFAULT_BEHAVIOUR,
  delaySteps,
  moveToward,
  seededRandom,
  wanderTarget,
  type Behaviour,
  type Random,
} from './behaviour.ts';
import { SIMULATOR_USER_AGENT } from './quiet-logs.ts';
import { ACTIVE_RIDE_STATUSES } from '@fairfare/contracts/trips';

/**
 * The driver simulator (docs/architecture.md, issue 5 "Drivers as counterparties", decision 009): seeded
 * drivers that go online, wander, answer requests and counter-offers, and drive their trips,
 * through the public driver API only (the app's own HTTP pipeline via `inject`, with an api_key
 * like a driver app). Time runs in steps of one simulated second, `speed` steps per real second.
 */
export interface SimulatorOptions {
  /** Simulated seconds per real second (SIMULATOR_SPEED). */
  speed: number;
  /** Seed of the randomness; each driver draws from its own generator derived from it. */
  seed?: number;
  /** The city whose seeded drivers take part (London ON). */
  cityId?: number;
  /** At most this many of them (all by default). */
  maxDrivers?: number;
  /** Driving speed in km/h (idle drivers wander at half of it). */
  driveKmh?: number;
  behaviour?: Partial<Behaviour>;
}

type Phase = 'to_pickup' | 'waiting' | 'to_drop';

interface ActiveTrip {
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

interface SimDriver {
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

interface ApiAnswer<T> {
  statusCode: number;
  response?: T;
}

/** Wake-up of a sleeping driver loop; `stop()` fires them all at once. */
interface Sleeper {
  timer: NodeJS.Timeout;
  wake: () => void;
}

const STEP_S = 1;
const POLL_EVERY = 2;
const POST_EVERY = 3;
const MAX_OTP_TRIES = 3;

export class DriverSimulator {
  private readonly app: FastifyInstance;
  private readonly speed: number;
  private readonly seed: number;
  private readonly cityId: number;
  private readonly maxDrivers: number;
  private readonly driveKmh: number;
  private readonly behaviour: Behaviour;
  private readonly drivers: SimDriver[] = [];
  private readonly loops: Array<Promise<void>> = [];
  private readonly sleepers = new Set<Sleeper>();
  private geofence: unknown = null;
  private running = false;
  private starting: Promise<void> | null = null;
  private warnedNoOtp = false;

  constructor(app: FastifyInstance, options: SimulatorOptions) {
    this.app = app;
    this.speed = options.speed > 0 ? options.speed : 1;
    this.seed = options.seed ?? Date.now();
    this.cityId = options.cityId ?? LONDON_ON;
    this.maxDrivers = options.maxDrivers ?? Number.POSITIVE_INFINITY;
    this.driveKmh = options.driveKmh ?? 40;
    this.behaviour = { ...DEFAULT_BEHAVIOUR, ...options.behaviour };
  }

  /** Simulated drivers logged in and driving. */
  get driverCount(): number {
    return this.drivers.length;
  }

  /** Timers the simulator holds (0 once stopped). */
  get activeTimers(): number {
    return this.sleepers.size;
  }

  /**
   * Logs the drivers in and starts them. Needs the dev SMS outbox to read the login codes (the
   * simulator is the phone that receives them); with a real SMS provider it stays off.
   */
  start(): Promise<void> {
    if (this.running) return this.starting ?? Promise.resolve();
    this.running = true;
    this.starting = this.startDrivers();
    return this.starting;
  }

  /** Stops every driver loop, takes the drivers offline and leaves no timer behind. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const sleeper of this.sleepers) sleeper.wake();
    await this.starting?.catch(() => undefined);
    await Promise.allSettled(this.loops);
    await Promise.allSettled(
      this.drivers.map((d) => this.call(d, endpoints.drivers.setOnline, { online: false })),
    );
    this.loops.length = 0;
  }

  private get log() {
    return this.app.log;
  }

  private async startDrivers(): Promise<void> {
    const outbox = this.app.sms;
    if (!(outbox instanceof DevOutbox)) {
      this.log.warn(
        'driver simulator off: a real SMS provider is configured, so the simulated drivers cannot receive their login codes',
      );
      this.running = false;
      return;
    }
    const fences = await this.app.inject({
      method: 'POST',
      url: API_BASE + endpoints.common.geofences,
      remoteAddress: '127.77.0.0',
      headers: { 'user-agent': SIMULATOR_USER_AGENT },
      payload: {},
    });
    const fence = fences.json().response?.[String(this.cityId)] as
      { geofence_json: string | null } | undefined;
    this.geofence = fence?.geofence_json ?? null;

    // Only the simulator's own roster (is_simulated): a real driver, signed in from the driver
    // app, is never logged in, moved or answered for by the simulator, nor are their trips.
    const roster = await driverReads.simulatedRoster(this.app.db, this.cityId);
    const phones = roster.slice(0, this.maxDrivers);
    for (const [i, seed] of phones.entries()) {
      if (!this.running) return;
      const remoteAddress = `127.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      try {
        const driver = await this.login(outbox, seed.d_phone, remoteAddress);
        if (!driver) continue;
        this.drivers.push(driver); // stop() takes it offline again
        if (this.running) this.loops.push(this.runDriver(driver));
      } catch (err) {
        this.log.warn({ err, phone: seed.d_phone }, 'driver simulator: a driver could not start');
      }
    }
    this.log.info(
      { drivers: this.drivers.length, speed: this.speed },
      'driver simulator: drivers online',
    );
  }

  /** driverapi/login as a driver app: request a code, read it from the phone (the outbox), verify. */
  private async login(
    outbox: DevOutbox,
    phone: string,
    remoteAddress: string,
  ): Promise<SimDriver | null> {
    const url = API_BASE + endpoints.drivers.login;
    const base = { phone_code: '+1', phone };
    const sent = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'user-agent': SIMULATOR_USER_AGENT },
      payload: { step: 'request', ...base },
    });
    if (sent.statusCode !== 200) {
      this.log.warn({ phone, status: sent.statusCode }, 'driver simulator: no login code');
      return null;
    }
    const code = outbox.list(`+1${phone}`)[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) return null;
    const res = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'user-agent': SIMULATOR_USER_AGENT },
      payload: { step: 'verify', ...base, code, client: 'app' },
    });
    if (res.statusCode !== 200) return null; // e.g. not a driver of this database
    const body = res.json().response as { driver_id: number; d_name: string; api_key: string };
    const driver: SimDriver = {
      id: body.driver_id,
      name: body.d_name,
      apiKey: body.api_key,
      remoteAddress,
      random: seededRandom((this.seed ^ Math.imul(body.driver_id, 0x9e3779b1)) >>> 0),
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
    const online = await this.call<{ d_lat: number | null; d_lng: number | null }>(
      driver,
      endpoints.drivers.setOnline,
      { online: true },
    );
    const { d_lat, d_lng } = online.response ?? { d_lat: null, d_lng: null };
    driver.position =
      d_lat !== null && d_lng !== null
        ? { lat: d_lat, lng: d_lng }
        : wanderTarget(driver.random, this.geofence, { lat: 42.9849, lng: -81.2453 }, 5);
    await this.postPosition(driver);
    return driver;
  }

  /** A driver-API call with the driver's api_key, as a driver app makes it. */
  private async call<T>(d: SimDriver, path: string, payload: object): Promise<ApiAnswer<T>> {
    const res = await this.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}?api_key=${encodeURIComponent(d.apiKey)}&driver_id=${d.id}`,
      remoteAddress: d.remoteAddress,
      headers: { 'user-agent': SIMULATOR_USER_AGENT },
      payload,
    });
    const body = res.statusCode === 200 ? (res.json() as { response?: T }) : {};
    return { statusCode: res.statusCode, response: body.response };
  }

  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const sleeper: Sleeper = {
        timer: setTimeout(() => sleeper.wake(), ms),
        wake: () => {
          clearTimeout(sleeper.timer);
          this.sleepers.delete(sleeper);
          resolve();
        },
      };
      this.sleepers.add(sleeper);
    });
  }

  private async runDriver(d: SimDriver): Promise<void> {
    // Spread the drivers over the first step so that they do not all call at once.
    await this.sleep(d.random() * ((STEP_S * 1000) / this.speed));
    while (this.running) {
      try {
        await this.tick(d);
      } catch (err) {
        this.log.debug({ err, driver: d.id }, 'driver simulator: step failed');
      }
      if (this.running) await this.sleep((STEP_S * 1000) / this.speed);
    }
  }

  /** One simulated second of a driver's life. */
  private async tick(d: SimDriver): Promise<void> {
    d.step += 1;
    const due = d.pending.filter((p) => p.due <= d.step);
    d.pending = d.pending.filter((p) => p.due > d.step);
    for (const action of due) await action.run();

    if (d.step % POLL_EVERY === 0) {
      await this.syncTrip(d);
      if (!d.trip) await this.pollRequests(d);
    }
    if (d.trip) await this.drive(d);
    else if (!d.awaitingAnswer) this.wander(d);
    if (d.step % POST_EVERY === 0) await this.postPosition(d);
  }

  private async postPosition(d: SimDriver): Promise<void> {
    if (d.posted && d.posted.lat === d.position.lat && d.posted.lng === d.position.lng) return;
    const res = await this.call(d, endpoints.drivers.updatePosition, d.position);
    if (res.statusCode === 200) d.posted = { ...d.position };
  }

  private stepKm(kmh: number): number {
    return (kmh * STEP_S) / 3600;
  }

  private wander(d: SimDriver): void {
    if (!d.target) d.target = wanderTarget(d.random, this.geofence, d.position, 2);
    const moved = moveToward(d.position, d.target, this.stepKm(this.driveKmh / 2));
    d.position = moved.position;
    if (moved.arrived) d.target = null;
  }

  /** New requests get an offer (or not) after a human delay; counter-offers get an answer. */
  private async pollRequests(d: SimDriver): Promise<void> {
    const res = await this.call<{ requests: OpenRequest[] }>(d, endpoints.drivers.openRequests, {});
    const requests = res.response?.requests ?? [];
    const wasAwaiting = d.awaitingAnswer;
    d.awaitingAnswer = requests.some(
      (r) => r.my_offer?.status === 'offer' || r.my_offer?.status === 'counter',
    );
    // The offer left the open requests: answered between this tick's trip sync and now. If it
    // was accepted the driver has a trip and must not wander off until the next sync.
    if (wasAwaiting && !d.awaitingAnswer) {
      await this.syncTrip(d);
      if (d.trip) return;
    }
    for (const request of requests) {
      const mine = request.my_offer;
      if (mine?.status === 'counter' && mine.user_offer_amt !== null) {
        const key = `${request.trip_id}:${mine.user_offer_amt}`;
        if (d.answered.has(key)) continue;
        d.answered.add(key);
        const offer = {
          offer_amt: mine.offer_amt,
          user_offer_amt: mine.user_offer_amt,
          min_amount: request.min_amount,
          max_amount: request.max_amount,
        };
        this.later(d, between(d.random, 1, 4), async () => {
          const answer = chooseCounterAnswer(
            d.random,
            offer,
            !d.countered.has(request.trip_id),
            this.behaviour,
          );
          if ('offer_amt' in answer) d.countered.add(request.trip_id);
          await this.call(d, endpoints.drivers.answerCounter, {
            trip_id: request.trip_id,
            ...answer,
          });
        });
        continue;
      }
      const seenKey = `${request.trip_id}:${request.user_offer_amt}`;
      if (mine || d.seen.has(seenKey)) continue;
      d.seen.add(seenKey);
      const amount = chooseOffer(d.random, request, this.behaviour);
      if (amount === null) continue;
      this.later(d, between(d.random, 2, 8), async () => {
        if (d.trip) return;
        const sent = await this.call(d, endpoints.drivers.sendOffer, {
          trip_id: request.trip_id,
          offer_amt: amount,
        });
        if (sent.statusCode === 200) d.awaitingAnswer = true;
      });
    }
  }

  private later(d: SimDriver, steps: number, run: () => Promise<void>): void {
    d.pending.push({ due: d.step + Math.ceil(steps), run });
  }

  /** Follows getmytrips: picks up a newly assigned trip, drops one that ended elsewhere. */
  private async syncTrip(d: SimDriver): Promise<void> {
    const res = await this.call<{ trips: DriverTrip[] }>(d, endpoints.drivers.myTrips, {});
    if (res.statusCode !== 200) return;
    const trips = res.response?.trips ?? [];
    if (d.trip && !trips.some((t) => t.trip_id === d.trip?.id)) d.trip = null; // cancelled by the rider
    if (d.trip) return;
    const soon = Date.now() + 5 * 60_000;
    const trip = trips.find(
      (t) =>
        (ACTIVE_RIDE_STATUSES as readonly string[]).includes(t.trip_status) ||
        (t.trip_status === 'assigned' && t.trip_date <= soon),
    );
    if (!trip) return;
    const pickup = { lat: trip.trip_from_lat, lng: trip.trip_from_lng };
    const drop = { lat: trip.trip_to_lat, lng: trip.trip_to_lng };
    const phase: Phase =
      trip.trip_status === 'begin'
        ? 'to_drop'
        : trip.trip_status === 'arrive'
          ? 'waiting'
          : 'to_pickup';
    const p =
      phase === 'to_drop' ? this.behaviour.cancelDuringRide : this.behaviour.cancelBeforePickup;
    const leg = greatCircleKm(d.position, phase === 'to_drop' ? drop : pickup);
    d.trip = {
      id: trip.trip_id,
      phase,
      pickup,
      drop,
      cancelWithinKm: phase !== 'waiting' && d.random() < p ? leg * d.random() : null,
      departAt: d.step + delaySteps(d.random, this.behaviour.departDelayS),
      beginAt: d.step + delaySteps(d.random, this.behaviour.pickupWaitS),
      otpTries: 0,
      cash: trip.trip_pay_mode === 'cash',
    };
    d.target = null;
  }

  private async setStatus(
    d: SimDriver,
    tripId: number,
    status: 'arrive' | 'begin' | 'completed' | 'p_cancel_pickup' | 'p_cancel_drop',
    otp?: string,
  ): Promise<boolean> {
    const res = await this.call(d, endpoints.drivers.updateTripStatus, {
      trip_id: tripId,
      status,
      ...(otp === undefined ? {} : { otp }),
    });
    if (res.statusCode !== 200) d.trip = null; // changed elsewhere; getmytrips tells what is left
    return res.statusCode === 200;
  }

  private async drive(d: SimDriver): Promise<void> {
    const trip = d.trip;
    if (!trip) return;
    if (trip.phase === 'waiting') {
      if (d.step < trip.beginAt) return;
      const otp = await this.learnOtp(d, trip.id);
      if (otp !== null) {
        if (await this.setStatus(d, trip.id, 'begin', otp)) {
          trip.phase = 'to_drop';
          const p = this.behaviour.cancelDuringRide;
          trip.cancelWithinKm =
            d.random() < p ? greatCircleKm(d.position, trip.drop) * d.random() : null;
        }
      } else if (++trip.otpTries >= MAX_OTP_TRIES) {
        await this.setStatus(d, trip.id, 'p_cancel_pickup');
        d.trip = null;
      } else {
        trip.beginAt = d.step + 2;
      }
      return;
    }
    if (trip.phase === 'to_pickup' && d.step < trip.departAt) return;
    const goal = trip.phase === 'to_pickup' ? trip.pickup : trip.drop;
    const moved = moveToward(d.position, goal, this.stepKm(this.driveKmh));
    d.position = moved.position;
    // Checked after the step: a step longer than what was left (fast cars, a short leg) must not
    // carry a driver who was to cancel past the point where it cancels.
    if (trip.cancelWithinKm !== null && greatCircleKm(d.position, goal) <= trip.cancelWithinKm) {
      await this.setStatus(
        d,
        trip.id,
        trip.phase === 'to_pickup' ? 'p_cancel_pickup' : 'p_cancel_drop',
      );
      d.trip = null;
      return;
    }
    if (!moved.arrived) return;
    await this.postPosition(d);
    if (trip.phase === 'to_pickup') {
      if (await this.setStatus(d, trip.id, 'arrive')) {
        trip.phase = 'waiting';
        trip.beginAt = d.step + delaySteps(d.random, this.behaviour.pickupWaitS);
      }
    } else {
      const completed = await this.setStatus(d, trip.id, 'completed');
      d.trip = null;
      if (completed && trip.cash) this.confirmCashLater(d, trip.id);
    }
  }

  /**
   * A cash trip becomes Paid only when its driver confirms the cash (payments/cash.ts): the
   * simulated driver does, after counting it, so the demo journey ends Paid with nobody else
   * doing anything. A refusal (the rider paid by card or wallet meanwhile) is left alone.
   */
  private confirmCashLater(d: SimDriver, tripId: number): void {
    this.later(d, delaySteps(d.random, this.behaviour.cashConfirmDelayS), async () => {
      const res = await this.call(d, endpoints.drivers.confirmCash, { trip_id: tripId });
      if (res.statusCode !== 200) {
        this.log.debug({ driver: d.id, tripId, status: res.statusCode }, 'cash not confirmed');
      }
    });
  }

  /**
   * The OTP the rider reads out to the driver, modelled by the development hook
   * `GET /api/dev/trip-otp` (decision 009); null when there is none (NODE_ENV=production).
   */
  private async learnOtp(d: SimDriver, tripId: number): Promise<string | null> {
    const res = await this.app.inject({
      method: 'GET',
      url: `/api/dev/trip-otp?trip_id=${tripId}&api_key=${encodeURIComponent(d.apiKey)}&driver_id=${d.id}`,
      remoteAddress: d.remoteAddress,
      headers: { 'user-agent': SIMULATOR_USER_AGENT },
    });
    if (res.statusCode === 200) return (res.json() as { otp: string }).otp;
    if (this.app.config.env === 'production' && !this.warnedNoOtp) {
      this.warnedNoOtp = true;
      this.log.warn(
        { status: res.statusCode },
        'driver simulator: no OTP hook (NODE_ENV=production), simulated drivers cancel at pickup',
      );
    }
    return null;
  }
}
