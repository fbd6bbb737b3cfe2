import type { Db, Trx } from '../../db/database.ts';
import { auditRepo } from './repo.ts';

/** Who made a change: a signed-in staff member, or null for the `npm run staff` command. */
export interface Actor {
  staffId: number | null;
}

/** What a change reports for its audit entry, and what it returns to its caller. */
export interface AuditedChange<T> {
  entityId: string | number;
  before: unknown;
  after: unknown;
  value: T;
}

export interface AuditSubject {
  /** What was done, `<area>.<verb>` (e.g. `staff.disable`, `trip.refund`). */
  action: string;
  /** The kind of thing changed (`staff`, `trip`, `payment`, `driver`, `contact_message`…). */
  entity: string;
  /** Required for money actions (the service checks it before calling). */
  reason?: string | null;
}

/**
 * The one way a staff change is written (issue 30 "every change is audited"): `change` runs in a
 * transaction and its audit entry is inserted in that same transaction, so a change without its
 * entry, or an entry of a change that rolled back, cannot exist. `change` may throw (an AppError)
 * to refuse: nothing is written then. Notices are sent by the caller after this resolves.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  subject: AuditSubject,
  change: (trx: Trx) => Promise<AuditedChange<T>>,
  now: () => number = Date.now,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const done = await change(trx);
    await recordAudit(trx, actor, subject, done, now());
    return done.value;
  });
}

/**
 * The audit entry of a change made in `trx` by a transaction its owner opened (a stuck trip's
 * cancellation: the ride opens the transactions over its tables, ride/cancel.ts), so the
 * change and its entry still commit or roll back together.
 */
export async function recordAudit(
  trx: Trx,
  actor: Actor,
  subject: AuditSubject,
  done: Omit<AuditedChange<unknown>, 'value'>,
  at: number,
): Promise<void> {
  await auditRepo.insert(trx, {
    staff_id: actor.staffId,
    action: subject.action,
    entity: subject.entity,
    entity_id: String(done.entityId),
    before_json: done.before === undefined ? null : JSON.stringify(done.before),
    after_json: done.after === undefined ? null : JSON.stringify(done.after),
    reason: subject.reason ?? null,
    at,
  });
}
