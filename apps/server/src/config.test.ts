import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: expect.stringMatching(/data\/fairfare\.db$/),
    });
    expect(config.socketTransports).toEqual(['websocket', 'polling']);
  });

  it('reads PORT, DATABASE_URL and SOCKET_TRANSPORTS', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/ff',
      SOCKET_TRANSPORTS: 'polling',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/ff' });
    expect(config.socketTransports).toEqual(['polling']);
  });

  it('refuses WORKERS above 1, retired for one instance per core behind the balancer', () => {
    expect(() => loadConfig({ WORKERS: '1' })).not.toThrow();
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', WORKERS: '2' })).toThrow(
      /WORKERS is retired \(decision 049\): run one instance per core behind the balancer/,
    );
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('refuses to run in production on the development stand-ins, naming what is missing', () => {
    const site = { PUBLIC_BASE_URL: 'https://fairfare.example/' };
    const secret = { AUTH_SECRET: 'a-long-enough-secret-for-codes' };
    const sms = { SMS_PROVIDER_URL: 'https://sms.example/send', ...site, PAYMENTS: 'sandbox' };
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production needs AUTH_SECRET .* and SMS_PROVIDER_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/SMS_PROVIDER_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...sms })).toThrow(/AUTH_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secret, SMS_PROVIDER_URL: sms.SMS_PROVIDER_URL }),
    ).toThrow(/PUBLIC_BASE_URL/);
    const production = loadConfig({ NODE_ENV: 'production', ...secret, ...sms });
    // texted links are built from the configured address (issue 31 point 5), trailing / dropped
    expect(production.publicBaseUrl).toBe('https://fairfare.example');
    expect(loadConfig({ PORT: '4100' }).publicBaseUrl).toBe('http://localhost:4100');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_BASE_URL/);
    // No simulator, no demo seed and no development routes unless switched on explicitly.
    expect(production).toMatchObject({ devRoutes: false, seedDemo: false });
    expect(production.simulator.enabled).toBe(false);
    const asked = loadConfig({
      NODE_ENV: 'production',
      ...secret,
      ...sms,
      SIMULATOR: 'on',
      SEED_DEMO: 'on',
      DEV_ROUTES: 'on',
    });
    expect(asked).toMatchObject({ devRoutes: true, seedDemo: true });
    expect(asked.simulator.enabled).toBe(true);
    // The newcomer's demo (development) keeps all of it; tests switch the simulator on themselves.
    const development = loadConfig({});
    expect(development).toMatchObject({ devRoutes: true, seedDemo: true });
    expect(development.simulator.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).simulator.enabled).toBe(false);
  });

  it('takes card payments in production only through Stripe, or the sandbox chosen by name', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-long-enough-secret-for-codes',
      SMS_PROVIDER_URL: 'https://sms.example/send',
      PUBLIC_BASE_URL: 'https://fairfare.example',
    };
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    // No keys and no choice: refused, naming both ways out.
    expect(() => loadConfig(production)).toThrow(
      /NODE_ENV=production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET .*or PAYMENTS=sandbox/,
    );
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_123' })).toThrow(
      /go together/,
    );
    expect(loadConfig({ ...production, ...stripe }).payments.stripe).toMatchObject({
      secretKey: 'sk_live_123',
      publishableKey: 'pk_live_123',
    });
    expect(
      loadConfig({ ...production, ...stripe, PAYMENTS: 'stripe' }).payments.stripe,
    ).toBeDefined();
    // The operator's explicit sandbox starts, on the sandbox gateway.
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox' }).payments).toEqual({});
    // A choice that contradicts the keys is refused, in any environment.
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs/);
    expect(() => loadConfig({ ...stripe, PAYMENTS: 'sandbox' })).toThrow(/PAYMENTS=sandbox with/);
    expect(() => loadConfig({ PAYMENTS: 'test' })).toThrow(/PAYMENTS/);
    // Development and tests keep the sandbox without being asked.
    expect(loadConfig({}).payments).toEqual({});
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({});
  });

  it('waits 3 s for the SMS provider unless SMS_PROVIDER_TIMEOUT_MS says less', () => {
    const url = { SMS_PROVIDER_URL: 'https://sms.example/send' };
    expect(loadConfig(url).sms.provider?.timeoutMs).toBe(3_000);
    expect(loadConfig({ ...url, SMS_PROVIDER_TIMEOUT_MS: '500' }).sms.provider?.timeoutMs).toBe(
      500,
    );
    for (const bad of ['10000', '3001', '10', 'soon']) {
      expect(() => loadConfig({ ...url, SMS_PROVIDER_TIMEOUT_MS: bad }), bad).toThrow(
        /SMS_PROVIDER_TIMEOUT_MS/,
      );
    }
  });

  it('trusts proxies by hop count or address, never every client (TRUST_PROXY)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['true', '0', 'yes', 'proxy.example', '10.0.0.0/8,evil']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false/);
    }
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless a token guards them', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_HOST other than loopback needs METRICS_TOKEN/,
    );
    const token = 'a-long-enough-metrics-token';
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token });
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });

  it('refuses invalid settings with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('reads the booking settings and the optional geocoder', () => {
    expect(loadConfig({}).booking).toEqual({ serviceTaxPct: 0, scheduleMaxDays: 30 });
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    const config = loadConfig({
      SERVICE_TAX_PERCENT: '13',
      SCHEDULE_MAX_DAYS: '7',
      GEOCODER_URL: 'https://nominatim.example/search?format=json',
    });
    expect(config.booking).toEqual({ serviceTaxPct: 13, scheduleMaxDays: 7 });
    expect(config.geocoderUrl).toBe('https://nominatim.example/search?format=json');
    expect(() => loadConfig({ SERVICE_TAX_PERCENT: '-1' })).toThrow(/SERVICE_TAX_PERCENT/);
    expect(() => loadConfig({ SCHEDULE_MAX_DAYS: '0' })).toThrow(/SCHEDULE_MAX_DAYS/);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://example.com' })).toThrow(/GEOCODER_URL/);
  });

  it('reads which service the geocoder is: Nominatim unless GEOCODER_KIND says Photon', () => {
    expect(loadConfig({}).geocoderKind).toBe('nominatim');
    expect(loadConfig({ GEOCODER_KIND: 'photon' }).geocoderKind).toBe('photon');
    expect(() => loadConfig({ GEOCODER_KIND: 'google' })).toThrow(/GEOCODER_KIND/);
  });

  it('reads the tip limit, 50 % of the fare unless set, 1 to 100', () => {
    expect(loadConfig({}).tips).toEqual({ maxPercent: 50 });
    expect(loadConfig({ TIP_MAX_PERCENT: '25' }).tips).toEqual({ maxPercent: 25 });
    for (const bad of ['0', '101', '12.5', 'ten']) {
      expect(() => loadConfig({ TIP_MAX_PERCENT: bad })).toThrow(/TIP_MAX_PERCENT/);
    }
  });

  it('keeps rendered pages 60 s unless PAGE_CACHE_SECONDS says otherwise (0: not at all)', () => {
    expect(loadConfig({}).pageCacheSeconds).toBe(60);
    expect(loadConfig({ PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(loadConfig({ PAGE_CACHE_SECONDS: '300' }).pageCacheSeconds).toBe(300);
    for (const bad of ['-1', '1.5', 'a minute', '86401']) {
      expect(() => loadConfig({ PAGE_CACHE_SECONDS: bad })).toThrow(/PAGE_CACHE_SECONDS/);
    }
  });

  it('reads the map tile origins for the CSP, refusing anything but origins', () => {
    expect(loadConfig({}).mapTileOrigins).toEqual(['https://tile.openstreetmap.org']);
    expect(
      loadConfig({ MAP_TILE_ORIGINS: ' https://a.example.com, https://*.tiles.example.org:8443 ' })
        .mapTileOrigins,
    ).toEqual(['https://a.example.com', 'https://*.tiles.example.org:8443']);
    expect(() => loadConfig({ MAP_TILE_ORIGINS: 'https://a.example.com/tiles' })).toThrow(
      /MAP_TILE_ORIGINS/,
    );
    expect(() => loadConfig({ MAP_TILE_ORIGINS: "'unsafe-inline'" })).toThrow(/MAP_TILE_ORIGINS/);
    expect(() => loadConfig({ MAP_TILE_ORIGINS: 'https://a.example.com; script-src *' })).toThrow(
      /MAP_TILE_ORIGINS/,
    );
  });

  it('understands SQLite paths, sqlite: URLs and :memory:', () => {
    expect(parseDatabaseUrl(':memory:')).toEqual({ kind: 'sqlite-memory' });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ kind: 'sqlite-memory' });
    expect(parseDatabaseUrl('sqlite:./x.db')).toEqual({
      kind: 'sqlite',
      file: expect.stringMatching(/\/x\.db$/),
    });
    expect(parseDatabaseUrl('postgresql://h/db')).toEqual({
      kind: 'postgres',
      url: 'postgresql://h/db',
    });
  });
  it('reads the live-ride settings: schedule lead, reminders and the job runner (off in tests)', () => {
    expect(loadConfig({}).ride).toEqual({
      scheduleLeadMinutes: 15,
      reminderMinutes: 60,
      driverSilentOfflineSeconds: 90,
    });
    expect(loadConfig({ DRIVER_SILENT_SECONDS: '30' }).ride.driverSilentOfflineSeconds).toBe(30);
    expect(() => loadConfig({ DRIVER_SILENT_SECONDS: '5' })).toThrow(/DRIVER_SILENT_SECONDS/);
    expect(loadConfig({ RIDE_REMINDER_MINUTES: '0' }).ride.reminderMinutes).toBe(0);
    expect(() => loadConfig({ RIDE_REMINDER_MINUTES: '-5' })).toThrow(/RIDE_REMINDER_MINUTES/);
    expect(loadConfig({}).trackLinkHours).toBe(24);
    expect(loadConfig({ TRACK_LINK_HOURS: '2' }).trackLinkHours).toBe(2);
    expect(loadConfig({}).jobs).toEqual({
      enabled: true,
      intervalMs: 1000,
      paymentReconcileAfterMs: 30_000,
    });
    expect(loadConfig({ PAY_RECONCILE_AFTER_MS: '0' }).jobs.paymentReconcileAfterMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobs.enabled).toBe(true);
    expect(loadConfig({ JOBS: 'off', JOB_INTERVAL_MS: '250' }).jobs).toMatchObject({
      enabled: false,
      intervalMs: 250,
    });
    expect(loadConfig({ SCHEDULE_LEAD_MINUTES: '30' }).ride.scheduleLeadMinutes).toBe(30);
    expect(() => loadConfig({ SCHEDULE_LEAD_MINUTES: '-1' })).toThrow(/SCHEDULE_LEAD_MINUTES/);
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow(/JOBS/);
    expect(() => loadConfig({ JOB_INTERVAL_MS: '5' })).toThrow(/JOB_INTERVAL_MS/);
  });
});
