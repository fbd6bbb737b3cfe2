import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { readSecretFiles, SecretFileError } from './secret-files.ts';

// The settings sit below every folder of the service (they import none of them): the kinds,
// shapes and defaults the settings name are written here and the adapters import them.

/** The geocoders GEOCODER_KIND may name (adapters/geo/create-geocoder.ts builds them). */
export const GEOCODER_KINDS = ['nominatim', 'photon'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

/** Where the documents are kept in S3-compatible storage (adapters/documents/s3-store.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3 endpoint (MinIO, Ceph, R2…); AWS's own when unset. */
  endpoint?: string;
  /** `bucket` in the path rather than the host name: what MinIO and most others expect. */
  forcePathStyle: boolean;
  /** Static keys; without them the SDK's own chain (instance role, AWS_* variables) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** How likely each choice is (each share in [0, 1]), and how long the driver takes over a trip. */
export interface Behaviour {
  /** Of new requests: share answered at the rider's fare, and above it; the rest is ignored. */
  offerAtFare: number;
  offerAbove: number;
  /** Highest markup above the rider's fare (0.25: +25 %), clamped to max_amount. */
  maxMarkup: number;
  /** Of the rider's counter-offers: share accepted, and countered once more; the rest declined. */
  acceptCounter: number;
  counterAgain: number;
  /** Of assigned trips: share the driver cancels before arriving, and during the ride. */
  cancelBeforePickup: number;
  cancelDuringRide: number;
  /** Simulated seconds between being assigned and setting off for the pickup: [min, max]. */
  departDelayS: readonly [number, number];
  /** Simulated seconds waited at the pickup for the rider before asking for the OTP: [min, max]. */
  pickupWaitS: readonly [number, number];
  /**
   * Simulated seconds between completing a cash trip and confirming its cash (counting the
   * notes): [min, max]. Only the driver's confirmation makes a cash trip Paid.
   */
  cashConfirmDelayS: readonly [number, number];
}

export const DEFAULT_BEHAVIOUR: Behaviour = {
  offerAtFare: 0.5,
  offerAbove: 0.4,
  maxMarkup: 0.25,
  acceptCounter: 0.6,
  counterAgain: 0.3,
  cancelBeforePickup: 0.05,
  cancelDuringRide: 0.02,
  departDelayS: [0, 0],
  pickupWaitS: [3, 6],
  cashConfirmDelayS: [5, 15],
};

const share = z.number().min(0).max(1);
const waitS = z.number().min(0).max(3600);
const waitRange = z
  .tuple([waitS, waitS])
  .refine(([min, max]) => min <= max, 'must be [min, max] with min <= max');

/**
 * SIMULATOR_BEHAVIOUR: a JSON object overriding some of the driver simulator's choices
 * (sim/behaviour.ts), e.g. `{"cancelBeforePickup":1}` so that a browser test sees every driver
 * cancel. Unknown keys are refused; the shares of one choice may not add up to more than 1.
 */
const simulatorBehaviourSchema = z
  .strictObject({
    offerAtFare: share.optional(),
    offerAbove: share.optional(),
    maxMarkup: share.optional(),
    acceptCounter: share.optional(),
    counterAgain: share.optional(),
    cancelBeforePickup: share.optional(),
    cancelDuringRide: share.optional(),
    departDelayS: waitRange.optional(),
    pickupWaitS: waitRange.optional(),
    cashConfirmDelayS: waitRange.optional(),
  })
  .refine(
    (b) =>
      (b.offerAtFare ?? DEFAULT_BEHAVIOUR.offerAtFare) +
        (b.offerAbove ?? DEFAULT_BEHAVIOUR.offerAbove) <=
      1,
    'offerAtFare + offerAbove must not exceed 1',
  )
  .refine(
    (b) =>
      (b.acceptCounter ?? DEFAULT_BEHAVIOUR.acceptCounter) +
        (b.counterAgain ?? DEFAULT_BEHAVIOUR.counterAgain) <=
      1,
    'acceptCounter + counterAgain must not exceed 1',
  ) satisfies z.ZodType<Partial<Behaviour>>;

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const PROXY_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/**
 * A comma-separated list of origins (scheme, host, port; no path), e.g. for the CSP's img-src or
 * the origins allowed to act with the rider's cookie; `wildcard` lets a host start with `*.`.
 */
function originList(fallback: string, { wildcard }: { wildcard: boolean }) {
  const origin = wildcard
    ? /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i
    : /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
  return z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            origin,
            `must be origins such as ${fallback || 'https://app.example.com'} (no path)`,
          ),
      ),
    );
}

const jsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  }
});

/**
 * Every setting of the service, read from the environment once at start-up and validated.
 * Nothing else in the server reads process.env.
 */
// Web Push settings (decision 059), beside the other settings so that config imports no folder.
/**
 * The push services of the browsers a rider or a driver uses (Chrome, Firefox, Safari, Edge): a
 * subscription whose endpoint is elsewhere is refused, so the service never posts where a
 * caller points it (WEB_PUSH_ENDPOINTS replaces the list).
 */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
].join(',');

/** A VAPID key as `web-push generate-vapid-keys` prints it: base64url of `bytes` bytes. */
export function vapidKeySchema(bytes: number) {
  return z
    .string()
    .trim()
    .refine(
      (v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes,
      `must be a base64url VAPID key of ${bytes} bytes (npx web-push generate-vapid-keys)`,
    );
}

/** Whom the push services may contact about this sender: a mailto: or an https: address. */
export const vapidSubjectSchema = z
  .string()
  .trim()
  .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or an https:// address');

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Origins a subscription's endpoint may have (`https://*.host` for any subdomain). */
  endpointOrigins: string[];
}

export function webPushOf(e: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  WEB_PUSH_ENDPOINTS: string[];
}): WebPushSettings | null {
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) return null;
  return {
    publicKey: e.VAPID_PUBLIC_KEY,
    privateKey: e.VAPID_PRIVATE_KEY,
    subject: e.VAPID_SUBJECT,
    endpointOrigins: e.WEB_PUSH_ENDPOINTS,
  };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z.string().min(1).default('./data/fairfare.db'),
  /** PostgreSQL: put into DATABASE_URL (which then names none), e.g. from DATABASE_PASSWORD_FILE. */
  DATABASE_PASSWORD: z.string().min(1).optional(),
  /** PostgreSQL: how long opening a connection (or waiting for a free one) may take. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  /** PostgreSQL: how long one statement may run (statement_timeout, and a client-side read time-out). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../web/dist')),
  /**
   * Which hops' X-Forwarded-For / X-Forwarded-Proto to believe: `false` (none), the number of
   * proxies in front of the service, or their addresses/CIDRs. `true` would believe any client
   * and let it reset every per-address limit, so it is refused.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      if (v === '' || v === 'false') return false;
      if (/^\d{1,2}$/.test(v) && Number(v) > 0) return Number(v);
      const hops = v.split(',').map((hop) => hop.trim());
      if (v !== 'true' && hops.every((hop) => PROXY_ADDRESS.test(hop))) return hops;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, the number of proxies in front (e.g. 1), or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1); true would trust any client',
      });
      return z.NEVER;
    }),
  SOCKET_TRANSPORTS: z.enum(['websocket,polling', 'polling']).default('websocket,polling'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  NOT_FOUND_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  RENDER_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** How long a rendered public page is kept and sent again (decision 020); 0 renders each time. */
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(60),
  FARE_ESTIMATE_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  PLACE_SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  AUTH_SECRET: z.string().min(16).optional(),
  CODE_SENDS_PER_PHONE_HOUR: z.coerce.number().int().min(1).default(5),
  CODE_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  SMS_PROVIDER_BODY: z.string().default('{"to":"{{to}}","text":"{{text}}"}'),
  /**
   * How long the SMS provider may take to answer before the code request fails with 503 (the
   * rider is told to try again): a login never hangs on a provider that does not answer.
   */
  SMS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_000).default(3_000),
  SMS_SENDER: z.string().default('FairFare'),
  SERVICE_TAX_PERCENT: z.coerce.number().min(0).max(100).default(0),
  SCHEDULE_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a shared tracking link keeps working after its trip ended. */
  TRACK_LINK_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** The most a rider may tip, in percent of the trip's agreed fare (tips/rules.ts). */
  TIP_MAX_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Which service GEOCODER_URL is (decision 054): Photon allows searching as one types. */
  GEOCODER_KIND: z.enum(GEOCODER_KINDS).default('nominatim'),
  /** A ride booked for later is reminded to its rider this long before its time (0: never). */
  RIDE_REMINDER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  SCHEDULE_LEAD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(15),
  /**
   * An online driver who has sent neither a position nor gone online again for this many seconds
   * (the app was closed, the phone lost its network) is set offline by a due job.
   */
  DRIVER_SILENT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .default(90),
  JOBS: z.enum(['on', 'off']).optional(),
  /** The development routes (/api/dev/*): on in development and tests, off in production. */
  DEV_ROUTES: z.enum(['on', 'off']).optional(),
  /** Demo data seeded into an empty database at start: on unless NODE_ENV=production. */
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  JOB_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** A card charge not known to be settled is asked about this long after it went out (ms). */
  PAY_RECONCILE_AFTER_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Other sites' origins whose pages may call the API and open sockets with the rider's cookie. */
  ALLOWED_ORIGINS: originList('', { wildcard: false }),
  MAP_TILE_ORIGINS: originList('https://tile.openstreetmap.org', { wildcard: true }),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Put into REDIS_URL (which then names none): a password kept in a file (REDIS_PASSWORD_FILE). */
  REDIS_PASSWORD: z.string().min(1).optional(),
  /** Retired (decision 049): 1 is accepted, anything more refused with where to go instead. */
  WORKERS: z.coerce.number().int().min(1).default(1),
  /** How long a Redis command may wait for its answer (a frozen Redis); commands fail at once while it is down. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('fairfare'),
  PUSH_BACKEND_URL: z.url({ protocol: /^https?$/ }).optional(),
  NEARBY_DRIVERS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  SIMULATOR: z.enum(['on', 'off']).optional(),
  SIMULATOR_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  SIMULATOR_DRIVE_KMH: z.coerce.number().min(1).max(1000).default(40),
  SIMULATOR_BEHAVIOUR: jsonText.pipe(simulatorBehaviourSchema).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook secret (whsec_…)')
    .optional(),
  /**
   * Which gateway takes card payments: `stripe` (the three STRIPE_* keys) or `sandbox` (test
   * cards, no money moves). Unset: Stripe when its keys are set, else the sandbox, except in
   * production, which then refuses to start: the sandbox there must be chosen by name.
   */
  PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
  /** Where the Stripe SDK sends its calls (a local fake in tests); Stripe's own API when unset. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** On SIGTERM, how long to answer /api/ready 503 before closing (decision 030). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** On SIGTERM, how long after the drain delay the shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Prometheus metrics on a port of their own (metrics/, decision 031); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Address of the metrics port: loopback unless a scraper elsewhere needs it (then set a token). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Bearer token a scraper must send to /metrics (16+ characters); none needed when unset. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Where riders reach the site (`https://fairfare.example`, or with a path): links the service
   * texts (the safety share's tracking link) are built from it, never from a request's Host.
   */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Applicants' documents (decision 058): this folder unless DOCUMENTS_S3_BUCKET is set. */
  DOCUMENTS_DIR: z.string().min(1).optional(),
  /** S3-compatible object storage for the documents (AWS, MinIO…): the private bucket. */
  DOCUMENTS_S3_BUCKET: z.string().min(3).optional(),
  DOCUMENTS_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  DOCUMENTS_S3_REGION: z.string().min(1).default('us-east-1'),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the path (MinIO and most S3-compatible stores); on with an endpoint. */
  DOCUMENTS_S3_PATH_STYLE: z.enum(['on', 'off']).optional(),
  /** Web Push (decision 059): the VAPID key pair and its contact; all three or none (push off). */
  VAPID_PUBLIC_KEY: vapidKeySchema(65).optional(),
  VAPID_PRIVATE_KEY: vapidKeySchema(32).optional(),
  VAPID_SUBJECT: vapidSubjectSchema.optional(),
  /** The push services a device's subscription may point at (origins, `https://*.host` works). */
  WEB_PUSH_ENDPOINTS: originList(DEFAULT_PUSH_SERVICES, { wildcard: true }),
});

