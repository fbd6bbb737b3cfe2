import { autoId, type AnyDb } from '../portable.ts';

/**
 * Web Push subscriptions (issue 36, decision 059), expand only: one row per device (its push
 * service's `endpoint`, unique), of a rider (`user_id`) or a driver (`driver_id`), tied to the
 * session it subscribed in (`session_id`): a logout deletes the session's rows, and nothing is
 * ever sent through a row whose session has ended. A push service that answers 404 or 410
 * deletes its row.
 *
 * - `p256dh` / `auth`: the device's keys (base64url), which the payload is encrypted for.
 * - `language`: the device's language when it subscribed; the notifications are written in it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('subscription_id', 'integer', autoId(db))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('driver_id', 'integer')
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_endpoint')
    .on('push_subscriptions')
    .column('endpoint')
    .unique()
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_driver')
    .on('push_subscriptions')
    .column('driver_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute();
}
