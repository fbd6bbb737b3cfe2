import { autoId, type AnyDb } from '../portable.ts';

/**
 * The whole schema of docs/product/data.md plus what docs/product/rules.md needs. Portable types only (docs/architecture.md):
 * money in integer cents, times in epoch ms (bigint), booleans 0/1, JSON as text.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = autoId(db);
  const dbl = 'double precision' as const;

  await db.schema
    .createTable('cities')
    .addColumn('city_id', 'integer', (c) => c.primaryKey())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('city_state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_country', 'text', (c) => c.notNull())
    .addColumn('city_cur', 'text', (c) => c.notNull())
    .addColumn('pg_cur', 'text', (c) => c.notNull())
    .addColumn('city_pay_options', 'text', (c) => c.notNull())
    .addColumn('city_lat', dbl, (c) => c.notNull())
    .addColumn('city_lng', dbl, (c) => c.notNull())
    .addColumn('geofence_json', 'text')
    .addColumn('geofence_version', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('tz_offset', dbl, (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation_fee', 'integer', (c) => c.notNull().defaultTo(500))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('category_id', 'integer', (c) => c.primaryKey())
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('category_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('city_fares')
    .addColumn('fare_id', 'integer', id)
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('base_fare', 'integer', (c) => c.notNull())
    .addColumn('per_km', 'integer', (c) => c.notNull())
    .addColumn('per_min', 'integer', (c) => c.notNull())
    .addColumn('min_fare', 'integer', (c) => c.notNull())
    .addColumn('commission_pct', dbl, (c) => c.notNull().defaultTo(20))
    .addColumn('bid_floor_pct', dbl, (c) => c.notNull().defaultTo(80))
    .addColumn('bid_ceiling_pct', dbl, (c) => c.notNull().defaultTo(200))
    .addUniqueConstraint('city_fares_city_category', ['city_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('constants')
    .addColumn('constant_id', 'integer', (c) => c.primaryKey())
    .addColumn('constant_key', 'text', (c) => c.notNull().unique())
    .addColumn('constant_value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('country_id', 'integer', id)
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('iso_code', 'text', (c) => c.notNull().unique())
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('places')
    .addColumn('place_id', 'integer', id)
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('place_name', 'text', (c) => c.notNull())
    .addColumn('place_address', 'text', (c) => c.notNull())
    .addColumn('place_lat', dbl, (c) => c.notNull())
    .addColumn('place_lng', dbl, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('places_city').on('places').column('city_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', id)
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('u_wallet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_phone', ['phone_code', 'phone'])
    .execute();

  await db.schema
    .createTable('drivers')
    .addColumn('driver_id', 'integer', id)
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('d_name', 'text', (c) => c.notNull())
    .addColumn('d_phone_code', 'text', (c) => c.notNull())
    .addColumn('d_phone', 'text', (c) => c.notNull())
    .addColumn('d_device_type', 'text', (c) => c.notNull().defaultTo('android'))
    .addColumn('d_device_token', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('d_rating', dbl, (c) => c.notNull().defaultTo(0))
    .addColumn('d_rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('num_trip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('d_lat', dbl)
    .addColumn('d_lng', dbl)
    .addColumn('h3_cell', 'text')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position_at', 'bigint')
    .addColumn('d_profile_image_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_name', 'text', (c) => c.notNull())
    .addColumn('car_model', 'text', (c) => c.notNull())
    .addColumn('car_make', 'text', (c) => c.notNull())
    .addColumn('car_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('drivers_phone', ['d_phone_code', 'd_phone'])
    .execute();
  await db.schema
    .createIndex('drivers_online_cell')
    .on('drivers')
    .columns(['is_online', 'h3_cell'])
    .execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('phone_code_id', 'integer', id)
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('payload_json', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('phone_codes_phone')
    .on('phone_codes')
    .columns(['phone_code', 'phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('phone_codes_ip')
    .on('phone_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('session_id', 'integer', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.driver_id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();

  await db.schema
    .createTable('promos')
    .addColumn('promo_id', 'integer', id)
    .addColumn('promo_code', 'text', (c) => c.notNull().unique())
    .addColumn('promo_kind', 'text', (c) => c.notNull()) // 'percent' | 'flat'
    .addColumn('promo_value', 'integer', (c) => c.notNull()) // percent, or cents for flat
    .addColumn('max_discount', 'integer') // cents
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('city_id', 'integer', (c) => c.references('cities.city_id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.category_id'))
    .addColumn('promo_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('trips')
    .addColumn('trip_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.driver_id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('trip_status', 'text', (c) => c.notNull())
    .addColumn('is_ride_later', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trip_date', 'bigint', (c) => c.notNull()) // pickup time (now, or the scheduled time)
    .addColumn('trip_from_loc', 'text', (c) => c.notNull())
    .addColumn('trip_to_loc', 'text', (c) => c.notNull())
    .addColumn('trip_from_lat', dbl, (c) => c.notNull())
    .addColumn('trip_from_lng', dbl, (c) => c.notNull())
    .addColumn('trip_to_lat', dbl, (c) => c.notNull())
    .addColumn('trip_to_lng', dbl, (c) => c.notNull())
    .addColumn('trip_scheduled_pick_lat', dbl)
    .addColumn('trip_scheduled_pick_lng', dbl)
    .addColumn('distance_m', 'integer', (c) => c.notNull())
    .addColumn('duration_min', 'integer', (c) => c.notNull())
    .addColumn('base_fare', 'integer', (c) => c.notNull())
    .addColumn('per_km', 'integer', (c) => c.notNull())
    .addColumn('per_min', 'integer', (c) => c.notNull())
    .addColumn('sub_total', 'integer', (c) => c.notNull())
    .addColumn('service_tax', 'integer', (c) => c.notNull())
    .addColumn('estimated_fare', 'integer', (c) => c.notNull())
    .addColumn('total_fare', 'integer', (c) => c.notNull())
    .addColumn('min_amount', 'integer', (c) => c.notNull())
    .addColumn('max_amount', 'integer', (c) => c.notNull())
    .addColumn('user_offer_amt', 'integer', (c) => c.notNull())
    .addColumn('trip_pay_amount', 'integer', (c) => c.notNull())
    .addColumn('trip_currency', 'text', (c) => c.notNull())
    .addColumn('trip_pay_status', 'text', (c) => c.notNull().defaultTo('Unpaid'))
    .addColumn('trip_pay_mode', 'text', (c) => c.notNull())
    .addColumn('trip_pay_date', 'bigint')
    .addColumn('promo_id', 'integer', (c) => c.references('promos.promo_id'))
    .addColumn('trip_promo_amt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trip_comp_commision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trip_driver_commision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('otp', 'text')
    .addColumn('tm_acc', 'bigint')
    .addColumn('trip_reason', 'text')
    .addColumn('is_cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_fee_by', 'text')
    .addColumn('cancel_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trip_rating', dbl)
    .addColumn('trip_feedback', 'text')
    .addColumn('is_for_other', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passenger_name', 'text')
    .addColumn('passenger_contact', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('track_token', 'text', (c) => c.notNull().unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('payment_card_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trips_user_date')
    .on('trips')
    .columns(['user_id', 'trip_id'])
    .execute();
  await db.schema
    .createIndex('trips_status')
    .on('trips')
    .columns(['trip_status', 'trip_date'])
    .execute();
  await db.schema.createIndex('trips_driver').on('trips').column('driver_id').execute();

  await db.schema
    .createTable('trip_requests')
    .addColumn('trip_request_id', 'integer', id)
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.trip_id'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.driver_id'))
    .addColumn('offer_amt', 'integer', (c) => c.notNull())
    .addColumn('user_offer_amt', 'integer')
    .addColumn('status', 'text', (c) => c.notNull()) // offer | accepted | rejected | declined | expired
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('trip_requests_trip_driver', ['trip_id', 'driver_id'])
    .execute();

  await db.schema
    .createTable('promo_uses')
    .addColumn('promo_use_id', 'integer', id)
    .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.promo_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.trip_id'))
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('promo_uses_trip', ['trip_id'])
    .execute();
  await db.schema
    .createIndex('promo_uses_user')
    .on('promo_uses')
    .columns(['promo_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('saved_cards')
    .addColumn('saved_card_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('payment_method_id', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_cards_user').on('saved_cards').column('user_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('payment_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('trip_id', 'integer', (c) => c.references('trips.trip_id'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.driver_id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // trip | cancel_fee | wallet_topup
    .addColumn('pay_mode', 'text', (c) => c.notNull()) // Card | Cash | wallet
    .addColumn('status', 'text', (c) => c.notNull()) // pending | succeeded | failed
    .addColumn('total_amt', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'integer', (c) => c.notNull())
    .addColumn('rider_amt', 'integer', (c) => c.notNull())
    .addColumn('promo_amt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_amt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('driver_commission_amt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trans_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'integer', (c) => c.references('cities.city_id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pg_currency', 'text', (c) => c.notNull())
    .addColumn('exchange_rate', dbl, (c) => c.notNull().defaultTo(1))
    .addColumn('currency_multiplier', dbl, (c) => c.notNull().defaultTo(1))
    .addColumn('gateway_ref', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_trip').on('payments').column('trip_id').execute();
  await db.schema.createIndex('payments_user').on('payments').column('user_id').execute();

  await db.schema
    .createTable('wallet_ledger')
    .addColumn('entry_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('amount', 'integer', (c) => c.notNull()) // signed cents
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.payment_id'))
    .addColumn('trip_id', 'integer', (c) => c.references('trips.trip_id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_ledger_user').on('wallet_ledger').column('user_id').execute();

  await db.schema
    .createTable('content_posts')
    .addColumn('post_id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull()) // blog | article | announcement
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().defaultTo('FairFare'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_posts_kind_slug', ['kind', 'slug'])
    .execute();
  await db.schema
    .createIndex('content_posts_list')
    .on('content_posts')
    .columns(['kind', 'published_at'])
    .execute();

  await db.schema
    .createTable('content_translations')
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('content_posts.post_id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull()) // en | es | fr
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['post_id', 'lang'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('contact_message_id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('due_jobs')
    .addColumn('job_id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('due_jobs_due')
    .on('due_jobs')
    .columns(['done_at', 'run_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'payment_attempts',
    'sandbox_charges',
    'sandbox_idempotency_keys',
    'sandbox_intents',
    'sandbox_payment_methods',
    'sandbox_customers',
    'saved_places',
    'safety_events',
    'trusted_contacts',
    'category_translations',
    'due_jobs',
    'contact_messages',
    'content_translations',
    'content_posts',
    'wallet_ledger',
    'payments',
    'saved_cards',
    'promo_uses',
    'trip_requests',
    'trips',
    'promos',
    'sessions',
    'phone_codes',
    'drivers',
    'users',
    'places',
    'countries',
    'constants',
    'city_fares',
    'categories',
    'cities',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
