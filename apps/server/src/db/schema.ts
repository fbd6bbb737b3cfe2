import type { Generated, Selectable } from 'kysely';

/**
 * Row types of migrations/001_initial_schema.ts and the migrations after it. Column names keep
 * the specification's field names (snake_case). Money is integer cents; times are epoch
 * milliseconds; flags are 0/1.
 */
export interface CitiesTable {
  city_id: number;
  city_name: string;
  city_state: Generated<string>;
  city_country: string;
  city_cur: string;
  pg_cur: string;
  city_pay_options: string;
  city_lat: number;
  city_lng: number;
  geofence_json: string | null;
  geofence_version: Generated<string>;
  tz_offset: Generated<number>;
  cancellation_fee: Generated<number>;
  /** Shown in the ride's safety panel as a tel: link (911 in the seeded Canadian cities). */
  emergency_number: Generated<string>;
  is_active: Generated<number>;
  created_at: number;
  /** Cents: a support credit above it waits for a second staff member (migration 025). */
  wallet_credit_limit: Generated<number>;
}

export interface CategoriesTable {
  category_id: number;
  category_name: string;
  category_desc: Generated<string>;
  seats: Generated<number>;
  icon: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<number>;
}

/** A category's name and description in another language (es, fr); English is in categories. */
export interface CategoryTranslationsTable {
  category_id: number;
  lang: string;
  category_name: string;
  category_desc: string;
}

/** A rider's trusted contact (issue 14): at most 5 per rider. */
export interface TrustedContactsTable {
  contact_id: Generated<number>;
  user_id: number;
  name: string;
  phone_code: string;
  phone: string;
  created_at: number;
}

/** The rider used the safety panel on a trip (for the operator). */
export interface SafetyEventsTable {
  safety_event_id: Generated<number>;
  trip_id: number;
  user_id: number;
  kind: string;
  lat: number | null;
  lng: number | null;
  created_at: number;
  /** Texts a share sent (kind 'shared'); 0 for the other kinds. */
  texts: Generated<number>;
}

export interface CityFaresTable {
  fare_id: Generated<number>;
  city_id: number;
  category_id: number;
  base_fare: number;
  per_km: number;
  per_min: number;
  min_fare: number;
  commission_pct: Generated<number>;
  bid_floor_pct: Generated<number>;
  bid_ceiling_pct: Generated<number>;
  /** 021: the estimated fare's cap in cents; null for none. */
  max_fare: Generated<number | null>;
}

export interface ConstantsTable {
  constant_id: number;
  constant_key: string;
  constant_value: string;
}

export interface CountriesTable {
  country_id: Generated<number>;
  country_name: string;
  iso_code: string;
  phone_code: string;
}

export interface PlacesTable {
  place_id: Generated<number>;
  city_id: number;
  place_name: string;
  place_address: string;
  place_lat: number;
  place_lng: number;
}

/** 027: a street of a city with house numbers along it (the demo's street gazetteer). */
export interface StreetsTable {
  street_id: Generated<number>;
  city_id: number;
  street_name: string;
  /** `[[house number, lat, lng, postcode area?], …]`, numbers rising along the street. */
  street_points_json: string;
  /** The box around its points. */
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
}

/** 027: a postcode area (first three characters of a Canadian postcode) of a city, and its middle. */
export interface PostcodeAreasTable {
  postcode_area_id: Generated<number>;
  city_id: number;
  postcode: string;
  area_name: string;
  area_lat: number;
  area_lng: number;
}

export interface UsersTable {
  user_id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_code: string;
  phone: string;
  language: Generated<string>;
  u_wallet: Generated<number>;
  stripe_customer_id: string | null;
  created_at: number;
  updated_at: number;
  /** 002: bumped with every change to the rider's trips or offers (ETag of the polled lists). */
  trips_version: Generated<number>;
  /** 029: the rider's average rating by drivers and its count (0 / 0: not rated yet). */
  u_rating: Generated<number>;
  u_rating_count: Generated<number>;
}

export interface DriversTable {
  driver_id: Generated<number>;
  city_id: number;
  category_id: number;
  d_name: string;
  d_phone_code: string;
  d_phone: string;
  d_device_type: Generated<string>;
  d_device_token: Generated<string>;
  d_rating: Generated<number>;
  d_rating_count: Generated<number>;
  num_trip: Generated<number>;
  d_lat: number | null;
  d_lng: number | null;
  h3_cell: string | null;
  is_online: Generated<number>;
  position_at: number | null;
  d_profile_image_path: Generated<string>;
  car_name: string;
  car_model: string;
  car_make: string;
  car_number: Generated<string>;
  car_color: Generated<string>;
  created_at: number;
  /** 020: set while the back office suspends the driver (cannot go online, offer or accept). */
  suspended_at: number | null;
  suspension_reason: string | null;
  /** 029: 1 for the driver simulator's roster; 0 for real drivers (the default). */
  is_simulated: Generated<number>;
  /** 029: when the driver last went online or sent a position (the silence check reads it). */
  seen_at: number | null;
  /** 029: when the driver last went online. */
  online_since: number | null;
}