function documentsOf(
  e: Env,
): { kind: 'local'; dir: string } | { kind: 's3'; settings: S3Settings } {
  if (e.DOCUMENTS_S3_BUCKET) {
    const credentials =
      e.DOCUMENTS_S3_ACCESS_KEY_ID && e.DOCUMENTS_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.DOCUMENTS_S3_ACCESS_KEY_ID,
            secretAccessKey: e.DOCUMENTS_S3_SECRET_ACCESS_KEY,
          }
        : undefined;
    return {
      kind: 's3',
      settings: {
        bucket: e.DOCUMENTS_S3_BUCKET,
        region: e.DOCUMENTS_S3_REGION,
        forcePathStyle:
          (e.DOCUMENTS_S3_PATH_STYLE ?? (e.DOCUMENTS_S3_ENDPOINT ? 'on' : 'off')) === 'on',
        ...(e.DOCUMENTS_S3_ENDPOINT ? { endpoint: e.DOCUMENTS_S3_ENDPOINT } : {}),
        ...(credentials ? { credentials } : {}),
      },
    };
  }
  if (e.DOCUMENTS_DIR) return { kind: 'local', dir: resolve(e.DOCUMENTS_DIR) };
  if (e.NODE_ENV === 'test')
    return { kind: 'local', dir: join(tmpdir(), 'fairfare-test-documents') };
  const database = parseDatabaseUrl(e.DATABASE_URL);
  return {
    kind: 'local',
    dir:
      database.kind === 'sqlite'
        ? join(dirname(database.file), 'documents')
        : resolve('data/documents'),
  };
}

