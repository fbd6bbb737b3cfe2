import { autoId, type AnyDb } from '../portable.ts';

/**
 * Safety on every ride (issue 14): a rider's trusted contacts (at most 5, checked by the service),
 * the safety events the operator reviews (the rider opened the safety panel, called the emergency
 * number, shared the ride: when, on which trip, and the driver's last known position), and each
 * city's emergency number. Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = autoId(db);
  await db.schema
    .createTable('trusted_contacts')
    .addColumn('contact_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trusted_contacts_user')
    .on('trusted_contacts')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('safety_events')
    .addColumn('safety_event_id', 'integer', id)
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.trip_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('cities')
    .addColumn('emergency_number', 'text', (c) => c.notNull().defaultTo('911'))
    .execute();
}