/** Tries at one code by one caller (`<address> <device>`, or `<address> *` for the address). */
export interface CodeTriesTable {
  phone_code_id: number;
  caller: string;
  tries: Generated<number>;
}

/** Every number a rider saved as a trusted contact, and when (new numbers a day are capped). */
export interface TrustedContactNumbersTable {
  user_id: number;
  phone_code: string;
  phone: string;
  created_at: number;
}

export interface PhoneCodesTable {
  phone_code_id: Generated<number>;
  phone_code: string;
  phone: string;
  purpose: string;
  code_hash: string;
  payload_json: string | null;
  tries: Generated<number>;
  ip: Generated<string>;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

export interface SessionsTable {
  session_id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  driver_id: number | null;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

export interface PromosTable {
  promo_id: Generated<number>;
  promo_code: string;
  promo_kind: 'percent' | 'flat';
  promo_value: number;
  max_discount: number | null;
  valid_from: number;
  valid_to: number;
  per_user_limit: Generated<number>;
  city_id: number | null;
  category_id: number | null;
  promo_desc: Generated<string>;
  is_active: Generated<number>;
}

export interface TripsTable {
  trip_id: Generated<number>;
  user_id: number;
  driver_id: number | null;
  city_id: number;
  category_id: number;
  trip_status: string;
  is_ride_later: Generated<number>;
  trip_date: number;
  trip_from_loc: string;
  trip_to_loc: string;
  trip_from_lat: number;
  trip_from_lng: number;
  trip_to_lat: number;
  trip_to_lng: number;
  trip_scheduled_pick_lat: number | null;
  trip_scheduled_pick_lng: number | null;
  distance_m: number;
  duration_min: number;
  base_fare: number;
  per_km: number;
  per_min: number;
  sub_total: number;
  service_tax: number;
  estimated_fare: number;
  total_fare: number;
  min_amount: number;
  max_amount: number;
  user_offer_amt: number;
  trip_pay_amount: number;
  trip_currency: string;
  trip_pay_status: Generated<string>;
  trip_pay_mode: string;
  trip_pay_date: number | null;
  promo_id: number | null;
  trip_promo_amt: Generated<number>;
  trip_comp_commision: Generated<number>;
  trip_driver_commision: Generated<number>;
  otp: string | null;
  tm_acc: number | null;
  trip_reason: string | null;
  is_cancelled: Generated<number>;
  can_fee_by: string | null;
  cancel_fee: Generated<number>;
  trip_rating: number | null;
  trip_feedback: string | null;
  is_for_other: Generated<number>;
  passenger_name: string | null;
  passenger_contact: string | null;
  note: Generated<string>;
  track_token: string;
  payment_intent_id: string | null;
  payment_card_id: string | null;
  /** Bumped by every write that changes the trip, in the same statement (the rider's view carries it). */
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  /** 002: when an unanswered request expires (set at save for a ride now, at dispatch for later). */
  request_expires_at: number | null;
  /** 002: when a ride booked for later went out to drivers. */
  dispatched_at: number | null;
  /** 003: when a card payment of the trip started (the payment claim); null when none runs. */
  pay_claimed_at: number | null;
  /** 004: wrong OTPs given for the trip since the last lock. */
  otp_failures: Generated<number>;
  /** 004: the trip's driver may not try an OTP again before this (epoch ms). */
  otp_locked_until: number | null;
  /** When the rider was reminded of this ride booked for later (once). */
  reminded_at: number | null;
  /** The driver's distance to the pickup at the accept, metres (migration 011). */
  accept_pickup_m: number | null;
  /** 007: the rider's tip for the driver (cents; 0 while none). */
  tip_amount: Generated<number>;
  /** 007: 10 | 15 | 20 when the tip was a percent of the fare; null for an amount of the rider's. */
  tip_percent: number | null;
  /** 007: when the tip was paid (epoch ms); null while none was. */
  tip_paid_at: number | null;
  /** 007: when a card charge of the tip started (the tip claim); null when none runs. */
  tip_claimed_at: number | null;
  /** 029: the driver's rating of the rider (0.5–5), once; null until rated. */
  rider_rating: number | null;
  /** 035: when the rider rated the trip; null until then (or rated before 035). */
  rated_at: number | null;
  /** 035: when the driver rated the rider; null until then (or rated before 035). */
  rider_rated_at: number | null;
}

/** One change of a trip's status (migration 023): written only by ride/trip-status-repo.ts. */
export interface TripStatusChangesTable {
  change_id: Generated<number>;
  trip_id: number;
  /** Null for the booking's row, the trip's first status. */
  from_status: string | null;
  to_status: string;
  /** lifecycle.ts Actor: rider | driver | staff | system. */
  actor: string;
  at: number;
  reason: string | null;
}

/** One amount said in an offer's negotiation (migration 024): written only by ride/moves.ts. */
export interface OfferAmountsTable {
  amount_id: Generated<number>;
  trip_request_id: number;
  /** driver | rider */
  said_by: string;
  /** Cents. */
  amount: number;
  at: number;
}

export interface TripRequestsTable {
  trip_request_id: Generated<number>;
  trip_id: number;
  driver_id: number;
  offer_amt: number;
  user_offer_amt: number | null;
  status: string;
  expires_at: number;
  created_at: number;
  updated_at: number;
  /** 018: bumped by every write that changes the offer (the rider's view carries it). */
  version: Generated<number>;
}

export interface PromoUsesTable {
  promo_use_id: Generated<number>;
  promo_id: number;
  user_id: number;
  trip_id: number;
  discount: number;
  created_at: number;
}

export interface SavedCardsTable {
  saved_card_id: Generated<number>;
  user_id: number;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: number;
}

/** 006: a rider's Home, Work and named favourites (issue 14). */
export interface SavedPlacesTable {
  saved_place_id: Generated<number>;
  user_id: number;
  kind: string;
  name: Generated<string>;
  address: string;
  lat: number;
  lng: number;
  created_at: number;
  updated_at: number;
}

export interface PaymentsTable {
  payment_id: Generated<number>;
  user_id: number;
  trip_id: number | null;
  driver_id: number | null;
  kind: 'trip' | 'cancel_fee' | 'wallet_topup' | 'tip';
  pay_mode: string;
  status: 'pending' | 'succeeded' | 'failed';
  total_amt: number;
  pay_amount: number;
  rider_amt: number;
  promo_amt: Generated<number>;
  commission_amt: Generated<number>;
  driver_commission_amt: Generated<number>;
  trans_description: Generated<string>;
  city_id: number | null;
  currency: string;
  pg_currency: string;
  exchange_rate: Generated<number>;
  currency_multiplier: Generated<number>;
  gateway_ref: string | null;
  idempotency_key: string | null;
  failure_message: string | null;
  created_at: number;
  /** 003: the card of a card payment (receipts); never more than brand and last 4. */
  card_brand: string | null;
  card_last4: string | null;
  /** 003: the trip a succeeded trip / cancel-fee payment settles (unique: paid once). */
  settles_trip_id: number | null;
  /** 003: the gateway intent a succeeded card payment records (unique: credited once). */
  settles_intent_id: string | null;
  /** 020: cents refunded of this payment so far (never above pay_amount: guarded update). */
  refunded_amt: Generated<number>;
}

export interface WalletLedgerTable {
  entry_id: Generated<number>;
  user_id: number;
  amount: number;
  balance_after: number;
  reason: string;
  payment_id: number | null;
  trip_id: number | null;
  created_at: number;
  /** 022: a support correction's key (unique; null for every other entry). */
  idempotency_key: string | null;
}

export interface ContentPostsTable {
  post_id: Generated<number>;
  kind: 'blog' | 'article' | 'announcement';
  slug: string;
  image_path: string;
  author: Generated<string>;
  /** From then on a published post is public (a later time: scheduled). */
  published_at: number;
  /** 021: `draft` posts are never public. */
  status: Generated<'draft' | 'published'>;
  /** 021: when staff last changed the post (0 for seeded ones). */
  updated_at: Generated<number>;
}

export interface ContentTranslationsTable {
  post_id: number;
  lang: 'en' | 'es' | 'fr';
  title: string;
  excerpt: string;
  /** Markdown source (the seeded posts: plain paragraphs). */
  body: string;
  /** 021: the sanitised HTML of `body`; null for seeded posts shown as plain paragraphs. */
  body_html: Generated<string | null>;
}

/** 021: an image uploaded for a post (checked type and size), served to the public pages. */
export interface ContentImagesTable {
  image_id: Generated<number>;
  content_type: string;
  byte_size: number;
  data_base64: string;
  created_at: number;
}

export interface ContactMessagesTable {
  contact_message_id: Generated<number>;
  name: string;
  email: string;
  phone: Generated<string>;
  message: string;
  ip: string;
  created_at: number;
  /** 020: the inbox (back office): first read, the staff member it is assigned to, handled. */
  read_at: number | null;
  assigned_staff_id: number | null;
  handled_at: number | null;
}

export interface DueJobsTable {
  job_id: Generated<number>;
  kind: string;
  run_at: number;
  payload_json: Generated<string>;
  claimed_by: string | null;
  claimed_until: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  done_at: number | null;
  created_at: number;
}

/**
 * The sandbox gateway's side (migration 010, decision 023): what the provider keeps, not the app.
 * Ids are the gateway's own strings (cus_sb_…, pm_sb_…, pi_sb_…).
 */
export interface SandboxCustomersTable {
  customer_id: string;
  rider_id: number;
  name: string;
  phone: string;
  created_at: number;
}

export interface SandboxPaymentMethodsTable {
  payment_method_id: string;
  customer_id: string | null;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The decline a charge gets (test-cards.ts); null when it succeeds. */
  decline_message: string | null;
  decline_code: string | null;
  /** 0/1: saving it on a customer fails already. */
  fails_on_attach: Generated<number>;
  created_at: number;
}

export interface SandboxIntentsTable {
  intent_id: string;
  status: string;
  client_secret: string;
  amount: number;
  currency: string;
  customer_id: string | null;
  payment_method_id: string | null;
  metadata_json: Generated<string>;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** A successful charge: at most one per intent. */
export interface SandboxChargesTable {
  charge_id: Generated<number>;
  intent_id: string;
  amount: number;
  currency: string;
  payment_method_id: string;
  created_at: number;
  /** 022: cents refunded of it so far (never above `amount`: guarded update). */
  refunded: Generated<number>;
}

/** 022: a refund of a charge, under the caller's idempotency key (unique). */
export interface SandboxRefundsTable {
  refund_id: string;
  intent_id: string;
  amount: number;
  currency: string;
  idempotency_key: string;
  created_at: number;
}

/** The first answer to an idempotency key; intent_json is null only before its claim commits. */
export interface SandboxIdempotencyKeysTable {
  idempotency_key: string;
  fingerprint: string;
  intent_json: string | null;
  error_message: string | null;
  error_code: string | null;
  created_at: number;
}

/**
 * A card charge of a trip or of its tip, written before the gateway call (migration 012, decision
 * 026): its idempotency key and the exact call, so a retry after a crash asks about the same one.
 */
export interface PaymentAttemptsTable {
  attempt_key: string;
  purpose: 'trip' | 'tip';
  kind: 'trip' | 'cancel_fee' | 'tip';
  trip_id: number;
  user_id: number;
  amount: number;
  tip_percent: number | null;
  card_brand: string | null;
  card_last4: string | null;
  request_json: string;
  intent_id: string | null;
  claimed_at: number;
  status: 'open' | 'settled' | 'failed' | 'unrecorded';
  /** `<purpose>-<trip_id>` while open, null once closed (unique: one open attempt of each). */
  open_slot: string | null;
  created_at: number;
  updated_at: number;
}

/** A person who runs FairFare (migration 020, decision 038): apart from riders and drivers. */
export interface StaffTable {
  staff_id: Generated<number>;
  email: string;
  name: string;
  role: 'admin' | 'editor' | 'support' | 'city';
  /** JSON array of the city ids a `city` staff member manages. */
  city_ids: Generated<string>;
  /** scrypt: `scrypt$N$r$p$salt$hash` (base64url). */
  password_hash: string;
  must_change_password: Generated<number>;
  /** Base32 TOTP secret. */
  totp_secret: string;
  /** The last 30-s step whose code was accepted: a code signs in once. */
  totp_last_step: Generated<number>;
  failed_signins: Generated<number>;
  locked_until: number | null;
  disabled: Generated<number>;
  created_at: number;
  /** The back office's language for this staff member: 'en', 'es' or 'fr' (decision 065). */
  language: Generated<string>;
}

export interface StaffSessionsTable {
  staff_session_id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

export interface StaffPasskeysTable {
  /** base64url, as WebAuthn names it. */
  credential_id: string;
  staff_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Generated<number>;
  /** JSON array of the authenticator's transports. */
  transports: Generated<string>;
  created_at: number;
}

export interface StaffChallengesTable {
  challenge: string;
  purpose: 'register' | 'signin';
  staff_id: number | null;
  expires_at: number;
}

/** Append-only: the service inserts rows and never changes one. */
export interface AuditLogTable {
  audit_id: Generated<number>;
  /** Null for the `npm run staff` command. */
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  at: number;
}

/** A card refund of a payment by support (migration 020). */
export interface RefundsTable {
  refund_id: Generated<number>;
  payment_id: number;
  trip_id: number | null;
  user_id: number;
  amount: number;
  reason: string;
  staff_id: number;
  idempotency_key: string;
  status: 'pending' | 'succeeded' | 'failed';
  gateway_ref: string | null;
  failure_message: string | null;
  created_at: number;
}

/**
 * Failed staff sign-ins per account and client address (migration 025, decision 047); the account
 * is the e-mail as typed, known or not (`passkey:<credential id>` for an unknown passkey).
 */
export interface StaffSigninFailuresTable {
  account_key: string;
  address: string;
  failures: number;
  last_failed_at: number;
  /** No try of this account from this address is checked before this time (epoch ms). */
  blocked_until: number;
}

/** A support wallet credit above its city's limit, waiting for a second staff member (migration 025). */
export interface WalletCreditRequestsTable {
  request_id: Generated<number>;
  user_id: number;
  /** Cents. */
  amount: number;
  currency: string;
  reason: string;
  idempotency_key: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_by: number;
  requested_at: number;
  decided_by: number | null;
  decided_at: number | null;
}

/** An application to drive (migration 031, decision 058). */
export interface DriverApplicationsTable {
  application_id: Generated<number>;
  phone_code: string;
  phone: string;
  /** draft | pending | approved | rejected */
  status: Generated<string>;
  language: Generated<string>;
  d_name: Generated<string>;
  city_id: number | null;
  category_id: number | null;
  car_make: Generated<string>;
  car_model: Generated<string>;
  car_color: Generated<string>;
  car_year: number | null;
  car_number: Generated<string>;
  /** The applicant's session (cookie ff_apply), hashed. */
  session_hash: string | null;
  session_expires_at: number | null;
  submitted_at: number | null;
  reviewed_at: number | null;
  reviewed_by: number | null;
  reject_reason: string | null;
  /** The driver an approval created. */
  driver_id: number | null;
  created_at: number;
  updated_at: number;
}

/** A document of an application (migration 032): the bytes are in the document store. */
export interface DriverDocumentsTable {
  document_id: Generated<number>;
  application_id: number;
  /** photo | licence | insurance */
  kind: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: number;
}

/** A device's Web Push subscription (migration 033): a rider's or a driver's, in one session. */
export interface PushSubscriptionsTable {
  subscription_id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: number | null;
  driver_id: number | null;
  session_id: number;
  language: Generated<string>;
  created_at: number;
}

export interface DB {
  cities: CitiesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  trusted_contacts: TrustedContactsTable;
  safety_events: SafetyEventsTable;
  city_fares: CityFaresTable;
  constants: ConstantsTable;
  countries: CountriesTable;
  places: PlacesTable;
  streets: StreetsTable;
  postcode_areas: PostcodeAreasTable;
  users: UsersTable;
  drivers: DriversTable;
  phone_codes: PhoneCodesTable;
  code_tries: CodeTriesTable;
  trusted_contact_numbers: TrustedContactNumbersTable;
  sessions: SessionsTable;
  promos: PromosTable;
  trips: TripsTable;
  trip_requests: TripRequestsTable;
  trip_status_changes: TripStatusChangesTable;
  offer_amounts: OfferAmountsTable;
  promo_uses: PromoUsesTable;
  saved_cards: SavedCardsTable;
  saved_places: SavedPlacesTable;
  payments: PaymentsTable;
  wallet_ledger: WalletLedgerTable;
  content_posts: ContentPostsTable;
  content_translations: ContentTranslationsTable;
  content_images: ContentImagesTable;
  contact_messages: ContactMessagesTable;
  due_jobs: DueJobsTable;
  sandbox_customers: SandboxCustomersTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_intents: SandboxIntentsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_idempotency_keys: SandboxIdempotencyKeysTable;
  sandbox_refunds: SandboxRefundsTable;
  payment_attempts: PaymentAttemptsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_challenges: StaffChallengesTable;
  audit_log: AuditLogTable;
  refunds: RefundsTable;
  staff_signin_failures: StaffSigninFailuresTable;
  wallet_credit_requests: WalletCreditRequestsTable;
  driver_applications: DriverApplicationsTable;
  driver_documents: DriverDocumentsTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type City = Selectable<CitiesTable>;
export type User = Selectable<UsersTable>;
export type Driver = Selectable<DriversTable>;
export type Trip = Selectable<TripsTable>;