const DEV_AUTH_SECRET = 'fairfare-development-secret-not-for-production';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; /** search_path, used to isolate test runs */ schema?: string }
  | { kind: 'sqlite'; file: string }
  | { kind: 'sqlite-memory' };

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const path = url.replace(/^sqlite:(\/\/)?/, '');
  if (path === ':memory:') return { kind: 'sqlite-memory' }; // also `sqlite::memory:`
  return { kind: 'sqlite', file: resolve(path) };
}

type Env = z.output<typeof envSchema>;

/** An HTTP SMS provider's settings (SMS_PROVIDER_*). */
interface HttpSmsProvider {
  url: string;
  token?: string;
  bodyTemplate: string;
  timeoutMs?: number;
}

/** An address only this machine reaches (the metrics port may listen there without a token). */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Every setting of the service, shaped for its readers. The type is derived from this function,
 * so a setting is declared once, in envSchema, and shaped once, here.
 */
function toConfig(e: Env) {
  const transports: Array<'websocket' | 'polling'> =
    e.SOCKET_TRANSPORTS === 'polling' ? ['polling'] : ['websocket', 'polling'];
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
        }
      : undefined;
  // timeoutMs is optional for the configurations tests build by hand (adapters/sms/http.ts's 3 s).
  const smsProvider: HttpSmsProvider | undefined = e.SMS_PROVIDER_URL
    ? {
        url: e.SMS_PROVIDER_URL,
        ...(e.SMS_PROVIDER_TOKEN ? { token: e.SMS_PROVIDER_TOKEN } : {}),
        bodyTemplate: e.SMS_PROVIDER_BODY,
        timeoutMs: e.SMS_PROVIDER_TIMEOUT_MS,
      }
    : undefined;
  // commandTimeoutMs is optional for the configurations tests build by hand (realtime/redis.ts's default).
  const redis: { url: string; prefix: string; commandTimeoutMs?: number } | undefined = e.REDIS_URL
    ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX, commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS }
    : undefined;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: parseDatabaseUrl(e.DATABASE_URL),
    /** PostgreSQL time-outs (decision 025): requests fail fast with 503 while it is down or frozen. */
    databaseTimeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, queryMs: e.DB_QUERY_TIMEOUT_MS },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    /** Public pages rendered by the service (src/site): how long a rendered page is kept. */
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    socketTransports: transports,
    rateLimits: {
      contactPerHour: e.CONTACT_RATE_LIMIT,
      notFoundPerMinute: e.NOT_FOUND_RATE_LIMIT,
      /** Page renders (public pages not in the page cache) per address per minute. */
      rendersPerMinute: e.RENDER_RATE_LIMIT,
      /**
       * Public calls, per address: fare estimates, and place searches and point look-ups (each
       * counted apart; both may reach a geocoder).
       */
      estimatesPerMinute: e.FARE_ESTIMATE_RATE_LIMIT,
      placeSearchesPerMinute: e.PLACE_SEARCH_RATE_LIMIT,
    },
    /** Answers of the public nearby-drivers map per client address per minute. */
    nearbyDriversPerMinute: e.NEARBY_DRIVERS_RATE_LIMIT,
    /** Keys the hashes of one-time codes; must be set (and shared by all instances) in production. */
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    /**
     * One-time codes: per phone, how many unused codes an hour go at the plain 30-s cool-down
     * before the spacing grows (auth/code-limits.ts); per client address, how many different
     * phones it may ask codes for in an hour.
     */
    codeLimits: { perPhoneHour: e.CODE_SENDS_PER_PHONE_HOUR, perIpHour: e.CODE_SENDS_PER_IP_HOUR },
    /** Dev outbox when `provider` is undefined; an HTTP SMS provider otherwise. */
    sms: {
      sender: e.SMS_SENDER,
      ...(smsProvider ? { provider: smsProvider } : {}),
    },
    /** Booking rules: service tax in percent of the estimated fare (spec: 0), how far ahead a ride may be booked. */
    booking: { serviceTaxPct: e.SERVICE_TAX_PERCENT, scheduleMaxDays: e.SCHEDULE_MAX_DAYS },
    /**
     * A geocoder for the place search, and its `reverse` beside it for the address of a map
     * point; off when unset: Nominatim (`GET url?q=…&limit=5` → `[{ display_name, lat, lon }]`)
     * or Photon (`GET url?q=…&limit=5&lat=…&lon=…` → GeoJSON), as GEOCODER_KIND says.
     */
    ...(e.GEOCODER_URL ? { geocoderUrl: e.GEOCODER_URL } : {}),
    geocoderKind: e.GEOCODER_KIND,
    /** A tracking link stops working this many hours after its trip ended. */
    trackLinkHours: e.TRACK_LINK_HOURS,
    /** Live ride: a ride booked for later goes out to drivers this many minutes before its time. */
    ride: {
      scheduleLeadMinutes: e.SCHEDULE_LEAD_MINUTES,
      reminderMinutes: e.RIDE_REMINDER_MINUTES,
      /** A silent online driver goes offline after this many seconds (drivers/presence.ts). */
      driverSilentOfflineSeconds: e.DRIVER_SILENT_SECONDS,
    },
    /** Tips after a ride: never more than this percent of the trip's agreed fare. */
    tips: { maxPercent: e.TIP_MAX_PERCENT },
    /**
     * The due-job runner (offer and request expiry, scheduled dispatch): on by default, off in tests
     * unless asked (JOBS=on|off); it looks for due jobs every `intervalMs`.
     */
    jobs: {
      enabled: (e.JOBS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      intervalMs: e.JOB_INTERVAL_MS,
      /** The reconciliation of a card charge of a trip or tip (payments/attempt-recovery.ts reconcileJob). */
      paymentReconcileAfterMs: e.PAY_RECONCILE_AFTER_MS,
    },
    /** Other sites' origins allowed to act with the rider's cookie (the site's own always is). */
    allowedOrigins: e.ALLOWED_ORIGINS,
    /** Origins of the booking map's tiles, allowed in the CSP's img-src (`https://*.host` works). */
    mapTileOrigins: e.MAP_TILE_ORIGINS,
    /** Socket.IO Redis adapter and Redis GEO driver index when set (prefix: of every key and channel); in-process otherwise. */
    ...(redis ? { redis } : {}),
    /** Drivers are notified by POSTing here instead of through their Socket.IO room. */
    ...(e.PUSH_BACKEND_URL ? { pushBackendUrl: e.PUSH_BACKEND_URL } : {}),
    /**
     * The development routes (/api/dev/*: SMS outbox, runtime metrics, the simulator's OTP hook):
     * on by default except in production (DEV_ROUTES=on|off); they answer loopback callers only.
     */
    devRoutes: (e.DEV_ROUTES ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    /** Seed the demo data into an empty database at start (SEED_DEMO; off in production). */
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    /**
     * The driver simulator (src/sim, decision 009): only the development demo runs it unasked;
     * tests and production switch it on explicitly (SIMULATOR=on|off). `speed` simulated seconds
     * per real second, `driveKmh` the simulated cars' speed; `behaviour` overrides some of its
     * choices (SIMULATOR_BEHAVIOUR, JSON).
     */
    simulator: {
      enabled: (e.SIMULATOR ?? (e.NODE_ENV === 'development' ? 'on' : 'off')) === 'on',
      speed: e.SIMULATOR_SPEED,
      driveKmh: e.SIMULATOR_DRIVE_KMH,
      ...(e.SIMULATOR_BEHAVIOUR ? { behaviour: e.SIMULATOR_BEHAVIOUR } : {}),
    },
    /**
     * Card payments (docs/architecture.md): the in-process sandbox gateway unless `stripe` is set (all three
     * STRIPE_* keys). `apiUrl` points the Stripe SDK somewhere else than api.stripe.com (tests).
     */
    payments: { ...(stripe ? { stripe } : {}) },
    /**
     * Rolling restarts (decision 030): on SIGTERM the instance answers /api/ready 503 for
     * `drainDelayMs` (5 s in production, none otherwise: no balancer to tell), then stops taking
     * connections, finishes what is in flight, and exits; after `timeoutMs` more it exits anyway.
     */
    shutdown: {
      drainDelayMs: e.DRAIN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    /**
     * Prometheus metrics (metrics/, decision 031): served at /metrics on `port` of `host` when
     * the port is set, never on the public port; `token` is then asked as a bearer token.
     */
    metrics: {
      ...(e.METRICS_PORT === undefined ? {} : { port: e.METRICS_PORT }),
      host: e.METRICS_HOST,
      ...(e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : {}),
    },
    /**
     * Where applicants' documents are kept (adapters/documents): S3-compatible storage when a
     * bucket is set, else a folder (DOCUMENTS_DIR; `documents` beside a SQLite database file,
     * ./data/documents otherwise, a folder of the system's temporary one in tests).
     */
    documents: documentsOf(e),
    /**
     * Web Push (decision 059): the VAPID keys and the push services' origins a subscription may
     * name; null (off) when the keys are not set.
     */
    webPush: webPushOf(e),
    /** The site's public address, no trailing slash (issue 31 point 5); localhost in development. */
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  };
}

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

/**
 * Production takes real money or says it does not (issue 37): without the Stripe keys it starts
 * only when the operator chose the sandbox by name (PAYMENTS=sandbox), and the site then shows
 * "Test mode" on every page. A choice that contradicts the keys is refused rather than guessed.
 */
function checkPaymentsChoice(e: Env, hasStripeKeys: boolean): void {
  if (e.PAYMENTS === 'stripe' && !hasStripeKeys) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.PAYMENTS === 'sandbox' && hasStripeKeys) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS=sandbox with the STRIPE_* keys set: unset the keys or PAYMENTS',
    );
  }
  if (e.NODE_ENV === 'production' && !hasStripeKeys && e.PAYMENTS !== 'sandbox') {
    throw new ConfigError(
      'Invalid configuration: NODE_ENV=production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (real card payments), or PAYMENTS=sandbox to take test payments only (the site then says "Test mode")',
    );
  }
}

