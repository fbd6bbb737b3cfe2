import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairfare/contracts/api';
import { DevOutbox } from '../adapters/sms/outbox.ts';
import { LONDON_ON } from '../db/seed/cities.ts';
import { DEFAULT_BEHAVIOUR, type Behaviour } from './behaviour.ts';
import { call, fetchGeofence } from './driver-api.ts';
import { pollRequests } from './offers.ts';
import { bringOnline, postPosition, remoteAddressOf, rosterPhones, wander } from './roster.ts';
import { STEP_S, type SimDriver, type SimWorld } from './simulated-driver.ts';
import { drive, syncTrip } from './trip-driving.ts';

/**
 * The driver simulator (docs/architecture.md, issue 5 "Drivers as counterparties", decision 009): seeded
 * drivers that go online, wander, answer requests and counter-offers, and drive their trips,
 * through the public driver API only (the app's own HTTP pipeline via `inject`, with an api_key
 * like a driver app). Time runs in steps of one simulated second, `speed` steps per real second.
 * This file starts and stops the drivers and runs their steps; what a driver does in a step is in
 * roster.ts (its place), offers.ts (its answers to requests) and trip-driving.ts (its trip).
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

/** Wake-up of a sleeping driver loop; `stop()` fires them all at once. */
interface Sleeper {
  timer: NodeJS.Timeout;
  wake: () => void;
}

const POLL_EVERY = 2;
const POST_EVERY = 3;

export class DriverSimulator {
  private readonly app: FastifyInstance;
  private readonly speed: number;
  private readonly seed: number;
  private readonly cityId: number;
  private readonly maxDrivers: number;
  private readonly world: SimWorld;
  private readonly drivers: SimDriver[] = [];
  private readonly loops: Array<Promise<void>> = [];
  private readonly sleepers = new Set<Sleeper>();
  private running = false;
  private starting: Promise<void> | null = null;

  constructor(app: FastifyInstance, options: SimulatorOptions) {
    this.app = app;
    this.speed = options.speed > 0 ? options.speed : 1;
    this.seed = options.seed ?? Date.now();
    this.cityId = options.cityId ?? LONDON_ON;
    this.maxDrivers = options.maxDrivers ?? Number.POSITIVE_INFINITY;
    this.world = {
      app,
      behaviour: { ...DEFAULT_BEHAVIOUR, ...options.behaviour },
      driveKmh: options.driveKmh ?? 40,
      geofence: null,
      warnedNoOtp: false,
    };
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
      this.drivers.map((d) => call(this.app, d, endpoints.drivers.setOnline, { online: false })),
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
    this.world.geofence = await fetchGeofence(this.app, this.cityId);

    const phones = await rosterPhones(this.world, this.cityId, this.maxDrivers);
    for (const [i, phone] of phones.entries()) {
      if (!this.running) return;
      try {
        const driver = await bringOnline(this.world, outbox, phone, remoteAddressOf(i), this.seed);
        if (!driver) continue;
        this.drivers.push(driver); // stop() takes it offline again
        if (this.running) this.loops.push(this.runDriver(driver));
      } catch (err) {
        this.log.warn({ err, phone }, 'driver simulator: a driver could not start');
      }
    }
    this.log.info(
      { drivers: this.drivers.length, speed: this.speed },
      'driver simulator: drivers online',
    );
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
      await syncTrip(this.world, d);
      if (!d.trip) await pollRequests(this.world, d);
    }
    if (d.trip) await drive(this.world, d);
    else if (!d.awaitingAnswer) wander(this.world, d);
    if (d.step % POST_EVERY === 0) await postPosition(this.world, d);
  }
}
