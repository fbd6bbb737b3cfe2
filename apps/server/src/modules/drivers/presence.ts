import { z } from 'zod';
import { defineJob } from '../../due-jobs/define-job.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { RideDeps } from '../ride/deps.ts';
import { driversRepo } from './repo.ts';

/**
 * A driver who closes the app goes offline by itself (issue 36): each online spell has one due
 * job, `driver.silent`, that looks at the driver when the silence could first have lasted
 * driverSilentMs. Silent that long: offline, out of the geo index, no more requests. Seen since
 * (a position, going online again): the job looks again when the new silence could have lasted
 * as long. A job of an earlier spell (the driver went offline and online meanwhile) ends, so a
 * driver has one check at a time whatever they do; positions themselves enqueue nothing.
 */
export const silentDriverJob = defineJob({
  kind: 'driver.silent',
  payload: z.object({
    driver_id: z.number().int().positive(),
    online_since: z.number().int().nonnegative(),
  }),
  handle: (deps: PresenceDeps, payload, { now }) =>
    checkSilentDriver(deps, payload.driver_id, payload.online_since, now),
});

export type PresenceDeps = Pick<RideDeps, 'db' | 'locator' | 'driverSilentMs'>;

/** Called in the transaction that started an online spell. */
export async function watchOnlineSpell(
  db: DbOrTrx,
  deps: Pick<RideDeps, 'driverSilentMs'>,
  driverId: number,
  now: number,
): Promise<void> {
  await silentDriverJob.enqueue(db, {
    payload: { driver_id: driverId, online_since: now },
    runAt: now + deps.driverSilentMs,
    now,
  });
}

/** Job `driver.silent`: offline if silent for driverSilentMs, else looked at again later. */
export async function checkSilentDriver(
  deps: PresenceDeps,
  driverId: number,
  onlineSince: number,
  now: number,
): Promise<'offline' | 'again' | 'ended'> {
  const driver = await driversRepo.findById(deps.db, driverId);
  if (!driver || driver.is_online !== 1 || driver.online_since !== onlineSince) return 'ended';
  const seenAt = driver.seen_at ?? onlineSince;
  if (seenAt + deps.driverSilentMs > now) {
    await silentDriverJob.enqueue(deps.db, {
      payload: { driver_id: driverId, online_since: onlineSince },
      runAt: seenAt + deps.driverSilentMs,
      now,
    });
    return 'again';
  }
  const silentBefore = now - deps.driverSilentMs;
  if (!(await driversRepo.goOfflineIfSilent(deps.db, driverId, { onlineSince, silentBefore }))) {
    return 'ended';
  }
  await deps.locator.update(driverId, null);
  return 'offline';
}
