import { autoId, type AnyDb } from '../portable.ts';

/**
 * Applications to drive (issue 36, decision 058), expand only: one row per application, from the
 * phone code's check to the review.
 *
 * - `status`: draft (being filled in) | pending (submitted, waiting for review) | approved |
 *   rejected. Moved by guarded updates (`… WHERE status = …`), never back from approved.
 * - `session_hash` / `session_expires_at`: the applicant's session (cookie ff_apply), hashed
 *   like every session; a new code check replaces it.
 * - The vehicle's columns are named as the drivers' (car_make, car_model, car_color,
 *   car_number) and copied to the driver an approval creates (`driver_id`).
 * - `language`: the applicant's, for the texts that tell them the outcome.
 * - `reviewed_by`: the staff member who approved or rejected it; `reject_reason` is texted.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('driver_applications')
    .addColumn('application_id', 'integer', autoId(db))
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('d_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('car_make', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_year', 'integer')
    .addColumn('car_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('session_hash', 'text')
    .addColumn('session_expires_at', 'bigint')
    .addColumn('submitted_at', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reject_reason', 'text')
    .addColumn('driver_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('driver_applications_phone')
    .on('driver_applications')
    .columns(['phone_code', 'phone'])
    .execute();
  await db.schema
    .createIndex('driver_applications_session')
    .on('driver_applications')
    .column('session_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('driver_applications_review')
    .on('driver_applications')
    .columns(['status', 'city_id'])
    .execute();
}