/** The URL schemes a password may be put into, by the setting that holds it. */
const PASSWORD_URLS = {
  DATABASE_PASSWORD: { setting: 'DATABASE_URL', protocols: ['postgres:', 'postgresql:'] },
  REDIS_PASSWORD: { setting: 'REDIS_URL', protocols: ['redis:', 'rediss:'] },
} as const;

/**
 * `url` with `password` in it (a password kept apart from the URL, decision 048); refused when
 * the URL names one already or is not of its kind.
 */
function withPassword(url: string, password: string, name: keyof typeof PASSWORD_URLS): string {
  const { setting, protocols } = PASSWORD_URLS[name];
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !(protocols as readonly string[]).includes(parsed.protocol))
    throw new ConfigError(
      `Invalid configuration: ${name} needs ${setting} to be a ${protocols[0]}// URL`,
    );
  if (parsed.password !== '')
    throw new ConfigError(
      `Invalid configuration: ${name} is set and ${setting} has a password too`,
    );
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let source: NodeJS.ProcessEnv;
  try {
    source = readSecretFiles(env);
  } catch (err) {
    if (err instanceof SecretFileError)
      throw new ConfigError(`Invalid configuration: ${err.message}`);
    throw err;
  }
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  if (e.DATABASE_PASSWORD !== undefined)
    e.DATABASE_URL = withPassword(e.DATABASE_URL, e.DATABASE_PASSWORD, 'DATABASE_PASSWORD');
  if (e.REDIS_PASSWORD !== undefined) {
    if (!e.REDIS_URL)
      throw new ConfigError('Invalid configuration: REDIS_PASSWORD needs REDIS_URL');
    e.REDIS_URL = withPassword(e.REDIS_URL, e.REDIS_PASSWORD, 'REDIS_PASSWORD');
  }
  if (e.NODE_ENV === 'production') {
    // Production never falls back to the development stand-ins (docs/architecture.md).
    const missing = [
      ...(e.AUTH_SECRET ? [] : ['AUTH_SECRET (the key of the one-time code hashes)']),
      ...(e.SMS_PROVIDER_URL
        ? []
        : ['SMS_PROVIDER_URL (a real SMS provider; the dev outbox is for development)']),
      ...(e.PUBLIC_BASE_URL
        ? []
        : ['PUBLIC_BASE_URL (the address of the links riders are texted)']),
    ];
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: NODE_ENV=production needs ${missing.join(' and ')}`,
      );
    }
  }
  if (e.WORKERS > 1) {
    throw new ConfigError(
      'Invalid configuration: WORKERS is retired (decision 049): run one instance per core behind the balancer instead (npm run topology, deploy/compose.yaml)',
    );
  }
  if (e.METRICS_PORT !== undefined && !e.METRICS_TOKEN && !isLoopbackHost(e.METRICS_HOST)) {
    throw new ConfigError(
      'Invalid configuration: METRICS_HOST other than loopback needs METRICS_TOKEN (the metrics are not public)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration: METRICS_PORT must differ from PORT');
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
  }
  checkPaymentsChoice(e, stripeKeys.every(Boolean));
  const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT];
  if (vapid.some(Boolean) && !vapid.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together (npx web-push generate-vapid-keys makes a pair)',
    );
  }
  return toConfig(e);
}

/** A configuration for tests: in-memory database, quiet logs, overrides on top. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: ':memory:' }),
    ...overrides,
  };
}
