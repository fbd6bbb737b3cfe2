import type { FastifyBaseLogger } from 'fastify';
import { SESSION_IDLE_DAYS } from '@fairfare/contracts/auth';
import type { DriverPush, RiderPush } from '@fairfare/contracts/socket';
import type { WebPushPayload } from '@fairfare/contracts/web-push';
import type { WebPushSender } from '../../adapters/web-push/sender.ts';
import type { Db } from '../../db/database.ts';
import type { WebPushMirror } from '../../realtime/socket-notifier.ts';
import {
  driverNotification,
  driverNotifies,
  riderNotification,
  riderNotifies,
} from './notifications.ts';
import { webPushRepo, type Owner } from './repo.ts';
import { pushLanguage } from './texts.ts';

const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 3_600_000;
/** Pushes sent at once: enough to keep a push service busy, few enough to leave the CPU to rides. */
const CONCURRENCY = 8;

type Item = {
  owner: Owner;
  push: { kind: 'driver'; push: DriverPush } | { kind: 'rider'; push: RiderPush };
};

export interface WebPushOutboxDeps {
  db: Db;
  sender: WebPushSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'debug'>;
  now?: () => number;
}

/**
 * Sends the Web Push notifications of the pushes that matter (notifications.ts) to the live
 * devices of their riders and drivers. What is handed on in one turn of the event loop goes out
 * together, with one query for all its owners' devices: a request announced to a thousand
 * drivers costs one read, not a thousand. Best effort, never in the caller's way; a device whose
 * push service says it is gone (404/410) is deleted.
 */
export class WebPushOutbox implements WebPushMirror {
  private readonly deps: WebPushOutboxDeps;
  private pending: Item[] = [];
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(deps: WebPushOutboxDeps) {
    this.deps = deps;
  }

  toDriver(driverId: number, push: DriverPush): void {
    // most pushes are not worth a notification: they cost nothing more than this look
    if (!driverNotifies(push)) return;
    this.queue({ owner: { kind: 'driver', id: driverId }, push: { kind: 'driver', push } });
  }

  toRider(userId: number, push: RiderPush): void {
    if (!riderNotifies(push)) return;
    this.queue({ owner: { kind: 'rider', id: userId }, push: { kind: 'rider', push } });
  }

  async settled(): Promise<void> {
    while (this.scheduled || this.inFlight.size > 0) {
      if (this.scheduled) await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(this.inFlight);
    }
  }

  private queue(item: Item): void {
    this.pending.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const items = this.pending;
      this.pending = [];
      const sent = this.deliver(items)
        .catch((err: unknown) => this.deps.log.warn({ err }, 'web push failed'))
        .finally(() => this.inFlight.delete(sent));
      this.inFlight.add(sent);
    });
  }

  private async deliver(items: Item[]): Promise<void> {
    const jobs = await this.jobsOf(items);
    const gone: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        try {
          const outcome = await this.deps.sender.send(job.device, JSON.stringify(job.payload));
          if (outcome.gone) gone.push(job.subscriptionId);
          else if (outcome.status >= 400)
            this.deps.log.debug({ status: outcome.status }, 'push service refused a notification');
        } catch (err) {
          this.deps.log.debug({ err }, 'push service not reached');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
    await webPushRepo.removeIds(this.deps.db, gone);
  }

  /** One notification per live device of each item's owner, in that device's language. */
  private async jobsOf(items: Item[]) {
    const seenSince = (this.deps.now ?? Date.now)() - SESSION_IDLE_MS;
    const jobs: Array<{
      subscriptionId: number;
      device: { endpoint: string; keys: { p256dh: string; auth: string } };
      payload: WebPushPayload;
    }> = [];
    for (const kind of ['driver', 'rider'] as const) {
      const mine = items.filter((i) => i.owner.kind === kind);
      const ids = [...new Set(mine.map((i) => i.owner.id))];
      const byOwner = new Map<number, Awaited<ReturnType<typeof webPushRepo.live>>>();
      for (const d of await webPushRepo.live(this.deps.db, kind, ids, seenSince)) {
        const id = Number(d.owner_id);
        byOwner.set(id, [...(byOwner.get(id) ?? []), d]);
      }
      for (const item of mine) {
        for (const d of byOwner.get(item.owner.id) ?? []) {
          const language = pushLanguage(d.language);
          const payload =
            item.push.kind === 'driver'
              ? driverNotification(item.push.push, language)
              : riderNotification(item.push.push, language);
          if (!payload) continue;
          jobs.push({
            subscriptionId: d.subscription_id,
            device: { endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } },
            payload,
          });
        }
      }
    }
    return jobs;
  }
}
